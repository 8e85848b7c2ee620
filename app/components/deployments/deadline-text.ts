import type { DeploymentSummary } from '../../../core/deployments/deployment-view.ts';
import { formatDateTime, formatDuration } from '../../../i18n/format.ts';
import type { TFunction } from '../../lib/i18n.tsx';

/** A duration in the largest sensible whole unit: days from 2 days, hours from 1 hour, else minutes. */
function roundedMinutes(ms: number): number {
  const minutes = Math.max(1, Math.floor(Math.abs(ms) / 60_000));
  if (minutes >= 2 * 1440) return Math.floor(minutes / 1440) * 1440;
  if (minutes >= 60) return Math.floor(minutes / 60) * 60;
  return minutes;
}

/** « 5 heures », « 2 jours »: how far a deadline is, ahead or behind, for people rather than to the decimal. */
export const deadlineDistance = (msLeft: number, locale: string) => formatDuration(roundedMinutes(msLeft), locale);

/** « À livrer avant le … » for the request's next deadline, or a dash. */
export function deadlineText(t: TFunction, locale: string, request: Pick<DeploymentSummary, 'deadline'>): string {
  const d = request.deadline;
  return d ? t(`deadline.${d.kind}`, { date: formatDateTime(d.at, locale) }) : t('deadline.none');
}

/** « Reste 5 heures » / « Dépassé de 2 jours », or a dash when nothing runs. */
export function timeLeftText(t: TFunction, locale: string, request: Pick<DeploymentSummary, 'deadline'>): string {
  const d = request.deadline;
  if (!d) return t('timeLeft.none');
  const duration = deadlineDistance(d.msLeft, locale);
  return d.msLeft >= 0 ? t('timeLeft.left', { duration }) : t('timeLeft.over', { duration });
}
