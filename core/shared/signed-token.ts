import { createHmac, timingSafeEqual } from 'node:crypto';

// The purpose is signed with the fields, so a token made for one use (a download, a library link…) is worthless
// for another even though the server signs them all with the same secret.
const sign = (secret: string, purpose: string, payload: string) =>
  createHmac('sha256', secret).update(`${purpose}:${payload}`).digest();

/** `base64url(fields joined by ':').base64url(HMAC-SHA256)`; fields must not contain ':'. */
export function signToken(secret: string, purpose: string, fields: readonly string[]): string {
  const payload = fields.join(':');
  return `${Buffer.from(payload).toString('base64url')}.${sign(secret, purpose, payload).toString('base64url')}`;
}

/** The fields of a token whose signature for `purpose` is ours (compared in constant time), else null. */
export function readToken(secret: string, purpose: string, token: string): string[] | null {
  const [encoded, signature, ...rest] = token.split('.');
  if (!encoded || !signature || rest.length > 0) return null;
  const payload = Buffer.from(encoded, 'base64url').toString();
  const expected = sign(secret, purpose, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return payload.split(':');
}

/** An expiry as the decimal seconds since the epoch a token carries, and back. */
export const expiryField = (at: Date) => String(Math.floor(at.getTime() / 1000));
export const expiryOf = (field: string) => new Date(Number(field) * 1000);
