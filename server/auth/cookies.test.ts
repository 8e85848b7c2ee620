import { describe, expect, it } from 'vitest';
import { authCookieOptions } from './cookies.ts';

describe('authCookieOptions', () => {
  it('binds the session cookie to the exact origin over https: __Host-, Secure, HttpOnly, SameSite=Lax, Path=/', () => {
    expect(authCookieOptions({ publicUrl: 'https://deploia.fr' })).toEqual({
      cookiePrefix: '__Host-deploia',
      useSecureCookies: false,
      defaultCookieAttributes: { secure: true, httpOnly: true, sameSite: 'lax', path: '/' },
    });
  });

  it('keeps a plain name on http (local development), where browsers refuse __Host- cookies', () => {
    expect(authCookieOptions({ publicUrl: 'http://localhost:3000' })).toMatchObject({
      cookiePrefix: 'deploia',
      defaultCookieAttributes: { secure: false, httpOnly: true },
    });
  });
});
