const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
const formatters = new Map<string, Intl.NumberFormat>();

/** A size in the reader's locale and the largest fitting unit, in powers of 1024 ("1,5 Mo", "1.5 MB", "820 B"). */
export function formatBytes(bytes: number, locale: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const key = `${locale}:${unit}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: units[unit],
      unitDisplay: 'short',
      maximumFractionDigits: unit === 0 ? 0 : 1,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(value);
}
