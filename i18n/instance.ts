import i18next, { type i18n } from 'i18next';
import type { Locale } from './config.ts';
import { defaultLocale } from './config.ts';

/**
 * An i18next instance for the server's translations outside React (i18n/server-t.ts: loaders and meta); synchronous
 * init. The rendered UI uses app/lib/i18n.tsx instead (decision 0013); app/lib/i18n.test.tsx
 * checks that runtime against i18next configured as here.
 */
export function createI18n(locale: Locale, resources: Record<string, unknown>): i18n {
  const instance = i18next.createInstance();
  void instance.init({
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
