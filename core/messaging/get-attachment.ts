import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { requireViewer, type Viewer } from '../accounts/viewer.ts';
import type { FileStore } from '../ports/file-store.ts';
import { attachmentHeaders } from '../shared/attachment-disposition.ts';
import { findParticipation } from './conversation-access.ts';
import { messageId } from './messaging.schema.ts';
import { messagingErrors } from './messaging-errors.ts';

export interface AttachmentFile {
  body: ReadableStream<Uint8Array>;
  headers: Record<string, string>;
}

/**
 * A message's attachment, for the two participants of its conversation only (anyone else, or a message moderation
 * removed: 404). Always a download
 * (`Content-Disposition: attachment`), with the type found in its content and `nosniff`, so a browser never renders
 * it as a page of this site; never cached by a shared cache.
 */
export async function getAttachment(
  { db, files, log }: { db: Db; files: FileStore; log: Logger },
  viewer: Viewer | null,
  conversationId: string,
  id: string,
): Promise<AttachmentFile> {
  const me = requireViewer(viewer).userId;
  await findParticipation(db, me, conversationId);
  if (!messageId.safeParse(id).success) throw messagingErrors.attachmentNotFound();
  const [message] = await rows<{ key: string | null; name: string | null; type: string | null }>(
    db,
    sql`select attachment_key as key, attachment_name as name, attachment_content_type as type
        from messages where id = ${id} and conversation_id = ${conversationId} and hidden_at is null`,
  );
  if (!message?.key || !message.name || !message.type) throw messagingErrors.attachmentNotFound();
  const stored = await files.open(message.key);
  if (!stored) {
    log.error({ messageId: id, key: message.key }, 'message attachment missing from the store');
    throw messagingErrors.attachmentNotFound();
  }
  return { body: stored.body, headers: attachmentHeaders(message.name, message.type, stored.size) };
}
