import { Form, Link, redirect } from 'react-router';
import { getNextPayout } from '../../../core/dashboard/get-next-payout.ts';
import { getSellerSales } from '../../../core/dashboard/get-seller-sales.ts';
import { salesPeriods, sellerSalesQuery } from '../../../core/dashboard/seller-sales.schema.ts';
import { pageCount } from '../../../core/shared/page-number.ts';
import { queryObject } from '../../../core/shared/query-object.ts';
import { formatChartDate, formatDate } from '../../../i18n/format.ts';
import { serverT } from '../../../i18n/server-t.ts';
import { BarChart } from '../../components/charts/bar-chart.tsx';
import { CsvDownloadLinks } from '../../components/csv-download-links.tsx';
import { BalanceStats } from '../../components/dashboard/balance-stats.tsx';
import { NextPayoutLine } from '../../components/dashboard/next-payout.tsx';
import { SalesAnalytics } from '../../components/dashboard/sales-analytics.tsx';
import { PayoutsTable, SaleLinesTable } from '../../components/dashboard/sales-tables.tsx';
import { SellerAccessNotice } from '../../components/dashboard/seller-access-notice.tsx';
import { Stat } from '../../components/dashboard/stat.tsx';
import { useFigureFormats } from '../../components/dashboard/use-figure-formats.ts';
import { PageHero } from '../../components/info/page-hero.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import { Pagination } from '../../components/pagination.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Section } from '../../components/ui/section.tsx';
import { depsContext, requestContext } from '../../context.ts';
import { requireUser } from '../../lib/auth.server.ts';
import { cn } from '../../lib/cn.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { guard } from '../../lib/route-errors.server.ts';
import { orMissingSellerProfile } from '../../lib/seller-access.server.ts';
import type { Route } from './+types/sales';

export async function loader({ url, context }: Route.LoaderArgs) {
  const viewer = requireUser(context, url);
  const meta = { title: serverT(context.get(requestContext).locale, 'dashboard')('sales.meta'), noindex: true };
  const asked = queryObject(url);
  const parsed = sellerSalesQuery.safeParse(asked);
  // A range refused is said on the page, which shows the default period meanwhile.
  const issue = parsed.success ? undefined : parsed.error.issues[0];
  const rangeError = parsed.success
    ? null
    : { field: issue?.path[0] === 'from' ? 'from' : 'to', code: issue?.message ?? 'date_invalid' };
  const query = parsed.success ? parsed.data : sellerSalesQuery.parse({});
  const typed = { from: String(asked.from ?? ''), to: String(asked.to ?? '') };
  return guard(() =>
    orMissingSellerProfile(
      async () => {
        const deps = context.get(depsContext);
        const [sales, nextPayout] = await Promise.all([
          getSellerSales(deps, viewer, query),
          getNextPayout(deps, viewer),
        ]);
        const pages = pageCount(sales.meta);
        if (query.page > pages) throw redirect(`/dashboard/sales?${rangeSearch(sales)}`);
        return { meta, sales, pages, rangeError, typed, access: null, nextPayout };
      },
      () => ({ meta, sales: null, pages: 1, rangeError, typed, access: 'missingProfile' as const, nextPayout: null }),
    ),
  );
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

/** The query string of the page's period: its custom range, or its preset. */
const rangeSearch = (sales: { period: string; range: { from: string; to: string } | null }) =>
  sales.range ? `from=${sales.range.from}&to=${sales.range.to}` : `period=${sales.period}`;

export default function SalesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('dashboard');
  const { sales, pages, rangeError, typed, access, nextPayout } = loaderData;
  const rangeText = rangeError && t(`sales.range.${rangeError.code}`, { defaultValue: t('sales.range.date_invalid') });
  const { locale, money, count } = useFigureFormats();
  return (
    <>
      <PageHero eyebrow={t('sales.eyebrow')} title={t('sales.title')} lead={t('sales.lead')} />
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-8 md:py-10">
        {access && <SellerAccessNotice kind="missingProfile" />}
        {sales && (
          <>
            <div className="flex flex-wrap items-end justify-between gap-4">
              <div className="space-y-3">
                <nav aria-label={t('sales.presets')}>
                  <ul className="flex flex-wrap gap-2">
                    {salesPeriods.map((period) => {
                      const current = !sales.range && sales.period === period;
                      return (
                        <li key={period}>
                          <Link
                            to={`/dashboard/sales?period=${period}`}
                            aria-current={current ? 'page' : undefined}
                            className={cn(
                              'inline-flex rounded-full border px-3 py-1 text-sm',
                              current ? 'border-primary bg-primary text-primary-foreground' : 'hover:bg-muted',
                            )}
                          >
                            {t(`sales.periods.${period}`)}
                          </Link>
                        </li>
                      );
                    })}
                  </ul>
                </nav>
                <Form method="get" className="flex flex-wrap items-end gap-2" noValidate>
                  <Field
                    id="from"
                    name="from"
                    label={t('sales.from')}
                    error={rangeError?.field === 'from' ? (rangeText ?? undefined) : undefined}
                  >
                    <Input size="sm" type="date" defaultValue={rangeError ? typed.from : (sales.range?.from ?? '')} />
                  </Field>
                  <Field
                    id="to"
                    name="to"
                    label={t('sales.to')}
                    error={rangeError?.field === 'to' ? (rangeText ?? undefined) : undefined}
                  >
                    <Input size="sm" type="date" defaultValue={rangeError ? typed.to : (sales.range?.to ?? '')} />
                  </Field>
                  <Button type="submit" size="sm" variant="outline">
                    {t('sales.show')}
                  </Button>
                </Form>
              </div>
              <CsvDownloadLinks href={`/dashboard/sales.csv?${rangeSearch(sales)}`} label={t('sales.export')} />
            </div>

            <Section title={t('balances.heading')} headingId="balances" bold>
              <BalanceStats balances={sales.balances} text={(key) => t(`balances.${key}`)} />
              {nextPayout && <NextPayoutLine next={nextPayout} />}
            </Section>

            <Section
              title={t('sales.totalsHeading', {
                period: sales.range
                  ? t('sales.rangeName', {
                      from: formatDate(sales.range.from, locale),
                      to: formatDate(sales.range.to, locale),
                    })
                  : t(`sales.periods.${sales.period}`),
              })}
              headingId="totals"
              bold
            >
              <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
                <Stat
                  label={t('sales.totals.sales')}
                  value={count(sales.totals.sales)}
                  hint={t('sales.totals.seats', { count: sales.totals.seats })}
                />
                <Stat label={t('sales.totals.netSales')} value={money(sales.totals.netSalesCents)} />
                <Stat
                  label={t('sales.totals.earnings')}
                  value={money(sales.totals.earningsCents)}
                  hint={t('sales.totals.earningsHint')}
                />
                <Stat
                  label={t('sales.totals.net')}
                  value={money(sales.totals.netEarningsCents)}
                  hint={t('sales.totals.refunds', { amount: money(sales.totals.refundsCents) })}
                />
              </dl>
              <div className="rounded-card border bg-card p-4 sm:p-6">
                <BarChart
                  title={t(`sales.chart.${sales.chart.unit}`)}
                  points={sales.chart.points}
                  formatValue={money}
                  formatDate={(date) => formatChartDate(date, sales.chart.unit, locale)}
                  columns={{ date: t('chart.date'), value: t('chart.earnings') }}
                />
              </div>
            </Section>

            <SalesAnalytics analytics={sales.analytics} />

            <Section title={t('sales.linesHeading')} headingId="lines" bold>
              <SaleLinesTable lines={sales.lines} />
              <Pagination
                page={sales.meta.page}
                pages={pages}
                hrefFor={(page) => `/dashboard/sales?${rangeSearch(sales)}${page > 1 ? `&page=${page}` : ''}`}
              />
            </Section>

            <Section title={t('sales.payoutsHeading')} headingId="payouts" bold>
              <PayoutsTable payouts={sales.payouts} />
            </Section>
          </>
        )}
      </div>
    </>
  );
}
