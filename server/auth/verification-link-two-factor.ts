import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import { deleteSessionCookie } from 'better-auth/cookies';
import { sessionTokensOf } from './session-lifetime.ts';

/**
 * How long after it was mailed a verification link still signs its owner in (ASVS 5.0 V6.5.5: an out-of-band
 * authenticator lasts at most 10 minutes). Later, until it expires (24 hours), it only verifies the address.
 */
export const verificationSignInSeconds = 10 * 60;

/** When a verification link's token (a JWT Better Auth has already checked) was issued, in seconds. */
function issuedAt(token: unknown): number | null {
  if (typeof token !== 'string') return null;
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      iat?: unknown;
    };
    return typeof payload.iat === 'number' ? payload.iat : null;
  } catch {
    return null;
  }
}

/**
 * The e-mailed verification link proves the address, never the second factor. With `autoSignInAfterVerification`
 * Better Auth opens a session for the link's owner, and for an account with two-factor that would be an aal1
 * session obtained from the mailbox alone (ASVS 5.0 V6.3.4). For such an account the link verifies the address
 * without signing in: the session it created is deleted with its cookie, and the user signs in with the password
 * and the second factor as usual. So it goes too for a link opened more than `verificationSignInSeconds` after it was
 * mailed: the address is verified, the password signs in. A session the request already had (the owner opening the
 * link while signed in) is left alone: the link only marks its address verified.
 */
export function verificationLinkTwoFactor() {
  return {
    id: 'deploia-verification-link-two-factor',
    hooks: {
      after: [
        {
          matcher: (ctx) => ctx.path === '/verify-email',
          handler: createAuthMiddleware(async (ctx) => {
            const signedIn = ctx.context.newSession;
            if (!signedIn) return;
            const issued = issuedAt(ctx.query?.token);
            const fresh = issued !== null && Date.now() / 1000 - issued <= verificationSignInSeconds;
            if (fresh && !signedIn.user.twoFactorEnabled) return;
            const carried = sessionTokensOf(
              ctx.headers ?? ctx.request?.headers,
              ctx.context.authCookies.sessionToken.name,
            );
            if (carried.includes(signedIn.session.token)) return;
            deleteSessionCookie(ctx, true);
            await ctx.context.internalAdapter.deleteSession(signedIn.session.token);
            ctx.context.setNewSession(null);
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
