import { Link } from 'react-router';
import type { TopExpert, TopProduct } from '../../../../core/admin/dashboard/top-lists.ts';
import { formatCount, formatPrice } from '../../../../i18n/format.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { type RecordColumns, RecordTable } from '../../ui/record-table.tsx';
import { Section } from '../../ui/section.tsx';

const link = 'underline-offset-4 hover:underline';

/**
 * The period's best products (sales, seats, amount excluding VAT, what refunds took back) and its experts with the
 * highest net earnings (what their own sales page shows for the period), each list in a section of its own.
 */
export function TopTables({ products, experts }: { products: TopProduct[]; experts: TopExpert[] }) {
  const { t, i18n } = useTranslation('adminDashboard');
  const locale = i18n.language;
  const top = <Row,>(
    list: 'topProducts' | 'topExperts',
    headingId: string,
    rows: readonly Row[],
    rowKey: (row: Row) => string,
    columns: RecordColumns<Row>,
  ) => (
    <Section bold headingId={headingId} title={t(`${list}.heading`)}>
      <RecordTable
        caption={t(`${list}.heading`)}
        rows={rows}
        rowKey={rowKey}
        label={(key) => t(`${list}.${key}`)}
        empty={t(`${list}.empty`)}
        columns={columns}
      />
    </Section>
  );
  return (
    <>
      {top('topProducts', 'top-products', products, (product) => product.productId, {
        product: (product) => (
          <Link to={`/product/${product.slug}`} className={link}>
            {product.title}
          </Link>
        ),
        expert: (product) => product.sellerName,
        sales: { cell: (product) => formatCount(product.sales, locale), numeric: true },
        seats: { cell: (product) => formatCount(product.seats, locale), numeric: true },
        net: { cell: (product) => formatPrice(product.netSalesCents, locale), numeric: true },
        refunds: { cell: (product) => formatPrice(product.refundsNetCents, locale), numeric: true },
      })}
      {top('topExperts', 'top-experts', experts, (expert) => expert.sellerId, {
        expert: (expert) => (
          <Link to={`/admin/users/${expert.userId}`} className={link}>
            {expert.name}
          </Link>
        ),
        sales: { cell: (expert) => formatCount(expert.sales, locale), numeric: true },
        net: { cell: (expert) => formatPrice(expert.netSalesCents, locale), numeric: true },
        earnings: { cell: (expert) => formatPrice(expert.earningsCents, locale), numeric: true },
      })}
    </>
  );
}
