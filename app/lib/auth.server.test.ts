import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../core/accounts/viewer.ts';
import { buildViewer } from '../../db/factories/users.ts';
import type { Auth } from '../../server/auth/create-auth.ts';
import { viewerContext } from '../context.ts';
import { afterSignIn, requireAdminUser, requireUser } from './auth.server.ts';

const contextWith = (viewer: Viewer | null, adminRequire2fa = false) => {
  const context = new RouterContextProvider();
  context.set(viewerContext, { viewer, auth: {} as Auth, adminRequire2fa, oauthProviders: [] });
  return context;
};
const redirected = (fn: () => unknown) => {
  try {
    fn();
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location');
    throw thrown;
  }
  return null;
};
const url = new URL('http://localhost/admin/users?page=2');

describe('route guards (spec §4)', () => {
  it('sends a visitor to /auth remembering the origin', () => {
    expect(redirected(() => requireUser(contextWith(null), url))).toBe('/auth?redirectTo=%2Fadmin%2Fusers%3Fpage%3D2');
    expect(redirected(() => requireAdminUser(contextWith(null), url))).toBe(
      '/auth?redirectTo=%2Fadmin%2Fusers%3Fpage%3D2',
    );
  });

  it('sends a signed-in non-administrator on an admin route to /dashboard', () => {
    expect(redirected(() => requireAdminUser(contextWith(buildViewer({ roles: ['expert'] })), url))).toBe('/dashboard');
  });

  it('lets an administrator in, and asks for a second factor when ADMIN_REQUIRE_2FA is on', () => {
    const admin = buildViewer({ roles: ['admin'] });
    expect(redirected(() => requireAdminUser(contextWith(admin), url))).toBeNull();
    expect(redirected(() => requireAdminUser(contextWith(admin, true), url))).toBe(
      '/profile?twoFactor=required#two-factor',
    );
    const enrolledButAal1 = { ...admin, twoFactorEnabled: true };
    expect(redirected(() => requireAdminUser(contextWith(enrolledButAal1, true), url))).toBe(
      '/profile?twoFactor=required#two-factor',
    );
    expect(redirected(() => requireAdminUser(contextWith({ ...enrolledButAal1, aal: 'aal2' }, true), url))).toBeNull();
  });

  it('returns after sign-in to the origin, never to another site or back to a sign-in page', () => {
    const at = (redirectTo: string) =>
      afterSignIn(new URL(`http://localhost/auth?redirectTo=${encodeURIComponent(redirectTo)}`));
    expect(at('/checkout?step=2')).toBe('/checkout?step=2');
    expect(at('//evil.example/x')).toBe('/dashboard');
    expect(at('https://evil.example')).toBe('/dashboard');
    expect(at('/login')).toBe('/dashboard');
    expect(afterSignIn(new URL('http://localhost/auth'))).toBe('/dashboard');
  });

  // Issue 17: a tab after the first slash reached the browser as `//evil.example` (another origin).
  it.each(['/auth', '/login', '/signup', '/auth/code', '/auth/two-factor'])(
    'never leaves the site from %s, whatever the redirectTo encodes',
    (page) => {
      for (const query of [
        '/%09/evil.example/phish',
        '/%0A/evil.example',
        '/%5Cevil.example',
        '/%252F/evil.example',
        '%0B',
      ]) {
        expect(afterSignIn(new URL(`http://localhost${page}?redirectTo=${query}`))).toBe('/dashboard');
      }
    },
  );
});
