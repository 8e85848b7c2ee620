import type { Locale } from '../../i18n/config.ts';

/** Cents as euros in the reader's language, for texts written on the server (notifications). */
export const formatMoney = (cents: number, locale: Locale) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(cents / 100);
