/**
 * The one place where money, dates, numbers and durations become text, in the reader's language: pages, e-mails,
 * notifications, invoices (PDF) and CSV exports all format through here. Arguments: the value, then the locale.
 * Intl formatters are costly to build; keep one per locale and kind.
 */
type Formatter = Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat | Intl.DisplayNames;
const cache = new Map<string, Formatter>();
function cached<T extends Formatter>(key: string, create: () => T): T {
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    formatter = create();
    cache.set(key, formatter);
  }
  return formatter;
}

/** Cents to a euro amount with 2 decimals in the reader's locale (e.g. "49,00 €"). */
export function formatPrice(cents: number, locale: string): string {
  return cached(
    `price:${locale}`,
    () => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }),
  ).format(cents / 100);
}

/** A round amount in euros without cents ("50 €"), for ranges and thresholds. */
export function formatEuros(cents: number, locale: string): string {
  return cached(
    `euros:${locale}`,
    () => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }),
  ).format(cents / 100);
}

/**
 * A date formatter's text, the first day of a month written as French writes it: « 1er juillet », « 1er juil. »
 * (Intl gives « 1 juillet »). Every date with its day in words goes through here.
 */
function formatDated(formatter: Intl.DateTimeFormat, value: Date | string, locale: string): string {
  const date = new Date(value);
  if (!locale.startsWith('fr')) return formatter.format(date);
  return formatter
    .formatToParts(date)
    .map((part) => (part.type === 'day' && Number(part.value) === 1 ? '1er' : part.value))
    .join('');
}

/** A date in words ("1er juillet 2026"), its calendar day in UTC. */
export function formatDate(iso: string | Date, locale: string): string {
  return formatDated(
    cached(
      `date:${locale}`,
      () => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
    ),
    iso,
    locale,
  );
}

export function formatRating(value: number, locale: string): string {
  return cached(
    `rating:${locale}`,
    () => new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  ).format(value);
}

/** Date and time, in Paris time so that the server and the browser render the same text. */
export function formatDateTime(value: Date | string, locale: string): string {
  return formatDated(
    cached(
      `datetime:${locale}`,
      () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Paris' }),
    ),
    value,
    locale,
  );
}

/** A discount as a signed percent in the reader's locale (e.g. "-20 %"). */
export function formatDiscount(percent: number, locale: string): string {
  return cached(
    `discount:${locale}`,
    () => new Intl.NumberFormat(locale, { style: 'percent', signDisplay: 'always', maximumFractionDigits: 0 }),
  ).format(-percent / 100);
}

/** A count with the reader's digit grouping ("1 000" in French, with a no-break space). */
export function formatCount(value: number, locale: string): string {
  return cached(`count:${locale}`, () => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 })).format(value);
}

/** Items joined as the reader's language joins a list: « Support Client IA et Agents Autonomes ». */
export function formatList(items: string[], locale: string): string {
  return cached(`list:${locale}`, () => new Intl.ListFormat(locale, { type: 'conjunction' })).format(items);
}

/** Quoted words joined as the reader's language joins a list: « tableau » et « bord ». */
export function formatQuotedWords(words: string[], locale: string): string {
  const quotes: Record<string, (word: string) => string> = {
    fr: (word) => `«\u00a0${word}\u00a0»`,
    es: (word) => `«${word}»`,
    de: (word) => `„${word}“`,
  };
  const quote = quotes[locale] ?? ((word: string) => `“${word}”`);
  return formatList(words.map(quote), locale);
}

/** A language's name in the reader's language (« anglais » for `en` in French). */
export function formatLanguageName(code: string, locale: string): string {
  return cached(`language:${locale}`, () => new Intl.DisplayNames(locale, { type: 'language' })).of(code) ?? code;
}

/** A date in digits, in Paris ("31/12/2026" in French), as invoices print it. */
export function formatNumericDate(value: Date | string, locale: string): string {
  return cached(
    `numeric-date:${locale}`,
    () =>
      new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Paris' }),
  ).format(new Date(value));
}

/** The calendar year in Paris: an invoice issued on 31 December at 23:30 UTC belongs to the next year's series. */
export function parisYear(value: Date): number {
  return Number(
    cached('paris-year', () => new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Europe/Paris' })).format(
      value,
    ),
  );
}

/** Date and time in Paris with the offset ("22 novembre 2026 à 10:00 UTC+1"), for readers who may be elsewhere. */
export function formatDateTimeWithZone(value: Date | string, locale: string): string {
  const formatter = cached(
    `datetime-zone:${locale}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
        timeZone: 'Europe/Paris',
        timeZoneName: 'short',
      }),
  );
  return formatDated(formatter, value, locale);
}

/** A rate in basis points as a percent in the reader's locale: 2000 → "20 %", 2550 → "25,5 %". */
export function formatRate(basisPoints: number, locale: string): string {
  return cached(
    `rate:${locale}`,
    () => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }),
  ).format(basisPoints / 10_000);
}

/** "30 minutes", "1 heure", "2 Tage": the largest whole unit of a duration given in minutes. */
export function formatDuration(minutes: number, locale: string): string {
  const [value, unit] =
    minutes % 1440 === 0 ? [minutes / 1440, 'day'] : minutes % 60 === 0 ? [minutes / 60, 'hour'] : [minutes, 'minute'];
  return cached(
    `duration:${unit}:${locale}`,
    () => new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }),
  ).format(value);
}

/**
 * An elapsed time given in hours, short and rounded to what matters ("45 min", "2,5 h", "14 h", "3,5 j"): minutes
 * (by 5) under an hour, a decimal under 10 hours, whole hours up to 3 days, then days.
 */
export function formatElapsedHours(hours: number, locale: string): string {
  const [value, unit, digits] =
    hours < 1
      ? [Math.max(5, Math.round((hours * 60) / 5) * 5), 'minute', 0]
      : hours < 10
        ? [hours, 'hour', 1]
        : hours < 72
          ? [Math.round(hours), 'hour', 0]
          : [hours / 24, 'day', 1];
  return cached(
    `elapsed:${unit}:${digits}:${locale}`,
    () => new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: digits }),
  ).format(value);
}

/** A ratio as a signed change in per cent ("+12 %", "−3,5 %"), a decimal for changes under 10 %. */
export function formatChange(ratio: number, locale: string): string {
  const digits = Math.abs(ratio) < 0.1 ? 1 : 0;
  return cached(
    `change:${digits}:${locale}`,
    () => new Intl.NumberFormat(locale, { style: 'percent', signDisplay: 'exceptZero', maximumFractionDigits: digits }),
  ).format(ratio);
}

/** A share in per cent ("42 %"), from a ratio (0.42), with at most `digits` decimals. */
export function formatPercent(ratio: number, locale: string, digits = 0): string {
  return cached(
    `percent:${digits}:${locale}`,
    () => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: digits }),
  ).format(ratio);
}

/** A number with exactly `digits` decimals ("4,8" with 1), or at most `digits` when `exact` is false. */
export function formatDecimal(value: number, locale: string, digits: number, exact = true): string {
  return cached(
    `decimal:${digits}:${exact}:${locale}`,
    () => new Intl.NumberFormat(locale, { minimumFractionDigits: exact ? digits : 0, maximumFractionDigits: digits }),
  ).format(value);
}

/**
 * An amount in cents as a form field holds it for editing: two decimals with the locale's decimal mark and no grouping
 * ("49,00" in French, "49.00" in English), which the price schemas read back.
 */
export function formatAmountField(cents: number, locale: string): string {
  return cached(
    `amount-field:${locale}`,
    () => new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }),
  ).format(cents / 100);
}

/** A duration in milliseconds, short ("245 ms"). */
export function formatMilliseconds(value: number, locale: string): string {
  return cached(
    `ms:${locale}`,
    () => new Intl.NumberFormat(locale, { style: 'unit', unit: 'millisecond', unitDisplay: 'short' }),
  ).format(value);
}

const byteUnits = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** A size in the largest fitting unit, in powers of 1024 ("1,5 Mo", "1.5 MB", "820 B"). */
export function formatBytes(bytes: number, locale: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < byteUnits.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return cached(
    `bytes:${unit}:${locale}`,
    () =>
      new Intl.NumberFormat(locale, {
        style: 'unit',
        unit: byteUnits[unit],
        unitDisplay: 'short',
        maximumFractionDigits: unit === 0 ? 0 : 1,
      }),
  ).format(value);
}

/** A day in Paris, medium ("27 nov. 2026"), as invoices bear it. */
export function formatDay(value: Date | string, locale: string): string {
  return formatDated(
    cached(`day:${locale}`, () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Europe/Paris' })),
    value,
    locale,
  );
}

/** Date and time to the second in Paris, short ("27/11/2026 01:45:12"), for delivery logs. */
export function formatPreciseDateTime(value: Date | string, locale: string): string {
  return cached(
    `precise:${locale}`,
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'medium', timeZone: 'Europe/Paris' }),
  ).format(new Date(value));
}

/** A chart bucket's date (`YYYY-MM-DD`, UTC): "27 nov." for days and weeks, "nov. 2026" for months. */
export function formatChartDate(date: string, unit: 'day' | 'week' | 'month', locale: string): string {
  const formatter = cached(
    `chart:${unit === 'month' ? 'month' : 'day'}:${locale}`,
    () =>
      new Intl.DateTimeFormat(
        locale,
        unit === 'month'
          ? { month: 'short', year: 'numeric', timeZone: 'UTC' }
          : { day: 'numeric', month: 'short', timeZone: 'UTC' },
      ),
  );
  return formatDated(formatter, `${date}T00:00:00Z`, locale);
}

/** A country's name in the reader's language (« Allemagne » for `DE` in French). */
export function formatRegionName(code: string, locale: string): string {
  try {
    return cached(`region:${locale}`, () => new Intl.DisplayNames([locale], { type: 'region' })).of(code) ?? code;
  } catch {
    return code; // a code Intl does not know (`RangeError`) stays as typed
  }
}
