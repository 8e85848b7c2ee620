import { Link } from 'react-router';
import type { BuyerOverview as Overview } from '../../../core/dashboard/get-buyer-overview.ts';
import { formatDate, formatPrice } from '../../../i18n/format.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { ProductCard } from '../product-card.tsx';

/** Everyone's half of /dashboard: the last orders and the favourites, each with a link to the full list. */
export function BuyerOverview({ overview }: { overview: Overview }) {
  const { t, i18n } = useTranslation('dashboard');
  const locale = i18n.language;
  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_3fr]">
      <section aria-labelledby="recent-purchases" className="rounded-card border bg-card p-4 sm:p-6">
        <h2 id="recent-purchases" className="text-lg font-bold">
          {t('overview.purchases')}
        </h2>
        {overview.purchases.length === 0 ? (
          <p className="mt-2 text-sm text-muted-foreground">{t('overview.noPurchases')}</p>
        ) : (
          <ul className="mt-3 divide-y">
            {overview.purchases.map((order) => (
              <li key={order.id} className="py-3">
                <p className="font-medium">{order.titles.join(', ')}</p>
                <p className="text-sm text-muted-foreground">
                  {t('overview.order', {
                    number: order.number,
                    date: formatDate(order.createdAt, locale),
                    total: formatPrice(order.totalCents, locale),
                  })}
                </p>
              </li>
            ))}
          </ul>
        )}
        <Link
          to={overview.purchases.length === 0 ? '/market' : '/dashboard/purchases'}
          className="mt-3 inline-block text-sm font-medium text-primary hover:underline"
        >
          {overview.purchases.length === 0 ? t('overview.explore') : t('overview.allPurchases')}
        </Link>
      </section>
      <section aria-labelledby="favorite-products" className="rounded-card border bg-card p-4 sm:p-6">
        <h2 id="favorite-products" className="text-lg font-bold">
          {t('overview.favorites', { count: overview.favorites.meta.total })}
        </h2>
        {overview.favorites.data.length === 0 ? (
          <p className="mt-2 text-sm text-muted-foreground">{t('overview.noFavorites')}</p>
        ) : (
          <ul className="mt-3 grid gap-4 sm:grid-cols-2">
            {overview.favorites.data.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} favorite />
              </li>
            ))}
          </ul>
        )}
        <Link to="/favorites" className="mt-3 inline-block text-sm font-medium text-primary hover:underline">
          {t('overview.allFavorites')}
        </Link>
      </section>
    </div>
  );
}
