import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { requireViewer, type Viewer } from '../accounts/viewer.ts';
import { findParticipation } from './conversation-access.ts';
import { iso } from './conversation-sql.ts';
import { type ConversationHeader, conversationHeader } from './conversation-view.ts';
import { type MessageRow, type MessageView, messageView } from './message-view.ts';
import { messageLimits, type ThreadQuery } from './messaging.schema.ts';

export interface ConversationThread {
  conversation: ConversationHeader & {
    /** When the viewer had last read it, before this visit: later messages of the other party are new. */
    lastReadAt: string | null;
  };
  /** Oldest first: the latest `messageLimits.threadPage` messages, or those before `query.before`. */
  messages: MessageView[];
  /** The id to ask `before` for the previous messages, when there are some. */
  olderBefore: string | null;
}

/**
 * A conversation and its messages, for one of its two participants only (anyone else: 404). Reading it does not
 * mark it read: mark-conversation-read.ts does.
 */
export async function getConversation(
  { db }: { db: Db },
  viewer: Viewer | null,
  id: string,
  query: ThreadQuery = {},
): Promise<ConversationThread> {
  const me = requireViewer(viewer).userId;
  const conversation = await findParticipation(db, me, id);
  const page = messageLimits.threadPage;
  const found = await rows<MessageRow>(
    db,
    sql`select m.id, m.conversation_id, m.sender_id, m.body, m.attachment_name, m.attachment_content_type,
          m.attachment_size_bytes, m.created_at, m.hidden_at,
          exists (select 1 from reports r
                  where r.reporter_id = ${me} and r.target_type = 'message' and r.target_id = m.id) as reported
        from messages m
        where m.conversation_id = ${id}
        ${
          query.before
            ? sql`and (m.created_at, m.id) < (select b.created_at, b.id from messages b
                                               where b.id = ${query.before} and b.conversation_id = ${id})`
            : sql``
        }
        order by m.created_at desc, m.id desc
        limit ${page + 1}`,
  );
  const shown = found.slice(0, page).reverse();
  const lastReadAt = conversation.role === 'buyer' ? conversation.buyer_last_read_at : conversation.seller_last_read_at;
  return {
    conversation: { ...conversationHeader(conversation), lastReadAt: lastReadAt ? iso(lastReadAt) : null },
    messages: shown.map((row) => messageView(row, me)),
    olderBefore: found.length > page ? (shown[0]?.id ?? null) : null,
  };
}
