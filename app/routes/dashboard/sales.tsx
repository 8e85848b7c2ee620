import Download from 'lucide-react/icons/download';
import { Form, redirect } from 'react-router';
import { getNextPayout } from '../../../core/dashboard/get-next-payout.ts';
import { getSellerSales } from '../../../core/dashboard/get-seller-sales.ts';
import { salesPeriods, sellerSalesQuery } from '../../../core/dashboard/seller-sales.schema.ts';
import { pageCount } from '../../../core/shared/page-number.ts';
import { queryObject } from '../../../core/shared/query-object.ts';
import { formatChartDate } from '../../../i18n/format.ts';
import { serverT } from '../../../i18n/server-t.ts';
import { BarChart } from '../../components/charts/bar-chart.tsx';
import { BalanceStats } from '../../components/dashboard/balance-stats.tsx';
import { NextPayoutLine } from '../../components/dashboard/next-payout.tsx';
import { PayoutsTable, SaleLinesTable } from '../../components/dashboard/sales-tables.tsx';
import { SellerAccessNotice } from '../../components/dashboard/seller-access-notice.tsx';
import { Stat } from '../../components/dashboard/stat.tsx';
import { useFigureFormats } from '../../components/dashboard/use-figure-formats.ts';
import { PageHero } from '../../components/info/page-hero.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import { Pagination } from '../../components/pagination.tsx';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { NativeSelect, NativeSelectOption } from '../../components/ui/native-select.tsx';
import { Section } from '../../components/ui/section.tsx';
import { depsContext, requestContext } from '../../context.ts';
import { requireUser } from '../../lib/auth.server.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { guard } from '../../lib/route-errors.server.ts';
import { orMissingSellerProfile } from '../../lib/seller-access.server.ts';
import type { Route } from './+types/sales';

export async function loader({ url, context }: Route.LoaderArgs) {
  const viewer = requireUser(context, url);
  const meta = { title: serverT(context.get(requestContext).locale, 'dashboard')('sales.meta'), noindex: true };
  const parsed = sellerSalesQuery.safeParse(queryObject(url));
  if (!parsed.success) throw redirect('/dashboard/sales');
  const query = parsed.data;
  return guard(() =>
    orMissingSellerProfile(
      async () => {
        const sales = await getSellerSales(context.get(depsContext), viewer, query);
        const pages = pageCount(sales.meta);
        if (query.page > pages) throw redirect(`/dashboard/sales?period=${query.period}`);
        return { meta, sales, pages, access: null, nextPayout: await getNextPayout(context.get(depsContext), viewer) };
      },
      () => ({ meta, sales: null, pages: 1, access: 'missingProfile' as const, nextPayout: null }),
    ),
  );
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export default function SalesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('dashboard');
  const { sales, pages, access, nextPayout } = loaderData;
  const { locale, money, count } = useFigureFormats();
  return (
    <>
      <PageHero eyebrow={t('sales.eyebrow')} title={t('sales.title')} lead={t('sales.lead')} />
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-8 md:py-10">
        {access && <SellerAccessNotice kind="missingProfile" />}
        {sales && (
          <>
            <div className="flex flex-wrap items-end justify-between gap-4">
              <Form method="get" className="flex flex-wrap items-end gap-2">
                <Field id="period" name="period" label={t('sales.period')}>
                  <NativeSelect size="sm" defaultValue={sales.period}>
                    {salesPeriods.map((period) => (
                      <NativeSelectOption key={period} value={period}>
                        {t(`sales.periods.${period}`)}
                      </NativeSelectOption>
                    ))}
                  </NativeSelect>
                </Field>
                <Button type="submit" size="sm" variant="outline">
                  {t('sales.show')}
                </Button>
              </Form>
              <a
                href={`/dashboard/sales.csv?period=${sales.period}`}
                download
                className={buttonVariants({ variant: 'outline', size: 'sm' })}
              >
                <Download aria-hidden="true" className="size-4" />
                {t('sales.export')}
              </a>
            </div>

            <Section title={t('balances.heading')} headingId="balances" bold>
              <BalanceStats balances={sales.balances} text={(key) => t(`balances.${key}`)} />
              {nextPayout && <NextPayoutLine next={nextPayout} />}
            </Section>

            <Section
              title={t('sales.totalsHeading', { period: t(`sales.periods.${sales.period}`) })}
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

            <Section title={t('sales.linesHeading')} headingId="lines" bold>
              <SaleLinesTable lines={sales.lines} />
              <Pagination
                page={sales.meta.page}
                pages={pages}
                hrefFor={(page) => `/dashboard/sales?period=${sales.period}${page > 1 ? `&page=${page}` : ''}`}
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
