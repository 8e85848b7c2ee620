import Plus from 'lucide-react/icons/plus';
import type { SellerOverview as Overview } from '../../../core/dashboard/get-seller-overview.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { BarChart } from '../charts/bar-chart.tsx';
import { ButtonLink } from '../ui/button.tsx';
import { Section } from '../ui/section.tsx';
import { AttentionList } from './attention-list.tsx';
import { NextPayoutLine } from './next-payout.tsx';
import { Stat } from './stat.tsx';
import { UnansweredList } from './unanswered-list.tsx';
import { useFigureFormats } from './use-figure-formats.ts';

/** The seller's half of /dashboard: the last 30 days in figures and charts, then what is waiting for them. */
export function SellerOverview({ overview }: { overview: Overview }) {
  const { t } = useTranslation('dashboard');
  const { money, count, day } = useFigureFormats();
  const { last30, balances } = overview;
  const charts = [
    { key: 'earnings', points: overview.earnings, format: money },
    { key: 'views', points: overview.views, format: count },
  ] as const;
  return (
    <Section
      title={t('overview.sellerHeading')}
      headingId="seller-overview"
      size="2xl"
      bold
      className="space-y-6"
      actions={
        <div className="flex flex-wrap gap-2">
          <ButtonLink to="/products/new" size="sm">
            <Plus aria-hidden="true" />
            {t('products.create')}
          </ButtonLink>
          <ButtonLink to="/dashboard/sales" variant="outline" size="sm">
            {t('overview.allSales')}
          </ButtonLink>
        </div>
      }
    >
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
        <Stat label={t('overview.revenue')} value={money(last30.netEarningsCents)} hint={t('overview.revenueHint')} />
        <Stat label={t('overview.sales')} value={count(last30.sales)} />
        <Stat label={t('overview.views')} value={count(last30.views)} />
        <Stat label={t('overview.totalSales')} value={count(overview.totalSales)} hint={t('overview.totalSalesHint')} />
        <Stat
          label={t('balances.available')}
          value={money(balances.availableCents)}
          hint={t('overview.pendingHint', { amount: money(balances.pendingCents) })}
        />
      </dl>
      <NextPayoutLine next={overview.nextPayout} />
      <div className="grid gap-6 rounded-card border bg-card p-4 sm:p-6 lg:grid-cols-2">
        {charts.map((chart) => (
          <BarChart
            key={chart.key}
            title={t(`overview.${chart.key}Chart`)}
            points={chart.points}
            formatValue={chart.format}
            formatDate={day}
            columns={{ date: t('chart.date'), value: t(`chart.${chart.key}`) }}
          />
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <AttentionList products={overview.attention} />
        <UnansweredList unanswered={overview.unanswered} />
      </div>
    </Section>
  );
}
