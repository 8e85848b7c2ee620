import { formatPrice } from '../../../../i18n/format.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { Button } from '../../ui/button.tsx';
import { ConfirmedForm } from '../../ui/confirmed-form.tsx';

/**
 * A console action that moves money (create a batch, confirm a scheduled one, mark one paid): it asks « Confirmer le
 * virement de 12 345,67 € à 8 bénéficiaires » first, and sends that total and count along, which the server checks
 * against the money it would move (refused if either changed).
 */
export function PayoutConfirmForm({
  intent,
  totalCents,
  count,
  submit,
  hint,
  disabled,
  extra,
}: {
  intent: string;
  totalCents: number;
  count: number;
  submit: string;
  hint?: string;
  disabled?: boolean;
  /** Other hidden fields of the form. */
  extra?: Record<string, string>;
}) {
  const { t, i18n } = useTranslation('adminPayments');
  const text = t('confirm.text', { amount: formatPrice(totalCents, i18n.language), count });
  return (
    <ConfirmedForm
      method="post"
      className="flex flex-wrap items-center gap-3"
      question={{ title: t('confirm.title'), text, confirm: t('confirm.confirm'), cancel: t('confirm.cancel') }}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="expectedTotalCents" value={totalCents} />
      <input type="hidden" name="expectedCount" value={count} />
      {Object.entries(extra ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" disabled={disabled}>
        {submit}
      </Button>
      <span className="text-sm text-muted-foreground">{hint ? `${text} — ${hint}` : text}</span>
    </ConfirmedForm>
  );
}
