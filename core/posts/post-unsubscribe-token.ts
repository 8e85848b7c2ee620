import { readToken, signToken } from '../shared/signed-token.ts';

const purpose = 'creator-posts-unsubscribe';

/** The e-mails' one-click unsubscribe link: who stops receiving whose posts, signed; it does not expire. */
export const postUnsubscribePath = (secret: string, userId: string, sellerId: string) =>
  `/posts/unsubscribe/${signToken(secret, purpose, [userId, sellerId])}`;

/** The user and the creator of a genuine unsubscribe token, else null. */
export function readUnsubscribeToken(secret: string, token: string): { userId: string; sellerId: string } | null {
  const [userId, sellerId, ...rest] = readToken(secret, purpose, token) ?? [];
  if (!userId || !sellerId || rest.length > 0) return null;
  return { userId, sellerId };
}
