import { adminDashboardQuery } from '../../../core/admin/dashboard/admin-dashboard.schema.ts';
import { getAdminDashboard } from '../../../core/admin/dashboard/get-admin-dashboard.ts';
import type { PeriodFigures } from '../../../core/admin/dashboard/platform-figures.ts';
import { formatChartDate, formatCount, formatDate, formatPercent, formatPrice } from '../../../i18n/format.ts';
import { DashboardLegend } from '../../components/admin/dashboard/dashboard-legend.tsx';
import { FigureCard } from '../../components/admin/dashboard/figure-card.tsx';
import { PeriodNav } from '../../components/admin/dashboard/period-nav.tsx';
import { ToDoList } from '../../components/admin/dashboard/to-do-list.tsx';
import { TopTables } from '../../components/admin/dashboard/top-tables.tsx';
import { BarChart } from '../../components/charts/bar-chart.tsx';
import { PageHero } from '../../components/info/page-hero.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import { Section } from '../../components/ui/section.tsx';
import { depsContext } from '../../context.ts';
import { requireAdminUser } from '../../lib/auth.server.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { guard } from '../../lib/route-errors.server.ts';
import type { Route } from './+types/dashboard';
import { adminMeta } from './admin-meta.server.ts';
import { pageQuery } from './page-query.server.ts';

/** /admin/dashboard?days=7|30|90 (30 by default): the platform's figures; a bad period goes back to the default. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const viewer = requireAdminUser(context, url);
  const query = pageQuery(url, adminDashboardQuery);
  return guard(async () => ({
    meta: adminMeta(context, 'adminDashboard'),
    dashboard: await getAdminDashboard(context.get(depsContext), viewer, { days: query.days }),
  }));
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export default function AdminDashboardPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('adminDashboard');
  const { dashboard } = loaderData;
  const { current, previous, days } = dashboard;
  const locale = i18n.language;
  const money = (cents: number) => formatPrice(cents, locale);
  const count = (n: number) => formatCount(n, locale);
  const percent = (value: number | null) =>
    value === null ? t('figures.none') : formatPercent(value / 100, locale, 1);
  const day = (date: string) => formatChartDate(date, 'day', locale);
  const previousTo = new Date(new Date(dashboard.from).getTime() - 1).toISOString();

  const figure = (
    label: string,
    pick: (f: PeriodFigures) => number | null,
    format: (value: number) => string,
    hint?: string,
  ) => {
    const now = pick(current);
    const before = pick(previous);
    return (
      <FigureCard
        label={label}
        value={now === null ? t('figures.none') : format(now)}
        hint={hint}
        previousValue={before === null ? t('figures.none') : format(before)}
        current={now}
        previous={before}
      />
    );
  };

  return (
    <>
      <PageHero eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <div className="mx-auto max-w-7xl space-y-10 px-4 py-8 md:py-10">
        <ToDoList toDo={dashboard.toDo} />

        <PeriodNav days={days} />

        <Section
          bold
          headingId="figures"
          title={t('period.heading', { days })}
          description={t('period.comparedTo', {
            days,
            from: formatDate(dashboard.previousFrom, locale),
            to: formatDate(previousTo, locale),
          })}
        >
          <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {figure(
              t('figures.gmv'),
              (f) => f.gmvCents,
              money,
              t('figures.gmvHint', { amount: money(current.gmvNetCents) }),
            )}
            {figure(
              t('figures.revenue'),
              (f) => f.platformRevenueCents,
              money,
              t('figures.revenueHint', { amount: money(current.partnerCommissionsCents) }),
            )}
            {figure(t('figures.sellerEarnings'), (f) => f.sellerEarningsCents, money, t('figures.sellerEarningsHint'))}
            {figure(
              t('figures.refunds'),
              (f) => f.refundsCents,
              money,
              t('figures.refundsHint', { count: current.refunds, amount: money(current.refundsNetCents) }),
            )}
            {figure(t('figures.orders'), (f) => f.orders, count, t('figures.ordersHint', { count: current.sales }))}
            {figure(t('figures.newUsers'), (f) => f.newUsers, count)}
            {figure(t('figures.activeExperts'), (f) => f.activeExperts, count, t('figures.activeExpertsHint'))}
            {figure(
              t('figures.conversion'),
              (f) => f.conversionPercent,
              percent,
              t('figures.conversionHint', { views: count(current.views) }),
            )}
          </dl>
        </Section>

        <Section bold headingId="charts" title={t('charts.heading')}>
          <div className="grid gap-4 lg:grid-cols-3">
            {(
              [
                ['gmv', money, 'amount'],
                ['revenue', money, 'amount'],
                ['orders', count, 'count'],
              ] as const
            ).map(([key, format, column]) => (
              <div key={key} className="rounded-card border bg-card p-4">
                <BarChart
                  title={t(`charts.${key}`)}
                  points={dashboard.series[key]}
                  formatValue={format}
                  formatDate={day}
                  columns={{ date: t('charts.date'), value: t(`charts.${column}`) }}
                />
              </div>
            ))}
          </div>
        </Section>

        <TopTables products={dashboard.topProducts} experts={dashboard.topExperts} />

        <DashboardLegend days={days} />
      </div>
    </>
  );
}
