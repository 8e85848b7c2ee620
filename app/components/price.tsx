import type { PriceReduction } from '../../core/catalog/price-reduction.ts';
import { formatDiscount, formatPrice } from '../../i18n/format.ts';
import { cn } from '../lib/cn.ts';
import { useTranslation } from '../lib/i18n.tsx';

export function Price({ cents, billing }: { cents: number; billing: 'one_time' | 'monthly' | 'yearly' }) {
  const { t, i18n } = useTranslation();
  const price = formatPrice(cents, i18n.language);
  if (billing === 'one_time') return <>{price}</>;
  return <>{t(billing === 'monthly' ? 'price.monthly' : 'price.yearly', { price })}</>;
}

/** The discount badge of a genuine promotion (EU Omnibus): "-20 %", read as "Réduction de 20 %". */
export function DiscountBadge({ reduction, className }: { reduction: PriceReduction; className?: string }) {
  const { t, i18n } = useTranslation();
  return (
    <span
      data-discount={reduction.percent}
      className={cn(
        'inline-flex items-center rounded-md bg-destructive px-1.5 py-0.5 text-xs font-bold text-destructive-foreground',
        className,
      )}
    >
      <span aria-hidden="true">{formatDiscount(reduction.percent, i18n.language)}</span>
      <span className="sr-only">{t('price.discount', { percent: reduction.percent })}</span>
    </span>
  );
}

/**
 * The EU Omnibus line under a reduced price: the lowest price of the 30 days before the reduction, crossed out
 * (the only former price the law lets a seller show).
 */
export function LowestPriceLine({ reduction, className }: { reduction: PriceReduction; className?: string }) {
  const { t, i18n } = useTranslation();
  return (
    <p className={cn('text-xs text-muted-foreground', className)}>
      {t('price.lowest30')}{' '}
      <s data-compare-at={reduction.referencePriceCents}>{formatPrice(reduction.referencePriceCents, i18n.language)}</s>
    </p>
  );
}
