import { Link } from 'react-router';
import type { TopExpert, TopProduct } from '../../../../core/admin/dashboard/top-lists.ts';
import { formatPrice } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.tsx';

const cell = 'px-3 py-2 whitespace-nowrap tabular-nums text-right';
const head = 'px-3 py-2 font-medium';

/** The period's best products: sales, seats, amount excluding VAT and what refunds took back. */
export function TopProductsTable({ products, caption }: { products: TopProduct[]; caption: string }) {
  const { t, i18n } = useTranslation('adminDashboard');
  const locale = i18n.language;
  if (products.length === 0) return <p className="text-muted-foreground">{t('topProducts.empty')}</p>;
  return (
    <div className="overflow-x-auto rounded-card border bg-card">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b bg-muted/50">
          <tr>
            <th scope="col" className={head}>
              {t('topProducts.product')}
            </th>
            <th scope="col" className={head}>
              {t('topProducts.expert')}
            </th>
            {(['sales', 'seats', 'net', 'refunds'] as const).map((col) => (
              <th key={col} scope="col" className={`${head} text-right`}>
                {t(`topProducts.${col}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {products.map((product) => (
            <tr key={product.productId} className="border-b last:border-0">
              <th scope="row" className="px-3 py-2 font-medium">
                <Link to={`/product/${product.slug}`} className="underline-offset-4 hover:underline">
                  {product.title}
                </Link>
              </th>
              <td className="px-3 py-2">{product.sellerName}</td>
              <td className={cell}>{product.sales.toLocaleString(locale)}</td>
              <td className={cell}>{product.seats.toLocaleString(locale)}</td>
              <td className={cell}>{formatPrice(product.netSalesCents, locale)}</td>
              <td className={cell}>{formatPrice(product.refundsNetCents, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The period's experts with the highest net earnings (what their own sales page shows for the period). */
export function TopExpertsTable({ experts, caption }: { experts: TopExpert[]; caption: string }) {
  const { t, i18n } = useTranslation('adminDashboard');
  const locale = i18n.language;
  if (experts.length === 0) return <p className="text-muted-foreground">{t('topExperts.empty')}</p>;
  return (
    <div className="overflow-x-auto rounded-card border bg-card">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b bg-muted/50">
          <tr>
            <th scope="col" className={head}>
              {t('topExperts.expert')}
            </th>
            {(['sales', 'net', 'earnings'] as const).map((col) => (
              <th key={col} scope="col" className={`${head} text-right`}>
                {t(`topExperts.${col}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {experts.map((expert) => (
            <tr key={expert.sellerId} className="border-b last:border-0">
              <th scope="row" className="px-3 py-2 font-medium">
                <Link to={`/admin/users/${expert.userId}`} className="underline-offset-4 hover:underline">
                  {expert.name}
                </Link>
              </th>
              <td className={cell}>{expert.sales.toLocaleString(locale)}</td>
              <td className={cell}>{formatPrice(expert.netSalesCents, locale)}</td>
              <td className={cell}>{formatPrice(expert.earningsCents, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
