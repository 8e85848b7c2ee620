import { z } from 'zod';
import { expiryField, expiryOf, readToken, signToken } from '../shared/signed-token.ts';

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

const purpose = 'download-link';

/** `base64url(payload).base64url(HMAC-SHA256)`: the payload names the user, the file, the right used and the expiry. */
export function signDownloadToken(secret: string, grant: DownloadGrant): string {
  const [kind, id] =
    'orderItemId' in grant.via ? ['item', grant.via.orderItemId] : ['subscription', grant.via.subscriptionId];
  return signToken(secret, purpose, ['v1', grant.userId, grant.fileId, kind, id, expiryField(grant.expiresAt)]);
}

/** The grant a token carries when its signature is ours (compared in constant time); expiry is the caller's to check. */
export function readDownloadToken(secret: string, token: string): TokenCheck {
  const fields = readToken(secret, purpose, token);
  const parsed = payloadSchema.safeParse(fields);
  if (!parsed.success) return { ok: false };
  const [, userId, fileId, kind, id, expires] = parsed.data;
  return {
    ok: true,
    grant: {
      userId,
      fileId,
      via: kind === 'item' ? { orderItemId: id } : { subscriptionId: id },
      expiresAt: expiryOf(expires),
    },
  };
}
