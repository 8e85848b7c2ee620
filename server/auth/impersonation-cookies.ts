import { authCookiePrefix, signedCookieValue } from './cookies.ts';

/**
 * The cookies of an impersonation, as Better Auth's admin plugin sets them (so that its `stopImpersonating` can end
 * it): the target's session token, not remembered beyond the browser session and never refreshed (`dont_remember`),
 * and the administrator's own session token in the signed `admin_session` cookie, to be restored afterwards. Values
 * are signed as Better Auth signs cookies (HMAC-SHA256 with the auth secret, base64).
 */
export function impersonationCookies(
  { publicUrl, secret }: { publicUrl: string; secret: string },
  { targetToken, adminToken }: { targetToken: string; adminToken: string },
): string[] {
  const secure = publicUrl.startsWith('https:');
  const prefix = authCookiePrefix(secure);
  const sign = (value: string) => signedCookieValue(secret, value);
  const attributes = `Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  return [
    `${prefix}.session_token=${sign(targetToken)}; ${attributes}`,
    `${prefix}.dont_remember=${sign('true')}; ${attributes}`,
    `${prefix}.admin_session=${sign(`${adminToken}:`)}; Max-Age=${7 * 24 * 3600}; ${attributes}`,
  ];
}
