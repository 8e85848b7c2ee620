import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { requireViewer, type Viewer } from '../accounts/viewer.ts';
import { fileReport } from '../shared/file-report.ts';
import { isParticipant } from './conversation-sql.ts';
import { messageId, reportMessageInput } from './messaging.schema.ts';
import { messagingErrors } from './messaging-errors.ts';

/**
 * Reports a message to the moderators (the `reports` table, target `message`): only a participant of its
 * conversation may, and only the other party's message (anyone else: 404; one's own: 403); once per message — a
 * second report is refused with 409 `already_reported` and not stored.
 */
export async function reportMessage(
  { db }: { db: Db },
  viewer: Viewer | null,
  id: string,
  input: unknown,
): Promise<{ id: string }> {
  const me = requireViewer(viewer).userId;
  const { reason, details } = reportMessageInput.parse(input);
  if (!messageId.safeParse(id).success) throw messagingErrors.messageNotFound();
  const [message] = await rows<{ id: string; sender_id: string | null }>(
    db,
    sql`select m.id, m.sender_id from messages m join conversations c on c.id = m.conversation_id
        where m.id = ${id} and ${isParticipant(me)}`,
  );
  if (!message) throw messagingErrors.messageNotFound();
  if (message.sender_id === me) throw messagingErrors.ownMessage();
  return fileReport(
    db,
    { reporterId: me, targetType: 'message', targetId: message.id, reason, details },
    messagingErrors.alreadyReported,
  );
}
