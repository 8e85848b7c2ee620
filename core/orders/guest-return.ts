import { z } from 'zod';
import type { CoreDeps } from '../deps.ts';
import { expiryField, expiryOf, readToken, signToken } from '../shared/signed-token.ts';

const purpose = 'guest-order';
/** A provider's checkout lives a day; the pass outlives it a little, as the pending order does. */
const passHours = 26;
const fields = z.tuple([z.literal('v1'), z.uuid(), z.string().regex(/^\d{1,12}$/)]);

/** The pass a guest's return URLs carry: it shows that order's status page, nothing else, for a day. */
export function guestReturnToken(deps: Pick<CoreDeps, 'secret' | 'clock'>, orderId: string): string {
  const expiresAt = new Date(deps.clock.now().getTime() + passHours * 3_600_000);
  return signToken(deps.secret, purpose, ['v1', orderId, expiryField(expiresAt)]);
}

/** Whether `token` is a live pass to `orderId`. */
export function isGuestReturnPass(deps: Pick<CoreDeps, 'secret' | 'clock'>, token: string, orderId: string): boolean {
  const parsed = fields.safeParse(readToken(deps.secret, purpose, token));
  return parsed.success && parsed.data[1] === orderId && expiryOf(parsed.data[2]) > deps.clock.now();
}
