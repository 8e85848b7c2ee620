import { Link } from 'react-router';
import { type DashboardDays, dashboardPeriods } from '../../../../core/admin/dashboard/admin-dashboard.schema.ts';
import { useTranslation } from '../../../lib/i18n.tsx';

/** The period switch: plain links (?days=7|30|90), the current one marked, so it works without JavaScript. */
export function PeriodNav({ days }: { days: DashboardDays }) {
  const { t } = useTranslation('adminDashboard');
  return (
    <nav aria-label={t('period.label')}>
      <ul className="flex flex-wrap gap-2 text-sm">
        {dashboardPeriods.map((option) => (
          <li key={option}>
            <Link
              to={`/admin/dashboard?days=${option}`}
              aria-current={option === days ? 'page' : undefined}
              className="inline-flex h-9 items-center rounded-full border px-4 font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground"
            >
              {t('period.option', { days: option })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
