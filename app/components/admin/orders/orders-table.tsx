import { Link } from 'react-router';
import type { AdminOrderRow } from '../../../../core/admin/orders/list-admin-orders.ts';
import { formatDateTime, formatPrice } from '../../../../i18n/format.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { RecordTable } from '../../ui/record-table.tsx';

/** The console's order list: number (a link to the detail), date, buyer, experts, total, status, provider. */
export function OrdersTable({ orders }: { orders: AdminOrderRow[] }) {
  const { t, i18n } = useTranslation('adminOrders');
  const locale = i18n.language;
  return (
    <RecordTable
      caption={t('list.caption')}
      rows={orders}
      label={(key) => t(`columns.${key}`)}
      columns={{
        number: {
          cell: (order) => (
            <Link to={`/admin/orders/${order.id}`} className="underline underline-offset-2 hover:no-underline">
              {order.number}
            </Link>
          ),
          className: 'whitespace-nowrap font-medium',
        },
        date: { cell: (order) => formatDateTime(order.createdAt, locale), className: 'whitespace-nowrap' },
        buyer: (order) => (
          <>
            <span className="block">{order.buyer.name?.trim() || '—'}</span>
            <span className="block text-muted-foreground">{order.buyer.email}</span>
          </>
        ),
        experts: (order) => order.experts.join(', '),
        total: { cell: (order) => formatPrice(order.totalCents, locale), numeric: true },
        status: (order) => t(`status.${order.status}`),
        provider: (order) =>
          order.provider ? t(`provider.${order.provider}`, { defaultValue: order.provider }) : t('provider.none'),
      }}
    />
  );
}
