import type { BuyerOverview as Overview } from '../../../core/dashboard/get-buyer-overview.ts';
import { formatDate, formatPrice } from '../../../i18n/format.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { ProductCard } from '../product-card.tsx';
import { OverviewPanel } from './overview-panel.tsx';

/** Everyone's half of /dashboard: the last orders and the favourites, each with a link to the full list. */
export function BuyerOverview({ overview }: { overview: Overview }) {
  const { t, i18n } = useTranslation('dashboard');
  const locale = i18n.language;
  const noPurchases = overview.purchases.length === 0;
  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_3fr]">
      <OverviewPanel
        title={t('overview.purchases')}
        headingId="recent-purchases"
        items={overview.purchases}
        empty={t('overview.noPurchases')}
        more={
          noPurchases
            ? { to: '/market', label: t('overview.explore') }
            : { to: '/dashboard/purchases', label: t('overview.allPurchases') }
        }
        renderItem={(order) => (
          <>
            <p className="font-medium">{order.titles.join(', ')}</p>
            <p className="text-sm text-muted-foreground">
              {t('overview.order', {
                number: order.number,
                date: formatDate(order.createdAt, locale),
                total: formatPrice(order.totalCents, locale),
              })}
            </p>
          </>
        )}
      />
      <OverviewPanel
        title={t('overview.favorites', { count: overview.favorites.meta.total })}
        headingId="favorite-products"
        items={overview.favorites.data}
        empty={t('overview.noFavorites')}
        listClassName="mt-3 grid gap-4 sm:grid-cols-2"
        itemClassName=""
        more={{ to: '/favorites', label: t('overview.allFavorites') }}
        renderItem={(product) => <ProductCard product={product} favorite />}
      />
    </div>
  );
}
