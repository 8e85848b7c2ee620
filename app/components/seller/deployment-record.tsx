import Timer from 'lucide-react/icons/timer';
import { Link } from 'react-router';
import type { DeploymentStats } from '../../../core/deployments/stats/deployment-stats.ts';
import { formatCount, formatElapsedHours, formatPercent } from '../../../i18n/format.ts';
import { cn } from '../../lib/cn.ts';
import { useTranslation } from '../../lib/i18n.tsx';

/**
 * A creator's deployment record (decision 0046): « 92 % des déploiements livrés dans le délai annoncé · médiane
 * 14 h », on how many requests, and a link to how it is computed; « Pas encore assez de déploiements » below the
 * threshold. On the creator's profile and in the expert block of their product pages.
 */
export function DeploymentRecord({ stats, className }: { stats: DeploymentStats; className?: string }) {
  const { t, i18n } = useTranslation('seller');
  const locale = i18n.language;
  const rate = stats.enough && stats.onTimeRate !== null ? formatPercent(stats.onTimeRate, locale) : null;
  const figures =
    rate === null
      ? null
      : stats.medianHours === null
        ? t('deployment.onTime', { rate })
        : t('deployment.onTimeWithMedian', { rate, duration: formatElapsedHours(stats.medianHours, locale) });
  return (
    <div data-testid="deployment-record" className={cn('flex gap-2 text-sm', className)}>
      <Timer aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
      <p>
        <span className={cn('block', figures ? 'font-medium' : 'text-muted-foreground')}>
          {figures ?? t('deployment.notEnough')}
        </span>
        <span className="block text-xs text-muted-foreground">
          {figures && t('deployment.basis', { count: stats.decided, value: formatCount(stats.decided, locale) })}
          <Link to="/transparency#deploiement" className="text-primary underline underline-offset-2 hover:no-underline">
            {t('deployment.how')}
          </Link>
        </span>
      </p>
    </div>
  );
}
