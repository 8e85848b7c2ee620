import i18next, { type i18n, type TFunction } from 'i18next';
import { defaultLocale, type Locale } from './config.ts';
import { resources } from './locale-resources.ts';

const instances = new Map<Locale, i18n>();
const fixed = new Map<string, TFunction>();

/**
 * The server's one translator, for every text written outside React: loaders and meta, API errors, e-mails,
 * notifications, CSV exports, rate-limit answers. One i18next instance per language, holding that language's
 * namespaces and French's (the fallback); plurals follow the language's CLDR rules (`key_one`, `key_other`…),
 * as in the browser's runtime (app/lib/i18n.tsx, decision 0013). Values are not escaped: React, the e-mail
 * renderer and the CSV writer escape what they output.
 */
export function serverT(locale: Locale, namespace: string): TFunction {
  const key = `${locale}:${namespace}`;
  let t = fixed.get(key);
  if (!t) {
    t = instanceFor(locale).getFixedT(locale, namespace);
    fixed.set(key, t);
  }
  return t;
}

function instanceFor(locale: Locale): i18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = i18next.createInstance();
    void instance.init({
      lng: locale,
      fallbackLng: defaultLocale,
      resources: { [defaultLocale]: resources[defaultLocale], [locale]: resources[locale] } as Record<
        string,
        Record<string, Record<string, string>>
      >,
      defaultNS: 'common',
      ns: Object.keys(resources[locale]),
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
    });
    instances.set(locale, instance);
  }
  return instance;
}
