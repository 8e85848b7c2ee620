import { redirect } from 'react-router';
import { adminDashboardQuery } from '../../../core/admin/dashboard/admin-dashboard.schema.ts';
import { getAdminDashboard } from '../../../core/admin/dashboard/get-admin-dashboard.ts';
import type { PeriodFigures } from '../../../core/admin/dashboard/platform-figures.ts';
import { queryObject } from '../../../core/shared/query-object.ts';
import { formatChartDate, formatCount, formatDate, formatPercent, formatPrice } from '../../../i18n/format.ts';
import { serverT } from '../../../i18n/server-t.ts';
import { DashboardLegend } from '../../components/admin/dashboard/dashboard-legend.tsx';
import { FigureCard } from '../../components/admin/dashboard/figure-card.tsx';
import { PeriodNav } from '../../components/admin/dashboard/period-nav.tsx';
import { TopExpertsTable, TopProductsTable } from '../../components/admin/dashboard/top-tables.tsx';
import { BarChart } from '../../components/charts/bar-chart.tsx';
import { PageHero } from '../../components/info/page-hero.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import { depsContext, requestContext } from '../../context.ts';
import { requireAdminUser } from '../../lib/auth.server.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { guard } from '../../lib/route-errors.server.ts';
import type { Route } from './+types/dashboard';

/** /admin/dashboard?days=7|30|90 (30 by default): the platform's figures; a bad period goes back to the default. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const viewer = requireAdminUser(context, url);
  const parsed = adminDashboardQuery.safeParse(queryObject(url));
  if (!parsed.success) throw redirect('/admin/dashboard');
  const t = serverT(context.get(requestContext).locale, 'adminDashboard');
  return guard(async () => ({
    meta: { title: t('meta'), noindex: true },
    dashboard: await getAdminDashboard(context.get(depsContext), viewer, { days: parsed.data.days }),
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
        <PeriodNav days={days} />

        <section aria-labelledby="figures" className="space-y-3">
          <h2 id="figures" className="text-xl font-bold">
            {t('period.heading', { days })}
          </h2>
          <p className="text-sm text-muted-foreground">
            {t('period.comparedTo', {
              days,
              from: formatDate(dashboard.previousFrom, locale),
              to: formatDate(previousTo, locale),
            })}
          </p>
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
        </section>

        <section aria-labelledby="charts" className="space-y-3">
          <h2 id="charts" className="text-xl font-bold">
            {t('charts.heading')}
          </h2>
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
        </section>

        <section aria-labelledby="top-products" className="space-y-3">
          <h2 id="top-products" className="text-xl font-bold">
            {t('topProducts.heading')}
          </h2>
          <TopProductsTable products={dashboard.topProducts} caption={t('topProducts.heading')} />
        </section>

        <section aria-labelledby="top-experts" className="space-y-3">
          <h2 id="top-experts" className="text-xl font-bold">
            {t('topExperts.heading')}
          </h2>
          <TopExpertsTable experts={dashboard.topExperts} caption={t('topExperts.heading')} />
        </section>

        <DashboardLegend days={days} />
      </div>
    </>
  );
}
