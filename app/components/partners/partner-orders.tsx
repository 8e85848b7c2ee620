import type { PartnerDashboard } from '../../../core/partners/get-partner-dashboard.ts';
import { formatDate, formatPrice } from '../../../i18n/format.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { dataColumns } from '../ui/data-columns.ts';
import { DataTable } from '../ui/data-table.tsx';
import { Section } from '../ui/section.tsx';
import { TableCell, TableRow } from '../ui/table.tsx';

const columns = ['number', 'date', 'status', 'commission'] as const;

/** The latest orders placed through the partner's links: number, date, status, commission (never the buyer). */
export function PartnerOrders({ orders }: { orders: PartnerDashboard['recentOrders'] }) {
  const { t, i18n } = useTranslation('partners');
  return (
    <Section title={t('orders.heading')} headingId="partner-orders" className="space-y-4">
      {orders.length === 0 ? (
        <p className="text-muted-foreground">{t('orders.empty')}</p>
      ) : (
        <DataTable
          caption={t('orders.heading')}
          columns={dataColumns(columns, (key) => t(`orders.${key}`), { commission: 'text-right' })}
        >
          {orders.map((order) => (
            <TableRow key={order.number}>
              <TableCell className="font-mono">{order.number}</TableCell>
              <TableCell>{formatDate(order.paidAt, i18n.language)}</TableCell>
              <TableCell>{t(`orders.statuses.${order.status}`, { defaultValue: t('orders.statuses.paid') })}</TableCell>
              <TableCell className="text-right tabular-nums">
                {formatPrice(order.commissionCents, i18n.language)}
              </TableCell>
            </TableRow>
          ))}
        </DataTable>
      )}
    </Section>
  );
}
