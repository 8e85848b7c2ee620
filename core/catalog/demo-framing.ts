import { internalDemoOf } from './internal-demos.ts';

/**
 * 'Voir la démo': a seller's demo site is shown in a sandboxed frame only when its seller allows it on the product
 * (decision 0042) and that site lets other sites frame it; otherwise the page links to it in a new tab. A browser cannot tell reliably whether a cross-origin page
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

/** What the product page does with a demo. */
export interface ProductDemo {
  /** The seller's https URL, or the path of one of Déploia's own demos (`/demos/chatbot`). */
  url: string;
  /** true: shown in a sandboxed frame; false: a link opening a new tab. */
  frame: boolean;
  /** The origin the page's CSP must allow in frame-src when framed: the seller's, or `'self'` for our own demos. */
  origin: string | null;
  /** One of the demos Déploia serves itself (same origin: framed without `allow-same-origin`). */
  internal: boolean;
}

/** The CSP source naming our own origin: the one a built-in demo is framed from. */
export const selfFrameSource = "'self'";

/**
 * Frame only what the seller allowed (`embedAllowed`, per product) and what may be framed: our own demos always
 * may, a seller's site when the port says it lets us (the probe then only runs for products whose seller allowed).
 */
export async function productDemo(framing: DemoFraming, url: string, embedAllowed: boolean): Promise<ProductDemo> {
  if (internalDemoOf(url)) {
    return { url, frame: embedAllowed, origin: embedAllowed ? selfFrameSource : null, internal: true };
  }
  const origin = embedAllowed ? frameableOrigin(url) : null;
  const frame = origin !== null && (await framing.canFrame(url));
  return { url, frame, origin: frame ? origin : null, internal: false };
}

/**
 * A response header a page sets to name the one origin its document may frame; the security-headers middleware
 * removes it and puts that origin (validated again by `frameSource`) in the page's CSP `frame-src`, which is
 * `'none'` everywhere else.
 */
export const frameSourceHeader = 'x-deploia-frame-src';

/** The frame-src source a page's header names, validated again: `'self'` or a seller's framable origin. */
export function frameSource(value: string | null | undefined): string | null {
  return value === selfFrameSource ? value : frameableOrigin(value);
}

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
