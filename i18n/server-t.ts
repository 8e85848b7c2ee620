import type { TFunction } from 'i18next';
import type { Locale } from './config.ts';
import { createI18n } from './instance.ts';
import { resources } from './resources.ts';

const cache = new Map<string, TFunction>();

/** A translation function for loaders and meta (outside React), one per locale and namespace. */
export function serverT(locale: Locale, namespace: string): TFunction {
  const key = `${locale}:${namespace}`;
  let t = cache.get(key);
  if (!t) {
    t = createI18n(locale, resources[locale]).getFixedT(locale, namespace);
    cache.set(key, t);
  }
  return t;
}
