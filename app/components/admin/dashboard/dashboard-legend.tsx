import { useTranslation } from '../../../lib/i18n.tsx';
import { Section } from '../../ui/section.tsx';

const terms = [
  'gmv',
  'revenue',
  'sellerEarnings',
  'identity',
  'refunds',
  'orders',
  'conversion',
  'activeExperts',
] as const;

/** What each figure of the admin dashboard is, in a few words each. */
export function DashboardLegend({ days }: { days: number }) {
  const { t } = useTranslation('adminDashboard');
  return (
    <Section bold headingId="legend" title={t('legend.heading')}>
      <dl className="grid gap-x-8 gap-y-3 text-sm md:grid-cols-2">
        {terms.map((term) => (
          <div key={term}>
            <dt className="font-semibold">{t(`legend.${term}`)}</dt>
            <dd className="text-muted-foreground">{t(`legend.${term}Text`, { days })}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
