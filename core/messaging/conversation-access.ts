import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { type ConversationRow, conversationColumns, conversationSource, isParticipant } from './conversation-sql.ts';
import { conversationId } from './messaging.schema.ts';
import { messagingErrors } from './messaging-errors.ts';

/** A conversation the viewer takes part in, with what sending and reading need. */
export interface Participation extends ConversationRow {
  buyer_id: string;
  seller_user_id: string;
  buyer_last_read_at: Date | string | null;
  seller_last_read_at: Date | string | null;
  buyer_emailed_at: Date | string | null;
  seller_emailed_at: Date | string | null;
}

/**
 * The conversation `id` if `me` is one of its two participants; anyone else (an administrator too: private
 * messages are read by their participants only, a reported message reaches the moderators through its report) is
 * told it does not exist. `lock` takes the conversation row for update, which orders concurrent messages.
 */
export async function findParticipation(
  db: Db,
  me: string,
  id: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<Participation> {
  if (!conversationId.safeParse(id).success) throw messagingErrors.conversationNotFound();
  const [found] = await rows<Participation>(
    db,
    sql`select ${conversationColumns(me)}, c.buyer_id, s.user_id as seller_user_id,
          c.buyer_last_read_at, c.seller_last_read_at, c.buyer_emailed_at, c.seller_emailed_at
        from ${conversationSource}
        where c.id = ${id} and ${isParticipant(me)}
        ${lock ? sql`for update of c` : sql``}`,
  );
  if (!found) throw messagingErrors.conversationNotFound();
  return found;
}

/** The other participant's user id. */
export const otherUserId = (p: Participation) => (p.role === 'buyer' ? p.seller_user_id : p.buyer_id);
