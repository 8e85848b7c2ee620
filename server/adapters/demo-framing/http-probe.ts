import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { allowsFramingBy, type DemoFraming, frameableOrigin } from '../../../core/catalog/demo-framing.ts';

export interface HttpDemoFramingOptions {
  /** Our own origin, the embedder a demo's frame-ancestors must allow. */
  embedderOrigin: string;
  fetch?: typeof fetch;
  lookup?: (host: string) => Promise<{ address: string }[]>;
  now?: () => number;
  /** How long an answer is kept (a day), and a failed probe (an hour). */
  ttlMs?: number;
  failureTtlMs?: number;
  timeoutMs?: number;
}

const maxRedirects = 3;

/** Loopback, private, link-local, CGNAT, multicast and reserved ranges: never probed (no SSRF into our network). */
export function isPublicAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 4) {
    const [a = 0, b = 0] = address.split('.').map(Number);
    return !(
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 198 && (b === 18 || b === 19)) ||
      a >= 224
    );
  }
  if (version === 6) {
    const lower = address.toLowerCase();
    if (lower.startsWith('::ffff:')) return isPublicAddress(lower.slice(7));
    return !(
      lower === '::' ||
      lower === '::1' ||
      /^f[cd]/.test(lower) ||
      /^fe[89ab]/.test(lower) ||
      lower.startsWith('ff') ||
      lower.startsWith('64:ff9b')
    );
  }
  return false;
}

/**
 * The real DemoFraming: answers from memory at once, and on a miss probes the demo in the background (a GET
 * whose body is never read, redirects followed by hand and re-checked, every resolved address public, a short
 * time-out). A demo that cannot be reached stays a link.
 */
export function httpDemoFraming(options: HttpDemoFramingOptions): DemoFraming {
  const {
    embedderOrigin,
    fetch: fetchImpl = fetch,
    lookup = (host: string) => dnsLookup(host, { all: true, verbatim: true }),
    now = Date.now,
    ttlMs = 24 * 3_600_000,
    failureTtlMs = 3_600_000,
    timeoutMs = 3_000,
  } = options;
  const known = new Map<string, { allowed: boolean; expires: number }>();
  const probing = new Set<string>();

  async function probe(start: string): Promise<boolean> {
    let url = start;
    for (let hop = 0; hop <= maxRedirects; hop++) {
      const origin = frameableOrigin(url);
      if (!origin) return false;
      const addresses = await lookup(new URL(url).hostname);
      if (addresses.length === 0 || !addresses.every((a) => isPublicAddress(a.address))) return false;
      const res = await fetchImpl(url, {
        redirect: 'manual',
        headers: { accept: 'text/html' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      await res.body?.cancel();
      const location = res.headers.get('location');
      if (res.status >= 300 && res.status < 400 && location) {
        url = new URL(location, url).href;
        continue;
      }
      return res.ok && allowsFramingBy(res.headers, embedderOrigin);
    }
    return false;
  }

  return {
    async canFrame(demoUrl) {
      if (!frameableOrigin(demoUrl) || frameableOrigin(demoUrl) === new URL(embedderOrigin).origin) return false;
      const entry = known.get(demoUrl);
      if (entry && entry.expires > now()) return entry.allowed;
      if (!probing.has(demoUrl)) {
        probing.add(demoUrl);
        probe(demoUrl)
          .then(
            (allowed) => known.set(demoUrl, { allowed, expires: now() + ttlMs }),
            () => known.set(demoUrl, { allowed: false, expires: now() + failureTtlMs }),
          )
          .finally(() => {
            probing.delete(demoUrl);
            // Bounded memory: the oldest answers go first.
            while (known.size > 5_000) known.delete(known.keys().next().value as string);
          });
      }
      // A stale answer is still the best guess while a fresh probe runs.
      return entry?.allowed ?? false;
    },
  };
}
