import { iso } from './conversation-sql.ts';

/** Where a participant downloads an attachment (server/api/v1/conversations.ts checks who asks). */
export const attachmentUrl = (conversationId: string, messageId: string) =>
  `/api/v1/me/conversations/${conversationId}/messages/${messageId}/attachment`;

export interface MessageAttachment {
  name: string;
  /** Found in the content, never the one the sender's browser claimed. */
  contentType: string;
  sizeBytes: number;
  url: string;
}

/** A message as one of the two participants sees it. */
export interface MessageView {
  id: string;
  /** Plain text, shown as written; empty when moderation removed the message. */
  body: string;
  createdAt: string;
  fromMe: boolean;
  attachment: MessageAttachment | null;
  /** Whether the viewer reported it (only the other party's messages can be). */
  reportedByMe: boolean;
  /** Removed by moderation: both participants see that it was, never its text nor its attachment. */
  hidden: boolean;
}

export interface MessageRow {
  id: string;
  conversation_id: string;
  sender_id: string | null;
  body: string;
  attachment_name: string | null;
  attachment_content_type: string | null;
  attachment_size_bytes: number | null;
  created_at: Date | string;
  reported: boolean;
  hidden_at?: Date | string | null;
}

export function messageView(row: MessageRow, me: string): MessageView {
  const hidden = row.hidden_at != null;
  return {
    id: row.id,
    body: hidden ? '' : row.body,
    createdAt: iso(row.created_at),
    fromMe: row.sender_id === me,
    attachment:
      !hidden && row.attachment_name && row.attachment_content_type
        ? {
            name: row.attachment_name,
            contentType: row.attachment_content_type,
            sizeBytes: Number(row.attachment_size_bytes ?? 0),
            url: attachmentUrl(row.conversation_id, row.id),
          }
        : null,
    reportedByMe: row.reported,
    hidden,
  };
}
