import type { PartnerDashboard } from '../../../core/partners/get-partner-dashboard.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { BarChart } from '../charts/bar-chart.tsx';
import { BalanceStats } from '../dashboard/balance-stats.tsx';
import { useFigureFormats } from '../dashboard/use-figure-formats.ts';
import { dataColumns } from '../ui/data-columns.ts';
import { DataTable } from '../ui/data-table.tsx';
import { Section } from '../ui/section.tsx';
import { TableCell, TableRow } from '../ui/table.tsx';

const periods = ['days30', 'allTime'] as const;
const tableOrder = ['clicks', 'orders', 'earnings'] as const;
const chartOrder = ['earnings', 'clicks', 'orders'] as const;

/** Clicks, orders and earnings (30 days and all time), the 30-day charts, and the balances. */
export function PartnerFigures({ dashboard }: { dashboard: PartnerDashboard }) {
  const { t } = useTranslation('partners');
  const { money, count, day } = useFigureFormats();
  const figures = {
    clicks: { total: dashboard.clicks, series: dashboard.series.clicks, format: count },
    orders: { total: dashboard.orders, series: dashboard.series.orders, format: count },
    earnings: { total: dashboard.earningsCents, series: dashboard.series.earningsCents, format: money },
  };
  return (
    <>
      <Section title={t('stats.heading')} headingId="partner-results" className="space-y-4">
        <DataTable
          caption={t('stats.heading')}
          columns={dataColumns(['period', ...tableOrder], (key) => t(`stats.${key}`), {
            clicks: 'text-right',
            orders: 'text-right',
            earnings: 'text-right',
          })}
        >
          {periods.map((period) => (
            <TableRow key={period}>
              <th scope="row" className="px-3 py-2 font-medium">
                {t(`stats.${period}`)}
              </th>
              {tableOrder.map((key) => (
                <TableCell key={key} className="text-right text-lg font-semibold tabular-nums">
                  {figures[key].format(figures[key].total[period])}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </DataTable>
      </Section>
      <Section title={t('chart.heading')} headingId="partner-chart" className="space-y-4">
        <div className="grid gap-8 md:grid-cols-3">
          {chartOrder.map((key) => (
            <BarChart
              key={key}
              title={t(`chart.${key}`)}
              points={figures[key].series}
              formatValue={figures[key].format}
              formatDate={day}
              columns={{ date: t('chart.day'), value: t(`stats.${key}`) }}
            />
          ))}
        </div>
      </Section>
      <Section title={t('balance.heading')} headingId="partner-balance" className="space-y-4">
        <BalanceStats
          balances={dashboard.balance}
          text={(key) => t(key === 'paidOut' ? 'balance.paid' : `balance.${key}`)}
        />
      </Section>
    </>
  );
}
