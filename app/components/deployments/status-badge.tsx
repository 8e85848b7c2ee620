import type { DeploymentSummary } from '../../../core/deployments/deployment-view.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { Badge } from '../ui/badge.tsx';

/** The request's state, and « En retard » or « À risque » beside it when the clock says so. */
export function DeploymentStatusBadge({ request }: { request: Pick<DeploymentSummary, 'status' | 'late' | 'atRisk'> }) {
  const { t } = useTranslation('deployments');
  return (
    <span className="inline-flex flex-wrap gap-1.5">
      <Badge variant="secondary">{t(`status.${request.status}`)}</Badge>
      {request.late && <Badge variant="destructive">{t('flags.late')}</Badge>}
      {request.atRisk && <Badge variant="outline">{t('flags.atRisk')}</Badge>}
    </span>
  );
}
