/** The width of a chart's bar: a day, a week (from Monday) or a month, in UTC like product_views.day. */
export type SeriesUnit = 'day' | 'week' | 'month';

export interface SeriesPoint {
  /** The first day of the bucket, YYYY-MM-DD. */
  date: string;
  value: number;
}

const DAY_MS = 86_400_000;

/** The first day of the bucket holding `at`, as date_trunc(unit, at at time zone 'UTC') computes it. */
export function bucketStart(at: Date, unit: SeriesUnit): Date {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  if (unit === 'day') return day;
  if (unit === 'month') return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), 1));
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
}

function nextBucket(start: Date, unit: SeriesUnit): Date {
  if (unit === 'day') return new Date(start.getTime() + DAY_MS);
  if (unit === 'week') return new Date(start.getTime() + 7 * DAY_MS);
  return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
}

/** Every bucket from `from` to `to`, with the grouped rows' values and zero where nothing happened. */
export function fillSeries(
  grouped: { bucket: string; value: number | string }[],
  from: Date,
  to: Date,
  unit: SeriesUnit,
): SeriesPoint[] {
  const values = new Map(grouped.map((row) => [row.bucket, Number(row.value)]));
  const points: SeriesPoint[] = [];
  for (let at = bucketStart(from, unit); at <= to; at = nextBucket(at, unit)) {
    const date = at.toISOString().slice(0, 10);
    points.push({ date, value: values.get(date) ?? 0 });
  }
  return points;
}
