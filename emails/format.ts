import type { Locale } from '../i18n/config.ts';

/** "30 minutes", "1 heure", "2 Tage": the largest whole unit of a duration given in minutes. */
export function formatDuration(locale: Locale, minutes: number): string {
  const [value, unit] =
    minutes % 1440 === 0 ? [minutes / 1440, 'day'] : minutes % 60 === 0 ? [minutes / 60, 'hour'] : [minutes, 'minute'];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

/** A date and time in Paris time with its offset ("22 novembre 2026 à 10:00 UTC+1"): readers may be elsewhere. */
export function formatDateTime(locale: Locale, iso: string): string {
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Paris',
    timeZoneName: 'short',
  }).format(new Date(iso));
}

/** Euro cents in the reader's language ("1 234,50 €", "€1,234.50"). */
export function formatMoney(locale: Locale, cents: number): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(cents / 100);
}
