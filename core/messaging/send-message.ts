import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { conversations, messages } from '../../db/schema/index.ts';
import { requireVerifiedEmail, type Viewer } from '../accounts/viewer.ts';
import { nameForType, sanitizeFileName } from '../assets/file-name.ts';
import { detectContentType } from '../assets/sniff-content-type.ts';
import { notifyUsers } from '../notifications/notify-users.ts';
import type { Clock } from '../ports/clock.ts';
import type { FileStore } from '../ports/file-store.ts';
import type { Queue } from '../ports/queue.ts';
import { isAppError } from '../shared/app-error.ts';
import { HOUR_MS } from '../shared/rate-limit.ts';
import { findParticipation, otherUserId, type Participation } from './conversation-access.ts';
import { type MessageRow, type MessageView, messageView } from './message-view.ts';
import { messageInput, messageLimits } from './messaging.schema.ts';
import { messagingErrors } from './messaging-errors.ts';
import { countMessagingAction } from './messaging-rate-limits.ts';

/** A file sent with a message, held in memory (it is at most `messageLimits.attachmentMaxBytes`). */
export interface AttachmentUpload {
  /** The name the sender's browser gave (not URI-encoded). */
  name: string;
  bytes: Uint8Array;
}

/** The file of a form's `attachment` part, if one was chosen (a browser sends an empty, nameless part otherwise). */
export async function attachmentOf(part: unknown): Promise<AttachmentUpload | null> {
  if (!(part instanceof File) || (part.size === 0 && !part.name)) return null;
  return { name: part.name, bytes: new Uint8Array(await part.arrayBuffer()) };
}

interface CheckedAttachment {
  name: string;
  contentType: string;
  bytes: Uint8Array;
}

/** The attachment checked by its content: not empty, not too large, of a type that is safe to hand to the other. */
function checkAttachment(upload: AttachmentUpload): CheckedAttachment {
  if (upload.bytes.byteLength === 0) throw messagingErrors.attachmentEmpty();
  if (upload.bytes.byteLength > messageLimits.attachmentMaxBytes) {
    throw messagingErrors.attachmentTooLarge(messageLimits.attachmentMaxBytes);
  }
  let name: string;
  try {
    name = sanitizeFileName(encodeURIComponent(upload.name));
  } catch (error) {
    if (!isAppError(error)) throw error;
    name = 'attachment';
  }
  const sniffed = detectContentType(upload.bytes, name);
  if (!sniffed) throw messagingErrors.attachmentRefused();
  return { name: nameForType(name, sniffed.contentType), contentType: sniffed.contentType, bytes: upload.bytes };
}

/** Whether the recipient may be e-mailed about this message: at most one e-mail per conversation per hour. */
function mayEmail(conversation: Participation, now: Date): boolean {
  const last = conversation.role === 'buyer' ? conversation.seller_emailed_at : conversation.buyer_emailed_at;
  return !last || now.getTime() - new Date(last).getTime() >= HOUR_MS;
}

/** The viewer's message of this conversation sent with this idempotency key, if there is one. */
async function findSent(db: Db, me: string, conversationId: string, key: string): Promise<MessageView | null> {
  const [row] = await rows<MessageRow>(
    db,
    sql`select m.id, m.conversation_id, m.sender_id, m.body, m.attachment_name, m.attachment_content_type,
          m.attachment_size_bytes, m.created_at, m.hidden_at, false as reported
        from messages m
        where m.conversation_id = ${conversationId} and m.sender_id = ${me} and m.idempotency_key = ${key}`,
  );
  return row ? messageView(row, me) : null;
}

/**
 * Writes a message of the viewer (a participant; anyone else is told the conversation does not exist) with an
 * optional attachment, checked by its content and stored under the conversation's key. In one transaction, with
 * the conversation row locked: the message, the conversation's last activity (read up to now for the sender) and a
 * notification for the other participant, e-mailed too when the conversation has not e-mailed them in the last
 * hour — decided under the lock, so two messages at once cannot both send one. Rate limited per sender. With an
 * idempotency key already used by the viewer in this conversation, the message then sent is answered and nothing
 * is written (checked again under the lock, so a double click sends once).
 */
export async function sendMessage(
  deps: { db: Db; clock: Clock; files: FileStore; queue: Queue; publicUrl: string },
  viewer: Viewer | null,
  conversationId: string,
  input: unknown,
  upload: AttachmentUpload | null = null,
): Promise<MessageView> {
  const me = requireVerifiedEmail(viewer).userId;
  const { body, idempotencyKey } = messageInput.parse(input);
  await findParticipation(deps.db, me, conversationId);
  const replayed = idempotencyKey ? await findSent(deps.db, me, conversationId, idempotencyKey) : null;
  if (replayed) return replayed;
  const attachment = upload ? checkAttachment(upload) : null;
  if (!body && !attachment) throw messagingErrors.bodyRequired();
  await countMessagingAction(deps, 'message', me);

  const id = randomUUID();
  const key = attachment ? `messages/${conversationId}/${id}` : null;
  if (attachment && key) await deps.files.put(key, attachment.bytes, attachment.contentType);
  try {
    const now = deps.clock.now();
    const raced = await deps.db.transaction(async (tx) => {
      const conversation = await findParticipation(tx, me, conversationId, { lock: true });
      const first = idempotencyKey ? await findSent(tx, me, conversationId, idempotencyKey) : null;
      if (first) return first;
      const email = mayEmail(conversation, now);
      const buyer = conversation.role === 'buyer';
      await tx.insert(messages).values({
        id,
        conversationId,
        senderId: me,
        body,
        attachmentKey: key,
        attachmentName: attachment?.name ?? null,
        attachmentContentType: attachment?.contentType ?? null,
        attachmentSizeBytes: attachment?.bytes.byteLength ?? null,
        idempotencyKey: idempotencyKey ?? null,
        createdAt: now,
      });
      await tx
        .update(conversations)
        .set({
          lastMessageAt: now,
          ...(buyer ? { buyerLastReadAt: now } : { sellerLastReadAt: now }),
          ...(email ? (buyer ? { sellerEmailedAt: now } : { buyerEmailedAt: now }) : {}),
        })
        .where(eq(conversations.id, conversationId));
      await notifyUsers(
        tx,
        [
          {
            userId: otherUserId(conversation),
            kind: 'newMessage',
            params: () => ({
              name: buyer ? conversation.buyer_name : conversation.seller_name,
              subject: conversation.product_title ?? '',
              ...(conversation.product_title ? {} : { context: 'general' }),
            }),
            type: 'info',
            redirectUrl: `/dashboard/messages/${conversationId}`,
            ...(email ? { email: 'messages' as const } : {}),
          },
        ],
        { queue: deps.queue, publicUrl: deps.publicUrl },
      );
      return null;
    });
    if (raced) {
      if (key) await deps.files.delete(key);
      return raced;
    }
    return messageView(
      {
        id,
        conversation_id: conversationId,
        sender_id: me,
        body,
        attachment_name: attachment?.name ?? null,
        attachment_content_type: attachment?.contentType ?? null,
        attachment_size_bytes: attachment?.bytes.byteLength ?? null,
        created_at: now,
        reported: false,
      },
      me,
    );
  } catch (error) {
    if (key) await deps.files.delete(key);
    throw error;
  }
}
