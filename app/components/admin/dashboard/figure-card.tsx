import { formatChange } from '../../../../i18n/format.ts';
import { type TFunction, useTranslation } from '../../../lib/i18n.tsx';

/** How a figure moved since the previous period, as words (no colour alone carries the meaning). */
function changeText(t: TFunction, locale: string, current: number, previous: number): string {
  if (previous === current) return t('figures.changeSame');
  if (previous === 0) return t('figures.changeNew');
  const ratio = (current - previous) / Math.abs(previous);
  return t('figures.change', { change: formatChange(ratio, locale) });
}

/**
 * One figure of the admin dashboard, inside a <dl>: its value for the period, a hint, and the previous period's
 * value with the change in per cent. `current`/`previous` are the raw numbers compared; null when there is none.
 */
export function FigureCard({
  label,
  value,
  hint,
  previousValue,
  current,
  previous,
}: {
  label: string;
  value: string;
  hint?: string;
  previousValue: string;
  current: number | null;
  previous: number | null;
}) {
  const { t, i18n } = useTranslation('adminDashboard');
  return (
    <div className="rounded-card border bg-card p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums">{value}</dd>
      {hint && <dd className="mt-1 text-xs text-muted-foreground">{hint}</dd>}
      <dd className="mt-2 border-t pt-2 text-xs text-muted-foreground">
        {t('figures.previous', { value: previousValue })}
        {current !== null && previous !== null && (
          <span className="block">{changeText(t, i18n.language, current, previous)}</span>
        )}
      </dd>
    </div>
  );
}
