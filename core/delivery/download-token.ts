import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** What a download link grants: one file to one user, through one order line's licence or one subscription. */
export interface DownloadGrant {
  userId: string;
  fileId: string;
  /** `item:<order item id>` (a licence) or `subscription:<subscription id>`. */
  via: { orderItemId: string } | { subscriptionId: string };
  expiresAt: Date;
}

export type TokenCheck = { ok: true; grant: DownloadGrant } | { ok: false };

const payloadSchema = z.tuple([
  z.literal('v1'),
  z.uuid(),
  z.uuid(),
  z.enum(['item', 'subscription']),
  z.uuid(),
  z.string().regex(/^\d{1,12}$/),
]);

// A purpose prefix keeps these signatures apart from anything else the server signs with the same secret.
const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`download-link:${payload}`).digest();

/** `base64url(payload).base64url(HMAC-SHA256)`: the payload names the user, the file, the right used and the expiry. */
export function signDownloadToken(secret: string, grant: DownloadGrant): string {
  const [kind, id] =
    'orderItemId' in grant.via ? ['item', grant.via.orderItemId] : ['subscription', grant.via.subscriptionId];
  const expires = Math.floor(grant.expiresAt.getTime() / 1000);
  const payload = ['v1', grant.userId, grant.fileId, kind, id, String(expires)].join(':');
  return `${Buffer.from(payload).toString('base64url')}.${sign(secret, payload).toString('base64url')}`;
}

/** The grant a token carries when its signature is ours (compared in constant time); expiry is the caller's to check. */
export function readDownloadToken(secret: string, token: string): TokenCheck {
  const [encoded, signature, ...rest] = token.split('.');
  if (!encoded || !signature || rest.length > 0) return { ok: false };
  const payload = Buffer.from(encoded, 'base64url').toString();
  const expected = sign(secret, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false };
  const parsed = payloadSchema.safeParse(payload.split(':'));
  if (!parsed.success) return { ok: false };
  const [, userId, fileId, kind, id, expires] = parsed.data;
  return {
    ok: true,
    grant: {
      userId,
      fileId,
      via: kind === 'item' ? { orderItemId: id } : { subscriptionId: id },
      expiresAt: new Date(Number(expires) * 1000),
    },
  };
}
