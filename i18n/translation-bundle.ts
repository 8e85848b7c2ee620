import { createHash } from 'node:crypto';
import type { Locale } from './config.ts';
import { resources } from './locale-resources.ts';

/** One language's UI translations as the browser fetches them: a versioned, immutable JSON file. */
export interface TranslationBundle {
  locale: Locale;
  resources: Record<string, unknown>;
  /** `/i18n/<locale>.<version>.json`: the version is a hash of the content, so a new text is a new URL. */
  href: string;
  version: string;
  json: string;
}

const bundles = new Map<Locale, TranslationBundle>();

/** Namespaces only the server writes with (e-mails, notification rows): the browser never needs them. */
const serverOnly = new Set(['emails', 'notifications']);

export function translationBundle(locale: Locale): TranslationBundle {
  let bundle = bundles.get(locale);
  if (!bundle) {
    const ui = Object.fromEntries(
      Object.entries(resources[locale]).filter(([namespace]) => !serverOnly.has(namespace)),
    );
    const json = JSON.stringify(ui);
    const version = createHash('sha256').update(json).digest('hex').slice(0, 12);
    bundle = { locale, resources: ui, href: `/i18n/${locale}.${version}.json`, version, json };
    bundles.set(locale, bundle);
  }
  return bundle;
}
