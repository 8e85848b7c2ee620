/** Formatters of a chart's bucket dates (YYYY-MM-DD, UTC) per locale and bucket width, built once each. */
const cache = new Map<string, Intl.DateTimeFormat>();

export function chartDate(locale: string, unit: 'day' | 'week' | 'month'): (date: string) => string {
  const key = `${locale}:${unit}`;
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(
      locale,
      unit === 'month'
        ? { month: 'short', year: 'numeric', timeZone: 'UTC' }
        : { day: 'numeric', month: 'short', timeZone: 'UTC' },
    );
    cache.set(key, formatter);
  }
  const format = formatter;
  return (date) => format.format(new Date(`${date}T00:00:00Z`));
}
