import { useId } from 'react';
import { useTranslation } from '../../lib/i18n.tsx';

export interface ChartPoint {
  /** The first day of the bar's period, YYYY-MM-DD. */
  date: string;
  value: number;
}

/**
 * A bar chart drawn on the server as SVG (see docs/decisions/0021): no script, theme colours through
 * `currentColor`, an accessible name and summary, and the figures as a table under a disclosure for screen
 * readers and keyboard users. Values may be negative (a day of refunds): bars then hang below the zero line.
 */
export function BarChart({
  title,
  points,
  formatValue,
  formatDate,
  columns,
}: {
  title: string;
  points: ChartPoint[];
  formatValue: (value: number) => string;
  formatDate: (date: string) => string;
  /** The data table's column headers. */
  columns: { date: string; value: string };
}) {
  const { t } = useTranslation('dashboard');
  const id = useId();
  const max = Math.max(0, ...points.map((p) => p.value));
  const min = Math.min(0, ...points.map((p) => p.value));
  const span = max - min || 1;
  const height = 100;
  const zero = (max / span) * height;
  const total = points.reduce((sum, p) => sum + p.value, 0);
  const first = points[0];
  const last = points.at(-1);
  const summary =
    first && last
      ? t('chart.summary', {
          from: formatDate(first.date),
          to: formatDate(last.date),
          total: formatValue(total),
          max: formatValue(max),
        })
      : t('chart.empty');
  return (
    <figure className="space-y-2">
      <figcaption id={`${id}-title`} className="text-sm font-semibold">
        {title}
      </figcaption>
      <div className="flex gap-2 text-xs text-muted-foreground">
        <span className="tabular-nums" aria-hidden="true">
          {formatValue(max)}
        </span>
      </div>
      <svg
        role="img"
        aria-labelledby={`${id}-name`}
        aria-describedby={`${id}-summary`}
        viewBox={`0 0 ${Math.max(points.length, 1) * 10} ${height}`}
        preserveAspectRatio="none"
        className="h-40 w-full text-primary"
      >
        <title id={`${id}-name`}>{title}</title>
        <desc id={`${id}-summary`}>{summary}</desc>
        <line
          x1={0}
          x2={points.length * 10}
          y1={zero}
          y2={zero}
          className="text-border"
          stroke="currentColor"
          strokeWidth={1}
          vectorEffect="non-scaling-stroke"
        />
        {points.map((point, index) => {
          const barHeight = (Math.abs(point.value) / span) * height;
          return (
            <rect
              key={point.date}
              x={index * 10 + 1.5}
              width={7}
              y={point.value >= 0 ? zero - barHeight : zero}
              height={Math.max(barHeight, point.value === 0 ? 0 : 0.5)}
              fill="currentColor"
              className={point.value < 0 ? 'text-destructive' : undefined}
            >
              <title>{`${formatDate(point.date)} — ${formatValue(point.value)}`}</title>
            </rect>
          );
        })}
      </svg>
      {first && last && (
        <div className="flex justify-between text-xs text-muted-foreground" aria-hidden="true">
          <span>{formatDate(first.date)}</span>
          <span>{formatDate(last.date)}</span>
        </div>
      )}
      <details className="text-sm">
        <summary className="cursor-pointer rounded-sm text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring">
          {t('chart.showData')}
        </summary>
        <table className="mt-2 w-full text-left tabular-nums">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr className="border-b">
              <th scope="col" className="py-1 pr-4 font-medium">
                {columns.date}
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                {columns.value}
              </th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.date} className="border-b last:border-0">
                <td className="py-1 pr-4">{formatDate(point.date)}</td>
                <td className="py-1 text-right">{formatValue(point.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
