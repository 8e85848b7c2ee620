import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { requireViewer, type Viewer } from '../accounts/viewer.ts';
import {
  type ConversationRow,
  conversationColumns,
  conversationSource,
  hasUnread,
  iso,
  isParticipant,
  unreadMessages,
} from './conversation-sql.ts';
import { type ConversationHeader, conversationHeader } from './conversation-view.ts';
import type { ListConversationsQuery } from './messaging.schema.ts';

/** How much of the last message the inbox shows. */
const excerptLength = 160;

export interface ConversationSummary extends ConversationHeader {
  /** `hidden`: removed by moderation (no excerpt, no attachment name). */
  lastMessage: { excerpt: string; at: string; fromMe: boolean; attachmentName: string | null; hidden: boolean } | null;
  /** Messages of the other party the viewer has not read. */
  unreadCount: number;
}

export interface ConversationList {
  data: ConversationSummary[];
  meta: { total: number; page: number; per_page: number; unread_conversations: number };
}

type SummaryRow = ConversationRow & {
  last_body: string | null;
  last_at: Date | string | null;
  last_from_me: boolean | null;
  last_attachment: string | null;
  last_hidden: boolean | null;
  unread_count: number;
};

/**
 * The viewer's inbox: the conversations they take part in as a buyer or as a seller, latest message first, each
 * with the other party, the product, an excerpt of the last message and the unread count; the total and the number
 * of conversations with something unread. A conversation nobody has written in yet is not listed.
 */
export async function listConversations(
  { db }: { db: Db },
  viewer: Viewer | null,
  query: ListConversationsQuery,
): Promise<ConversationList> {
  const me = requireViewer(viewer).userId;
  const mine = sql`${isParticipant(me)} and c.last_message_at is not null`;
  const [found, [counts]] = await Promise.all([
    rows<SummaryRow>(
      db,
      sql`select ${conversationColumns(me)},
            case when lm.hidden_at is null then left(lm.body, ${excerptLength}) end as last_body,
            lm.created_at as last_at, lm.sender_id = ${me} as last_from_me,
            case when lm.hidden_at is null then lm.attachment_name end as last_attachment,
            lm.hidden_at is not null as last_hidden,
            unread.n as unread_count
          from ${conversationSource}
          left join lateral (
            select body, created_at, sender_id, attachment_name, hidden_at from messages
            where conversation_id = c.id order by created_at desc limit 1
          ) lm on true
          cross join lateral (select count(*)::int as n from ${unreadMessages(me)}) unread
          where ${mine}
          order by c.last_message_at desc, c.id
          limit ${query.per_page} offset ${(query.page - 1) * query.per_page}`,
    ),
    rows<{ total: number; unread: number }>(
      db,
      sql`select count(*)::int as total, (count(*) filter (where ${hasUnread(me)}))::int as unread
          from conversations c where ${mine}`,
    ),
  ]);
  return {
    data: found.map((row) => ({
      ...conversationHeader(row),
      lastMessage:
        row.last_at === null
          ? null
          : {
              excerpt: row.last_body ?? '',
              at: iso(row.last_at),
              fromMe: row.last_from_me === true,
              attachmentName: row.last_attachment,
              hidden: row.last_hidden === true,
            },
      unreadCount: row.unread_count,
    })),
    meta: {
      total: counts?.total ?? 0,
      page: query.page,
      per_page: query.per_page,
      unread_conversations: counts?.unread ?? 0,
    },
  };
}
