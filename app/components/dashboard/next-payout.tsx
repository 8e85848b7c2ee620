import type { NextPayout } from '../../../core/dashboard/get-next-payout.ts';
import { formatDate, formatPrice } from '../../../i18n/format.ts';
import { useTranslation } from '../../lib/i18n.tsx';

/** « Prochain virement le <date> » and the amount expected then, or why that payout pays nothing. */
export function NextPayoutLine({ next }: { next: NextPayout }) {
  const { t, i18n } = useTranslation('dashboard');
  const locale = i18n.language;
  return (
    <p className="rounded-lg border bg-muted/40 px-4 py-3 text-sm" data-testid="next-payout">
      <span className="font-medium">{t('nextPayout.label', { date: formatDate(next.date, locale) })}</span>
      {' — '}
      {next.reason
        ? t(`nextPayout.${next.reason}`, { minimum: formatPrice(next.minimumCents, locale), days: next.holdingDays })
        : t('nextPayout.amount', { amount: formatPrice(next.amountCents, locale) })}
    </p>
  );
}
