import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from './config.ts';
import { defaultLocale } from './config.ts';

/** One i18next instance per request on the server, one per page load in the browser; synchronous init. */
export function createI18n(locale: Locale, resources: Record<string, unknown>): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: defaultLocale,
    resources: { [locale]: resources as Record<string, Record<string, string>> },
    defaultNS: 'common',
    ns: Object.keys(resources),
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}
