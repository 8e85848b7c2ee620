import type { MiddlewareHandler } from 'hono';
import { isbot } from 'isbot';
import type { Logger } from 'pino';
import { attributionDays, isVisitorToken } from '../../core/partners/find-referral.ts';
import { type ReferralTarget, recordReferralClick } from '../../core/partners/record-referral-click.ts';
import type { Clock } from '../../core/ports/clock.ts';
import type { Db } from '../../db/client.ts';
import { type ClientIpVars, trustedClientIp } from '../auth/client-ip.ts';

export interface ReferralVars {
  /** The visitor token of the referral cookie, if any (whether a click holds it is the use cases' question). */
  referralToken: string | null;
}

/** Over https `__Host-`: Secure, this host only; both names are read (a plain one may outlive a move to https). */
const cookieNames = ['__Host-deploia_ref', 'deploia_ref'] as const;

export function referralCookieValue(cookieHeader: string | null | undefined): string | null {
  const pairs = (cookieHeader ?? '').split(';').map((part) => part.trim().split('='));
  for (const name of cookieNames) {
    const value = pairs.find(([key]) => key === name)?.[1];
    if (isVisitorToken(value)) return value;
  }
  return null;
}

const referralCookie = (token: string, secure: boolean) =>
  `${secure ? cookieNames[0] : cookieNames[1]}=${token}; Path=/; Max-Age=${attributionDays * 86_400}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

/** The product or seller page a path is, the only pages a partner link may lead to. */
function targetOf(path: string): ReferralTarget | null {
  const match = /^\/(product|seller)\/([^/]+)\/?$/.exec(path);
  if (!match?.[2]) return null;
  let segment: string;
  try {
    segment = decodeURIComponent(match[2]);
  } catch {
    return null;
  }
  return match[1] === 'product' ? { kind: 'product', slug: segment } : { kind: 'seller', sellerId: segment };
}

export interface ReferralOptions {
  db: Db;
  clock: Clock;
  log: Logger;
  /** Whether the site is served over https (the cookie is then `__Host-` and Secure). */
  secure: boolean;
  /** TRUSTED_PROXIES, to read the client's address as the rest of the app does. */
  trustedProxies: readonly string[];
}

/**
 * Partner links (`?ref=CODE` on a product or seller page). Mounted before the response cache: a GET of such a URL
 * records the click (unless the code is unknown, the visitor a bot, or the address over its hourly allowance), sets
 * the HttpOnly referral cookie, and redirects to the same URL without `ref` — an answer that is never cached, so a
 * cached page neither swallows the click nor replays the cookie to anyone. The clean URL is then served as usual
 * (the cookie makes it a personal, uncached page showing the partner banner). Every request gets the cookie's
 * token as `referralToken` for the checkout.
 */
export function referralLinks(options: ReferralOptions): MiddlewareHandler<{ Variables: ReferralVars & ClientIpVars }> {
  const resolveAddress = trustedClientIp<{ Variables: ReferralVars & ClientIpVars }>(options.trustedProxies);
  return async (c, next) => {
    const cookieToken = referralCookieValue(c.req.header('cookie'));
    const url = new URL(c.req.url);
    const code = url.searchParams.get('ref');
    // A client-side navigation's data request (`.data`) is left alone: partner links come from other sites.
    const target =
      c.req.method === 'GET' && code !== null && !url.pathname.endsWith('.data') ? targetOf(url.pathname) : null;
    if (code === null || !target) {
      c.set('referralToken', cookieToken);
      await next();
      // What is rendered for an attributed visitor (their partner banner) is theirs alone, as a signed-in page is.
      if (cookieToken && !c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'private, no-store');
      return;
    }
    url.searchParams.delete('ref');
    const location = url.pathname + url.search;
    const headers = new Headers({ Location: location, 'Cache-Control': 'no-store' });
    let outcome = 'bot';
    if (!isbot(c.req.header('user-agent') ?? '')) {
      // Only this request goes on from here (it is answered below), so resolving its address early is safe.
      await resolveAddress(c, async () => {});
      const click = await recordReferralClick(options, {
        code,
        target,
        landingPath: url.pathname,
        visitorToken: cookieToken,
        ip: c.var.clientIp,
      });
      if (click) headers.append('Set-Cookie', referralCookie(click.visitorToken, options.secure));
      outcome = click ? 'counted' : 'ignored';
    }
    // Answered before the request logger: the referral logs its own line.
    options.log.info({ method: 'GET', path: url.pathname, status: 302, referral: outcome }, 'request');
    return new Response(null, { status: 302, headers });
  };
}
