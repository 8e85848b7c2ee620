import { Link } from 'react-router';
import type { AdminOrderRow } from '../../../../core/admin/orders/list-admin-orders.ts';
import { formatDateTime, formatPrice } from '../../../../i18n/format.ts';
import { useTranslation } from '../../../lib/i18n.tsx';

/** The console's order list: number (a link to the detail), date, buyer, experts, total, status, provider. */
export function OrdersTable({ orders }: { orders: AdminOrderRow[] }) {
  const { t, i18n } = useTranslation('adminOrders');
  const locale = i18n.language;
  const th = 'px-3 py-2 text-left font-semibold';
  return (
    <div className="overflow-x-auto rounded-card border">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('list.caption')}</caption>
        <thead className="bg-muted/50">
          <tr>
            <th scope="col" className={th}>
              {t('columns.number')}
            </th>
            <th scope="col" className={th}>
              {t('columns.date')}
            </th>
            <th scope="col" className={th}>
              {t('columns.buyer')}
            </th>
            <th scope="col" className={th}>
              {t('columns.experts')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('columns.total')}
            </th>
            <th scope="col" className={th}>
              {t('columns.status')}
            </th>
            <th scope="col" className={th}>
              {t('columns.provider')}
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id} className="border-t">
              <th scope="row" className="px-3 py-2 text-left font-medium whitespace-nowrap">
                <Link to={`/admin/orders/${order.id}`} className="underline underline-offset-2 hover:no-underline">
                  {order.number}
                </Link>
              </th>
              <td className="px-3 py-2 whitespace-nowrap">{formatDateTime(order.createdAt, locale)}</td>
              <td className="px-3 py-2">
                <span className="block">{order.buyer.name?.trim() || '—'}</span>
                <span className="block text-muted-foreground">{order.buyer.email}</span>
              </td>
              <td className="px-3 py-2">{order.experts.join(', ')}</td>
              <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">
                {formatPrice(order.totalCents, locale)}
              </td>
              <td className="px-3 py-2">{t(`status.${order.status}`)}</td>
              <td className="px-3 py-2">
                {order.provider
                  ? t(`provider.${order.provider}`, { defaultValue: order.provider })
                  : t('provider.none')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
