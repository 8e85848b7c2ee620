import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import { deleteSessionCookie } from 'better-auth/cookies';
import { generateRandomString } from 'better-auth/crypto';
import { safeRedirectPath } from '../../core/shared/safe-redirect.ts';

/** Better Auth's two-factor plugin: its challenge cookie and how long a challenge lasts (its default). */
const twoFactorCookieName = 'two_factor';
const challengeSeconds = 600;

/** The OAuth callbacks that sign a user in (social providers; the generic OAuth plugin's, should it be added). */
const oauthCallbackPaths = new Set(['/callback/:id', '/oauth2/callback/:providerId']);

/**
 * OAuth sign-in goes through the second factor. Better Auth's two-factor plugin only intercepts the password
 * sign-ins (/sign-in/email, /sign-in/username, /sign-in/phone-number), so an OAuth callback would hand a user
 * with TOTP enabled a full session. Chosen over refusing OAuth for such users: the callback's session is
 * replaced by the same pending challenge the plugin creates for a password sign-in (a signed `two_factor`
 * cookie naming a short-lived verification row, and its attempt counter), and the browser goes to
 * /auth/two-factor, where the plugin's own verify-totp / verify-backup-code endpoints finish the sign-in with an
 * aal2 session, exactly as after a password. The plugin's "trusted device" cookie is not honoured here: every
 * OAuth sign-in of such a user asks for the code.
 */
export function oauthTwoFactor(publicUrl: string) {
  return {
    id: 'deploia-oauth-two-factor',
    hooks: {
      after: [
        {
          matcher: (ctx) => oauthCallbackPaths.has(ctx.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            const signedIn = ctx.context.newSession;
            if (!signedIn?.user.twoFactorEnabled) return;
            deleteSessionCookie(ctx, true);
            await ctx.context.internalAdapter.deleteSession(signedIn.session.token);
            ctx.context.setNewSession(null);

            const identifier = `2fa-${generateRandomString(20)}`;
            const expiresAt = new Date(Date.now() + challengeSeconds * 1000);
            await ctx.context.internalAdapter.createVerificationValue({
              value: signedIn.user.id,
              identifier,
              expiresAt,
            });
            await ctx.context.internalAdapter.createVerificationValue({
              value: '0',
              identifier: `2fa-attempts-${identifier}`,
              expiresAt,
            });
            const cookie = ctx.context.createAuthCookie(twoFactorCookieName, { maxAge: challengeSeconds });
            await ctx.setSignedCookie(cookie.name, identifier, ctx.context.secret, cookie.attributes);

            // Where the callback was sending the user (the callbackURL of the sign-in), kept for after the code.
            const location = ctx.context.responseHeaders?.get('location') ?? '';
            let origin = '/dashboard';
            try {
              const target = new URL(location, publicUrl);
              if (target.origin === new URL(publicUrl).origin) origin = target.pathname + target.search;
            } catch {
              // not a URL: keep the dashboard
            }
            const redirectTo = safeRedirectPath(origin, '/dashboard');
            throw ctx.redirect(`${publicUrl}/auth/two-factor?redirectTo=${encodeURIComponent(redirectTo)}`);
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
