import { createHmac } from 'node:crypto';
import type { Config } from '../../config/env.server.ts';

/** The session cookie's name prefix; the response cache treats any cookie but `language` as a session. */
export const authCookiePrefix = (secure: boolean) => (secure ? '__Host-deploia' : 'deploia');

/**
 * Better Auth cookie settings. Over https the cookies are `__Host-` prefixed (Secure, Path=/, no Domain:
 * bound to this exact origin); Better Auth only knows the `__Secure-` prefix, so its own prefixing is turned
 * off and ours is part of the name. Always HttpOnly and SameSite=Lax.
 */
export function authCookieOptions(config: Pick<Config, 'publicUrl'>) {
  const secure = config.publicUrl.startsWith('https:');
  return {
    cookiePrefix: authCookiePrefix(secure),
    useSecureCookies: false,
    defaultCookieAttributes: { secure, httpOnly: true, sameSite: 'lax' as const, path: '/' },
  };
}

/** A cookie value signed as Better Auth signs its cookies (HMAC-SHA256 with the auth secret, base64), URL-encoded. */
export const signedCookieValue = (secret: string, value: string) =>
  encodeURIComponent(`${value}.${createHmac('sha256', secret).update(value).digest('base64')}`);
