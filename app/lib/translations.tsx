import { createContext, useContext } from 'react';
import { isLocale, type Locale } from '../../i18n/config.ts';

/**
 * The page's language and its UI translations. The server provides them from the bundled locales
 * (entry.server); the browser fetches the same versioned file the server announced in the document head
 * before it hydrates (entry.client), so pages do not carry the translations in their loader data.
 */
export interface Translations {
  locale: Locale;
  href: string;
  resources: Record<string, unknown>;
}

export const TranslationsContext = createContext<Translations | null>(null);

export function useTranslations(): Translations {
  const translations = useContext(TranslationsContext);
  if (!translations) throw new Error('TranslationsContext is not provided (entry.server / entry.client)');
  return translations;
}

/** The id of the `<link rel="preload">` that announces the translations file in the document head. */
export const translationsLinkId = 'translations';

export async function loadTranslations(doc: Document): Promise<Translations> {
  const href = doc.getElementById(translationsLinkId)?.getAttribute('href');
  const locale = doc.documentElement.lang;
  if (!href || !isLocale(locale)) throw new Error('the document announces no translations');
  const response = await fetch(href);
  if (!response.ok) throw new Error(`translations: HTTP ${response.status}`);
  return { locale, href, resources: (await response.json()) as Record<string, unknown> };
}
