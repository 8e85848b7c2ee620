import { Link } from 'react-router';
import type { SellerProductRow } from '../../../core/dashboard/seller-product-rows.ts';
import { useTranslation } from '../../lib/i18n.tsx';

/** The reasons a product wants its seller's attention, as short labels. */
export function AttentionBadges({ reasons }: { reasons: SellerProductRow['attention'] }) {
  const { t } = useTranslation('dashboard');
  if (reasons.length === 0) return null;
  return (
    <ul className="mt-1 flex flex-wrap gap-1" aria-label={t('attention.label')}>
      {reasons.map((reason) => (
        <li key={reason} className="rounded-full border border-border bg-muted px-2 py-0.5 text-xs">
          {t(`attention.reasons.${reason}`)}
        </li>
      ))}
    </ul>
  );
}

/** The overview's products that want attention, each linked to its editor. */
export function AttentionList({ products }: { products: SellerProductRow[] }) {
  const { t } = useTranslation('dashboard');
  return (
    <section aria-labelledby="attention" className="rounded-card border bg-card p-4 sm:p-6">
      <h2 id="attention" className="text-lg font-bold">
        {t('attention.heading')}
      </h2>
      {products.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">{t('attention.none')}</p>
      ) : (
        <ul className="mt-3 divide-y">
          {products.map((product) => (
            <li key={product.id} className="py-3">
              <Link to={`/product/${product.slug}/edit`} className="font-medium hover:underline">
                {product.title}
              </Link>
              <AttentionBadges reasons={product.attention} />
            </li>
          ))}
        </ul>
      )}
      <Link to="/dashboard/products" className="mt-3 inline-block text-sm font-medium text-primary hover:underline">
        {t('overview.allProducts')}
      </Link>
    </section>
  );
}
