import { BlockList, isIP } from 'node:net';
import type { MiddlewareHandler } from 'hono';

/** `a.b.c.d`, an IPv6 address, or either with a `/prefix`: the entries TRUSTED_PROXIES accepts. */
export function isIpOrCidr(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/** `::ffff:192.0.2.1` (an IPv4 client on a dual-stack socket) is `192.0.2.1`. */
const unmap = (address: string) => (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(address) ? address.slice(7) : address);

function blockList(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

/**
 * The client's address: the socket peer, unless that peer is one of our trusted reverse proxies, in which case
 * the `X-Forwarded-For` chain is read from the right, skipping trusted hops, and the first other address is the
 * client. Anything a client writes into the header itself stays to the left of what our proxies appended, so
 * it is never read. Without trusted proxies the header is ignored entirely. Null when unknown.
 */
export function resolveClientIp(
  remoteAddress: string | undefined,
  forwardedFor: string | null,
  trusted: BlockList,
): string | null {
  const isTrusted = (address: string) => {
    const type = isIP(address);
    return type !== 0 && trusted.check(address, type === 6 ? 'ipv6' : 'ipv4');
  };
  const peer = remoteAddress ? unmap(remoteAddress) : null;
  if (!peer || !isIP(peer)) return null;
  if (!isTrusted(peer)) return peer;
  const hops = (forwardedFor ?? '')
    .split(',')
    .map((hop) => unmap(hop.trim()))
    .filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i] ?? '';
    if (!isIP(hop)) return null;
    if (!isTrusted(hop)) return hop;
  }
  // Every hop is one of ours (a health check from the proxy itself): the proxy is the client.
  return peer;
}

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } };

export interface ClientIpVars {
  /** The client's address, resolved once per request from the socket and trusted proxies; null when unknown. */
  clientIp: string | null;
}

/**
 * Runs first: resolves the client's address once and hands it on as `c.var.clientIp` (the API, the referral
 * middleware) and `RequestInfo.clientIp` (pages' loaders and actions), which pass it to `core/` as a value. Better
 * Auth reads addresses from headers only, so `X-Forwarded-For` is replaced with that one address (or removed when
 * unknown) and `X-Real-IP` removed: its rate limits, session records and our hooks on it
 * (`addressForBetterAuth`) read a value the client cannot choose. `trustedProxies` is TRUSTED_PROXIES: addresses or
 * CIDR ranges of the reverse proxies in front of this process; empty (the default) means clients connect directly
 * and forwarding headers are ignored.
 */
export function trustedClientIp<E extends { Variables: ClientIpVars }>(
  trustedProxies: readonly string[],
): MiddlewareHandler<E> {
  const trusted = blockList(trustedProxies);
  return async (c, next) => {
    const env = c.env as (NodeBindings & { server?: NodeBindings }) | undefined;
    const remoteAddress = (env?.server ?? env)?.incoming?.socket?.remoteAddress;
    const headers = c.req.raw.headers;
    const ip = resolveClientIp(remoteAddress, headers.get('x-forwarded-for'), trusted);
    c.set('clientIp', ip);
    if (ip) headers.set('x-forwarded-for', ip);
    else headers.delete('x-forwarded-for');
    headers.delete('x-real-ip');
    await next();
  };
}

/** The address `trustedClientIp` left in `X-Forwarded-For`, read inside Better Auth's hooks (headers only). */
export const addressForBetterAuth = (headers: Headers): string | null => headers.get('x-forwarded-for');
