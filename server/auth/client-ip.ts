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

/**
 * Runs first: replaces `X-Forwarded-For` with the one client address resolved above (or removes it when unknown)
 * and removes `X-Real-IP`, so that everything downstream that reads the client address — Better Auth's rate
 * limits and session records, `clientIp()` of the account, contact and newsletter limits — reads a value the
 * client cannot choose. `trustedProxies` is TRUSTED_PROXIES: addresses or CIDR ranges of the reverse proxies in
 * front of this process; empty (the default) means clients connect directly and forwarding headers are ignored.
 */
export function trustedClientIp(trustedProxies: readonly string[]): MiddlewareHandler {
  const trusted = blockList(trustedProxies);
  return async (c, next) => {
    const env = c.env as (NodeBindings & { server?: NodeBindings }) | undefined;
    const remoteAddress = (env?.server ?? env)?.incoming?.socket?.remoteAddress;
    const headers = c.req.raw.headers;
    const ip = resolveClientIp(remoteAddress, headers.get('x-forwarded-for'), trusted);
    if (ip) headers.set('x-forwarded-for', ip);
    else headers.delete('x-forwarded-for');
    headers.delete('x-real-ip');
    await next();
  };
}
