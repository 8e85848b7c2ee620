import TimerIcon from 'lucide-react/icons/timer';
import type { LastChance } from '../../../core/catalog/get-product.ts';
import { formatDateTime, formatDiscount, formatPrice } from '../../../i18n/format.ts';
import { useTranslation } from '../../lib/i18n.tsx';

/**
 * The last-chance banner: only for a real promotion (the `promotions` table) that applies to the product and ends
 * within 48 hours — the loader decides, from the Clock. The end is a fixed date and time in Paris time, so the
 * server and the browser render the same text (no countdown: nothing moves, nothing to reconcile at hydration).
 */
export function LastChanceBanner({ promotion }: { promotion: LastChance }) {
  const { t, i18n } = useTranslation('product');
  const offer =
    promotion.percentOff !== null
      ? t('lastChance.percent', { discount: formatDiscount(promotion.percentOff, i18n.language) })
      : t('lastChance.amount', { amount: formatPrice(promotion.amountOffCents ?? 0, i18n.language) });
  return (
    <div
      data-testid="last-chance"
      className="flex items-start gap-3 rounded-card border border-amber-700/40 bg-amber-50 p-4 text-amber-950 dark:border-amber-300/40 dark:bg-amber-950 dark:text-amber-50"
    >
      <TimerIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p className="text-sm">
        <strong className="block font-semibold">{t('lastChance.title')}</strong>
        {offer}
        {promotion.code && (
          <>
            {' '}
            {t('lastChance.code')}{' '}
            <code className="rounded bg-amber-100 px-1 font-mono font-semibold dark:bg-amber-900">
              {promotion.code}
            </code>
          </>
        )}
        .{' '}
        <time dateTime={promotion.endsAt}>
          {t('lastChance.endsAt', { date: formatDateTime(promotion.endsAt, i18n.language) })}
        </time>
      </p>
    </div>
  );
}
