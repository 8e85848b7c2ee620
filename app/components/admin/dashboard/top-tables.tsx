import { Link } from 'react-router';
import type { TopExpert, TopProduct } from '../../../../core/admin/dashboard/top-lists.ts';
import { formatCount, formatPrice } from '../../../../i18n/format.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { DataTable } from '../../ui/data-table.tsx';

const cell = 'px-3 py-2 whitespace-nowrap tabular-nums text-right';

/** The period's best products: sales, seats, amount excluding VAT and what refunds took back. */
export function TopProductsTable({ products, caption }: { products: TopProduct[]; caption: string }) {
  const { t, i18n } = useTranslation('adminDashboard');
  const locale = i18n.language;
  if (products.length === 0) return <p className="text-muted-foreground">{t('topProducts.empty')}</p>;
  return (
    <DataTable
      caption={caption}
      columns={[
        { key: 'product', label: t('topProducts.product') },
        { key: 'expert', label: t('topProducts.expert') },
        ...(['sales', 'seats', 'net', 'refunds'] as const).map((col) => ({
          key: col,
          label: t(`topProducts.${col}`),
          className: 'whitespace-nowrap text-right',
        })),
      ]}
    >
      {products.map((product) => (
        <tr key={product.productId} className="border-b last:border-0">
          <th scope="row" className="px-3 py-2 font-medium">
            <Link to={`/product/${product.slug}`} className="underline-offset-4 hover:underline">
              {product.title}
            </Link>
          </th>
          <td className="px-3 py-2">{product.sellerName}</td>
          <td className={cell}>{formatCount(product.sales, locale)}</td>
          <td className={cell}>{formatCount(product.seats, locale)}</td>
          <td className={cell}>{formatPrice(product.netSalesCents, locale)}</td>
          <td className={cell}>{formatPrice(product.refundsNetCents, locale)}</td>
        </tr>
      ))}
    </DataTable>
  );
}

/** The period's experts with the highest net earnings (what their own sales page shows for the period). */
export function TopExpertsTable({ experts, caption }: { experts: TopExpert[]; caption: string }) {
  const { t, i18n } = useTranslation('adminDashboard');
  const locale = i18n.language;
  if (experts.length === 0) return <p className="text-muted-foreground">{t('topExperts.empty')}</p>;
  return (
    <DataTable
      caption={caption}
      columns={[
        { key: 'expert', label: t('topExperts.expert') },
        ...(['sales', 'net', 'earnings'] as const).map((col) => ({
          key: col,
          label: t(`topExperts.${col}`),
          className: 'whitespace-nowrap text-right',
        })),
      ]}
    >
      {experts.map((expert) => (
        <tr key={expert.sellerId} className="border-b last:border-0">
          <th scope="row" className="px-3 py-2 font-medium">
            <Link to={`/admin/users/${expert.userId}`} className="underline-offset-4 hover:underline">
              {expert.name}
            </Link>
          </th>
          <td className={cell}>{formatCount(expert.sales, locale)}</td>
          <td className={cell}>{formatPrice(expert.netSalesCents, locale)}</td>
          <td className={cell}>{formatPrice(expert.earningsCents, locale)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
