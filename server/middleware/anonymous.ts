import { localeCookieNames } from '../../i18n/config.ts';

/** Cookies that do not make an answer personal; any other cookie (a session, a partner link) does. */
const anonymousCookies = new Set<string>(localeCookieNames);

/**
 * No credentials nor personal cookie: no cookie but `language`, and no `Authorization` header (a bearer token signs
 * a request in on pages as well as on the API, so whatever its scheme or validity it makes the answer personal).
 * Only such requests are answered from a cache or marked for shared caches.
 */
export function isAnonymousRequest(headers: Headers): boolean {
  if (headers.has('authorization')) return false;
  const cookie = headers.get('cookie');
  if (!cookie) return true;
  return cookie.split(';').every((part) => anonymousCookies.has(part.split('=')[0]?.trim() ?? ''));
}
