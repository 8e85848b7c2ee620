import type { MiddlewareHandler } from 'hono';
import { frameSource, frameSourceHeader } from '../../core/catalog/demo-framing.ts';
import { internalDemoOf } from '../../core/catalog/internal-demos.ts';
import type { RequestVars } from './request-context.ts';

export interface CspVars {
  /**
   * Set for an answer any cache may replay (server/middleware/shared-caching.ts): its inline scripts are allowed by
   * these SHA-256 hashes instead of by the request's nonce, which a replay would hand to other visitors.
   */
  scriptHashes?: readonly string[];
}

/** CSP allowing inline scripts by a per-request nonce (or, on a shareable answer, by hash), and the usual hardening headers. */
export function securityHeaders(options: { production: boolean; https: boolean }): MiddlewareHandler<{
  Variables: RequestVars & CspVars;
}> {
  return async (c, next) => {
    await next();
    const hashes = c.get('scriptHashes');
    const inlineScripts = hashes ? hashes.map((hash) => ` 'sha256-${hash}'`).join('') : ` 'nonce-${c.get('nonce')}'`;
    const devSources = options.production ? '' : ' ws: http://localhost:*';
    // No page frames anything, except a product page naming its seller's demo origin (decision 0017) or 'self'
    // for one of our own demos; and no page may be framed, except those demos, by our own pages (decision 0042).
    const frameOrigin = frameSource(c.res.headers.get(frameSourceHeader));
    c.res.headers.delete(frameSourceHeader);
    const framedDemo = internalDemoOf(c.req.path) !== null;
    const csp = [
      "default-src 'self'",
      `script-src 'self'${inlineScripts}`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "font-src 'self'",
      `connect-src 'self'${devSources}`,
      `frame-src ${frameOrigin ?? "'none'"}`,
      `frame-ancestors ${framedDemo ? "'self'" : "'none'"}`,
      "base-uri 'self'",
      // A checkout form redirects to the payment provider's hosted page (Chrome applies form-action to redirects).
      "form-action 'self' https://checkout.stripe.com https://www.paypal.com https://www.sandbox.paypal.com",
      "object-src 'none'",
    ].join('; ');
    c.header('Content-Security-Policy', csp);
    c.header('X-Content-Type-Options', 'nosniff');
    // A page holding a secret in its URL (a gift's claim link) sets a stricter policy of its own.
    if (!c.res.headers.has('Referrer-Policy')) c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('X-Frame-Options', framedDemo ? 'SAMEORIGIN' : 'DENY');
    c.header('Cross-Origin-Opener-Policy', 'same-origin');
    c.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)');
    if (options.https) c.header('Strict-Transport-Security', 'max-age=63072000; includeSubDomains; preload');
  };
}
