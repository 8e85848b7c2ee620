import type { PartnerDashboard } from '../../../core/partners/get-partner-dashboard.ts';
import { formatDate, formatPrice } from '../../../i18n/format.ts';
import { useTranslation } from '../../lib/i18n.tsx';

/** The latest orders placed through the partner's links: number, date, status, commission (never the buyer). */
export function PartnerOrders({ orders }: { orders: PartnerDashboard['recentOrders'] }) {
  const { t, i18n } = useTranslation('partners');
  return (
    <section aria-labelledby="partner-orders" className="space-y-4">
      <h2 id="partner-orders" className="text-xl font-semibold">
        {t('orders.heading')}
      </h2>
      {orders.length === 0 ? (
        <p className="text-muted-foreground">{t('orders.empty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm tabular-nums">
            <thead>
              <tr className="border-b text-muted-foreground">
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t('orders.number')}
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t('orders.date')}
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t('orders.status')}
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  {t('orders.commission')}
                </th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.number} className="border-b last:border-0">
                  <td className="py-2 pr-4 font-mono">{order.number}</td>
                  <td className="py-2 pr-4">{formatDate(order.paidAt, i18n.language)}</td>
                  <td className="py-2 pr-4">
                    {t(`orders.statuses.${order.status}`, { defaultValue: t('orders.statuses.paid') })}
                  </td>
                  <td className="py-2 text-right">{formatPrice(order.commissionCents, i18n.language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
