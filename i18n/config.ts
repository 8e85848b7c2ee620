export const locales = ['fr', 'en', 'es', 'de'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'fr';
export const localeCookie = 'language';

/** Each language in itself (endonyms), for language pickers. */
export const localeNames: Record<Locale, string> = { fr: 'Français', en: 'English', es: 'Español', de: 'Deutsch' };

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (locales as readonly string[]).includes(value);

export const localeParam = 'lang';

/**
 * The page's language: `?lang=` (one URL per language, for hreflang), else the `language` cookie set by
 * the language picker, else French.
 */
export function resolveLocale(url: URL, cookieHeader: string | null): Locale {
  const fromUrl = url.searchParams.get(localeParam);
  if (isLocale(fromUrl)) return fromUrl;
  const match = cookieHeader?.match(/(?:^|;\s*)language=([a-z]{2})/);
  return isLocale(match?.[1]) ? match[1] : defaultLocale;
}

/** The same page in another language (French, the default, has no parameter). */
export function localizedHref(pathname: string, search: string, locale: Locale): string {
  const params = new URLSearchParams(search);
  params.delete(localeParam);
  if (locale !== defaultLocale) params.set(localeParam, locale);
  return params.size > 0 ? `${pathname}?${params}` : pathname;
}
