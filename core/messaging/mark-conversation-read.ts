import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { conversations } from '../../db/schema/index.ts';
import { requireViewer, type Viewer } from '../accounts/viewer.ts';
import type { Clock } from '../ports/clock.ts';
import { findParticipation } from './conversation-access.ts';

/**
 * Marks the conversation read up to now on the viewer's side (buyer_last_read_at or seller_last_read_at); a
 * participant only (anyone else: 404). Never moves the mark back.
 */
export async function markConversationRead(
  { db, clock }: { db: Db; clock: Clock },
  viewer: Viewer | null,
  id: string,
): Promise<{ readAt: string }> {
  const me = requireViewer(viewer).userId;
  const conversation = await findParticipation(db, me, id);
  const now = clock.now();
  const later = (column: typeof conversations.buyerLastReadAt) =>
    sql`greatest(${column}, ${now.toISOString()}::timestamptz)`;
  await db
    .update(conversations)
    .set(
      conversation.role === 'buyer'
        ? { buyerLastReadAt: later(conversations.buyerLastReadAt) }
        : { sellerLastReadAt: later(conversations.sellerLastReadAt) },
    )
    .where(eq(conversations.id, conversation.id));
  return { readAt: now.toISOString() };
}
