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

export function formatDate(iso: string | Date, locale: string): string {
  return cached(
    `date:${locale}`,
    () => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
  ).format(new Date(iso));
}

export function formatRating(value: number, locale: string): string {
  return cached(
    `rating:${locale}`,
    () => new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  ).format(value);
}

/** Date and time, in Paris time so that the server and the browser render the same text. */
export function formatDateTime(value: Date | string, locale: string): string {
  return cached(
    `datetime:${locale}`,
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Paris' }),
  ).format(new Date(value));
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

/** Quoted words joined as the reader's language joins a list: « tableau » et « bord ». */
export function formatQuotedWords(words: string[], locale: string): string {
  const quotes: Record<string, (word: string) => string> = {
    fr: (word) => `«\u00a0${word}\u00a0»`,
    es: (word) => `«${word}»`,
    de: (word) => `„${word}“`,
  };
  const quote = quotes[locale] ?? ((word: string) => `“${word}”`);
  return cached(`list:${locale}`, () => new Intl.ListFormat(locale, { type: 'conjunction' })).format(words.map(quote));
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
  return cached(
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
  ).format(new Date(value));
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
