import type { PartnerDashboard } from '../../../core/partners/get-partner-dashboard.ts';
import { formatChartDate, formatCount, formatPrice } from '../../../i18n/format.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { BarChart } from '../charts/bar-chart.tsx';
import { Stat } from '../dashboard/stat.tsx';

/** Clicks, orders and earnings (30 days and all time), the 30-day charts, and the balances. */
export function PartnerFigures({ dashboard }: { dashboard: PartnerDashboard }) {
  const { t, i18n } = useTranslation('partners');
  const locale = i18n.language;
  const money = (cents: number) => formatPrice(cents, locale);
  const count = (n: number) => formatCount(n, locale);
  const day = (date: string) => formatChartDate(date, 'day', locale);
  const rows = [
    { key: 'clicks', figure: dashboard.clicks, format: count },
    { key: 'orders', figure: dashboard.orders, format: count },
    { key: 'earnings', figure: dashboard.earningsCents, format: money },
  ] as const;
  return (
    <>
      <section aria-labelledby="partner-results" className="space-y-4">
        <h2 id="partner-results" className="text-xl font-semibold">
          {t('stats.heading')}
        </h2>
        <div className="overflow-x-auto">
          <table className="w-full text-left tabular-nums">
            <thead>
              <tr className="border-b text-sm text-muted-foreground">
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t('stats.period')}
                </th>
                {rows.map((row) => (
                  <th key={row.key} scope="col" className="py-2 pr-4 text-right font-medium">
                    {t(`stats.${row.key}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {(['days30', 'allTime'] as const).map((period) => (
                <tr key={period} className="border-b last:border-0">
                  <th scope="row" className="py-2 pr-4 font-medium">
                    {t(`stats.${period}`)}
                  </th>
                  {rows.map((row) => (
                    <td key={row.key} className="py-2 pr-4 text-right text-lg font-semibold">
                      {row.format(row.figure[period])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section aria-labelledby="partner-chart" className="space-y-4">
        <h2 id="partner-chart" className="text-xl font-semibold">
          {t('chart.heading')}
        </h2>
        <div className="grid gap-8 md:grid-cols-3">
          <BarChart
            title={t('chart.earnings')}
            points={dashboard.series.earningsCents}
            formatValue={money}
            formatDate={day}
            columns={{ date: t('chart.day'), value: t('stats.earnings') }}
          />
          <BarChart
            title={t('chart.clicks')}
            points={dashboard.series.clicks}
            formatValue={count}
            formatDate={day}
            columns={{ date: t('chart.day'), value: t('stats.clicks') }}
          />
          <BarChart
            title={t('chart.orders')}
            points={dashboard.series.orders}
            formatValue={count}
            formatDate={day}
            columns={{ date: t('chart.day'), value: t('stats.orders') }}
          />
        </div>
      </section>
      <section aria-labelledby="partner-balance" className="space-y-4">
        <h2 id="partner-balance" className="text-xl font-semibold">
          {t('balance.heading')}
        </h2>
        <dl className="grid gap-4 sm:grid-cols-3">
          <Stat
            label={t('balance.pending')}
            value={money(dashboard.balance.pendingCents)}
            hint={t('balance.pendingHint')}
          />
          <Stat
            label={t('balance.available')}
            value={money(dashboard.balance.availableCents)}
            hint={t('balance.availableHint')}
          />
          <Stat label={t('balance.paid')} value={money(dashboard.balance.paidOutCents)} />
        </dl>
      </section>
    </>
  );
}
