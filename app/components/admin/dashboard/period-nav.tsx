import { type DashboardDays, dashboardPeriods } from '../../../../core/admin/dashboard/admin-dashboard.schema.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { PillNav } from '../../ui/pill-nav.tsx';

/** The period switch: plain links (?days=7|30|90), the current one marked, so it works without JavaScript. */
export function PeriodNav({ days }: { days: DashboardDays }) {
  const { t } = useTranslation('adminDashboard');
  return (
    <PillNav
      label={t('period.label')}
      links={dashboardPeriods.map((option) => ({
        to: `/admin/dashboard?days=${option}`,
        label: t('period.option', { days: option }),
        current: option === days,
      }))}
    />
  );
}
