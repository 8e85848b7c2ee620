/** Intl formatters are costly to build; keep one per locale and kind. */
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

export function formatDate(iso: string, locale: string): string {
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
