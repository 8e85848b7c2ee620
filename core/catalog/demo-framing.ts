/**
 * 'Voir la démo': a seller's demo site is shown in a sandboxed frame only when that site lets other sites frame
 * it; otherwise the page links to it in a new tab. A browser cannot tell reliably whether a cross-origin page
 * refused to be framed, so the server decides, through this port (decision 0017):
 * - the real adapter (server/adapters/demo-framing/http-probe.ts) reads the demo's X-Frame-Options and
 *   Content-Security-Policy frame-ancestors once in the background and remembers the answer for a day; until it
 *   knows, the answer is "no" (a link), so a page render never waits on a third-party site;
 * - tests use a fixed answer.
 */
export interface DemoFraming {
  /** true only when `demoUrl` is known to let this site frame it; never waits on the network. */
  canFrame(demoUrl: string): Promise<boolean>;
}

/** Without an adapter every demo is a link. */
export const neverFrame: DemoFraming = { canFrame: async () => false };

/**
 * A response header a page sets to name the one origin its document may frame; the security-headers middleware
 * removes it and puts that origin (validated again by `frameableOrigin`) in the page's CSP `frame-src`, which is
 * `'none'` everywhere else.
 */
export const frameSourceHeader = 'x-deploia-frame-src';

/**
 * The origin of a demo URL that may be framed: https, no credentials in it, a host name that is not an IP
 * literal or a local name. null otherwise.
 */
export function frameableOrigin(value: string | null | undefined): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return null;
  const host = url.hostname;
  if (
    !host.includes('.') ||
    host.startsWith('[') ||
    /^[\d.]+$/.test(host) ||
    /\.(local|localhost|internal)$/.test(host)
  )
    return null;
  return url.origin;
}

/**
 * Whether a page answered with these headers lets `embedderOrigin` frame it. CSP frame-ancestors, when present,
 * decides (it supersedes X-Frame-Options in browsers); otherwise any X-Frame-Options value refuses (DENY,
 * SAMEORIGIN, or the obsolete ALLOW-FROM that current browsers ignore by refusing).
 */
export function allowsFramingBy(headers: Headers, embedderOrigin: string): boolean {
  const policies = (headers.get('content-security-policy') ?? '')
    .split(',')
    .flatMap((policy) => policy.split(';'))
    .map((directive) => directive.trim().split(/\s+/))
    .filter((tokens) => tokens[0]?.toLowerCase() === 'frame-ancestors');
  if (policies.length > 0) {
    const embedder = new URL(embedderOrigin);
    // Every frame-ancestors directive (one per policy) must allow the embedder.
    return policies.every((tokens) => tokens.slice(1).some((source) => sourceMatches(source.toLowerCase(), embedder)));
  }
  return !headers.has('x-frame-options');
}

function sourceMatches(source: string, embedder: URL): boolean {
  if (source === '*') return embedder.protocol === 'https:' || embedder.protocol === 'http:';
  if (source === "'none'" || source === "'self'") return false;
  if (/^[a-z][a-z0-9+.-]*:$/.test(source)) return embedder.protocol === source;
  const match = /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\*\.)?([^/:]+)(?::(\d+|\*))?/.exec(source);
  if (!match) return false;
  const [, scheme, wildcard, host, port] = match;
  if (scheme && `${scheme}:` !== embedder.protocol) return false;
  if (!scheme && embedder.protocol !== 'https:') return false;
  const hostOk = wildcard ? embedder.hostname.endsWith(`.${host}`) : embedder.hostname === host;
  if (!hostOk) return false;
  const embedderPort = embedder.port || (embedder.protocol === 'https:' ? '443' : '80');
  const sourcePort = port ?? (scheme === 'http' ? '80' : '443');
  return port === '*' || sourcePort === embedderPort;
}
