import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { requireViewer, type Viewer } from '../accounts/viewer.ts';
import { hasUnread, isParticipant } from './conversation-sql.ts';
import { conversationId } from './messaging.schema.ts';

/**
 * How many of the viewer's conversations hold a message they have not read (the dashboard navigation's badge).
 * `opening` is the conversation the same request opens (any string from the URL): it is being marked read, so it
 * does not count.
 */
export async function countUnreadConversations(
  { db }: { db: Db },
  viewer: Viewer | null,
  { opening }: { opening?: string } = {},
): Promise<number> {
  const me = requireViewer(viewer).userId;
  const opened = conversationId.safeParse(opening);
  const [found] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from conversations c
        where ${isParticipant(me)} and ${hasUnread(me)}
        ${opened.success ? sql`and c.id <> ${opened.data}` : sql``}`,
  );
  return found?.n ?? 0;
}
