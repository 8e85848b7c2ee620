export const locales = ['fr', 'en', 'es', 'de'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'fr';

/** Each language in itself (endonyms), for language pickers. */
export const localeNames: Record<Locale, string> = { fr: 'Français', en: 'English', es: 'Español', de: 'Deutsch' };

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (locales as readonly string[]).includes(value);

export const localeParam = 'lang';

/**
 * The year-long cookie of the chosen language, set by the language picker and the profile. Over https it is
 * `__Host-language`: Secure, for this host and the whole site only (ASVS 5.0 V3.3.1); plain `language` on http.
 */
export function localeCookieHeader(locale: Locale, secure: boolean): string {
  return `${secure ? '__Host-' : ''}language=${locale}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Names of the language cookie: both are read, the prefixed one first (a plain one may outlive a move to https). */
export const localeCookieNames = ['__Host-language', 'language'] as const;

/** The language cookie's value from a `Cookie` header, whatever it says (validate before use). */
export function localeCookieValue(cookieHeader: string | null | undefined): string | undefined {
  const values = new Map(
    (cookieHeader ?? '').split(';').map((part) => {
      const [name = '', value = ''] = part.split('=');
      return [name.trim(), value.trim()] as const;
    }),
  );
  return localeCookieNames.map((name) => values.get(name)).find((value) => value !== undefined);
}

/**
 * The page's language: `?lang=` (one URL per language, for hreflang), else the language cookie set by
 * the language picker, else French.
 */
export function resolveLocale(url: URL, cookieHeader: string | null): Locale {
  const fromUrl = url.searchParams.get(localeParam);
  if (isLocale(fromUrl)) return fromUrl;
  const fromCookie = localeCookieValue(cookieHeader);
  return isLocale(fromCookie) ? fromCookie : defaultLocale;
}

/** The same page in another language (French, the default, has no parameter). */
export function localizedHref(pathname: string, search: string, locale: Locale): string {
  const params = new URLSearchParams(search);
  params.delete(localeParam);
  if (locale !== defaultLocale) params.set(localeParam, locale);
  return params.size > 0 ? `${pathname}?${params}` : pathname;
}
