import type { MiddlewareHandler } from 'hono';
import { frameableOrigin, frameSourceHeader } from '../../core/catalog/demo-framing.ts';
import type { RequestVars } from './request-context.ts';

/** CSP with a per-request nonce for inline scripts, and the usual hardening headers. */
export function securityHeaders(options: { production: boolean; https: boolean }): MiddlewareHandler<{
  Variables: RequestVars;
}> {
  return async (c, next) => {
    await next();
    const nonce = c.get('nonce');
    const devSources = options.production ? '' : ' ws: http://localhost:*';
    // No page frames anything, except a product page naming its seller's demo origin (decision 0017).
    const frameOrigin = frameableOrigin(c.res.headers.get(frameSourceHeader));
    c.res.headers.delete(frameSourceHeader);
    const csp = [
      "default-src 'self'",
      `script-src 'self' 'nonce-${nonce}'`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "font-src 'self'",
      `connect-src 'self'${devSources}`,
      `frame-src ${frameOrigin ?? "'none'"}`,
      "frame-ancestors 'none'",
      "base-uri 'self'",
      // A checkout form redirects to the payment provider's hosted page (Chrome applies form-action to redirects).
      "form-action 'self' https://checkout.stripe.com https://www.paypal.com https://www.sandbox.paypal.com",
      "object-src 'none'",
    ].join('; ');
    c.header('Content-Security-Policy', csp);
    c.header('X-Content-Type-Options', 'nosniff');
    // A page holding a secret in its URL (a gift's claim link) sets a stricter policy of its own.
    if (!c.res.headers.has('Referrer-Policy')) c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('X-Frame-Options', 'DENY');
    c.header('Cross-Origin-Opener-Policy', 'same-origin');
    c.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)');
    if (options.https) c.header('Strict-Transport-Security', 'max-age=63072000; includeSubDomains; preload');
  };
}
