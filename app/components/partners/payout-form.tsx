import { Form } from 'react-router';
import type { SecondFactorState } from '../../../core/accounts/second-factor.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { PayoutSecondFactorNotice } from '../account/payout-second-factor-notice.tsx';
import { Notice } from '../info/notice.tsx';
import { Button } from '../ui/button.tsx';
import { Field } from '../ui/field.tsx';
import { Input } from '../ui/input.tsx';

export interface PayoutFormResult {
  ok: boolean;
  values: { payoutName: string; payoutIban: string };
  fieldErrors?: Partial<Record<'payoutName' | 'payoutIban', string>>;
  /** A refusal of the whole form (`second_factor_required`). */
  error?: string;
}

/**
 * The account commissions are paid to: holder and IBAN (checked on the server, errors in place). Changing it needs a
 * session that verified a second factor, as a seller's payout details do.
 */
export function PayoutForm({
  current,
  secondFactor,
  result,
}: {
  current: { name: string | null; iban: string | null };
  secondFactor: SecondFactorState;
  result: PayoutFormResult | undefined;
}) {
  const { t } = useTranslation('partners');
  const error = (field: 'payoutName' | 'payoutIban') => {
    const code = result?.fieldErrors?.[field];
    return code ? t(`errors.${code}`, { defaultValue: t('errors.iban_invalid') }) : undefined;
  };
  return (
    <div className="space-y-4">
      {result?.ok && <Notice tone="success">{t('payout.saved')}</Notice>}
      {result?.error && <Notice tone="error">{t(`errors.${result.error}`)}</Notice>}
      <PayoutSecondFactorNotice state={secondFactor} returnTo="/dashboard/partner" />
      <p className="text-sm text-muted-foreground">
        {current.iban ? t('payout.current', { iban: current.iban, name: current.name ?? '' }) : t('payout.none')}
      </p>
      <Form method="post" noValidate>
        <fieldset disabled={secondFactor !== 'verified'} className="grid gap-4 disabled:opacity-60 sm:grid-cols-2">
          <Field name="payoutName" label={t('payout.name')} error={error('payoutName')}>
            <Input
              autoComplete="name"
              required
              maxLength={100}
              defaultValue={result && !result.ok ? result.values.payoutName : (current.name ?? '')}
            />
          </Field>
          <Field name="payoutIban" label={t('payout.iban')} error={error('payoutIban')}>
            <Input
              className="uppercase"
              autoComplete="off"
              spellCheck={false}
              required
              maxLength={50}
              defaultValue={result && !result.ok ? result.values.payoutIban : ''}
            />
          </Field>
          <div className="sm:col-span-2">
            <Button type="submit">{t('payout.submit')}</Button>
          </div>
        </fieldset>
      </Form>
    </div>
  );
}
