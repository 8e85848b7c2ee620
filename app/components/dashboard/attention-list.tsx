import { Link } from 'react-router';
import type { SellerProductRow } from '../../../core/dashboard/seller-product-rows.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { OverviewPanel } from './overview-panel.tsx';

/** The reasons a product wants its seller's attention, as short labels. */
export function AttentionBadges({ reasons }: { reasons: SellerProductRow['attention'] }) {
  const { t } = useTranslation('dashboard');
  if (reasons.length === 0) return null;
  return (
    <>
      <p className="sr-only">{t('attention.label')}</p>
      <ul className="mt-1 flex flex-wrap gap-1">
        {reasons.map((reason) => (
          <li key={reason} className="rounded-full border border-border bg-muted px-2 py-0.5 text-xs">
            {t(`attention.reasons.${reason}`)}
          </li>
        ))}
      </ul>
    </>
  );
}

/** The overview's products that want attention, each linked to its editor. */
export function AttentionList({ products }: { products: SellerProductRow[] }) {
  const { t } = useTranslation('dashboard');
  return (
    <OverviewPanel
      title={t('attention.heading')}
      headingId="attention"
      items={products}
      empty={t('attention.none')}
      more={{ to: '/dashboard/products', label: t('overview.allProducts') }}
      renderItem={(product) => (
        <>
          <Link to={`/product/${product.slug}/edit`} className="font-medium hover:underline">
            {product.title}
          </Link>
          <AttentionBadges reasons={product.attention} />
        </>
      )}
    />
  );
}
