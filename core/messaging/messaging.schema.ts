import { z } from 'zod';
import { pageNumber } from '../shared/page-number.ts';
import { reportInputOf } from '../shared/report-input.ts';

/**
 * The messaging inputs, each shared by the /dashboard/messages pages (form, action), the REST API and the OpenAPI
 * document. Messages are codes, translated by the UI under `messages:errors.<code>` and by the API
 * (server/api/v1/conversations.ts). Browser-safe.
 */

export const messageLimits = {
  bodyMax: 5000,
  /** An attachment is held in memory while it is checked: 10 MB at most. */
  attachmentMaxBytes: 10 * 1024 * 1024,
  /** Messages of a thread shown at once; older ones are a link away. */
  threadPage: 50,
} as const;

/** Who a buyer writes to: the seller of a product (about it), or a seller directly (from their page). */
const conversationTarget = z.object({
  productId: z.uuid('target_invalid').optional().describe('The product the conversation is about.'),
  sellerId: z
    .uuid('target_invalid')
    .optional()
    .describe('The seller profile written to directly (without a product). Give one of productId and sellerId.'),
});
const oneTarget = (target: { productId?: string; sellerId?: string }) => !target.productId !== !target.sellerId;

export const startConversationInput = conversationTarget.refine(oneTarget, 'target_required');
export type StartConversationInput = z.output<typeof startConversationInput>;

/** A message's text: plain text, shown as written (never as HTML, links not made clickable). */
export const messageInput = z.object({
  body: z.string('body_required').trim().max(messageLimits.bodyMax, 'body_too_long').default(''),
  idempotencyKey: z
    .uuid('idempotency_key_invalid')
    .optional()
    .describe(
      'A uuid chosen for each message composed: sending again with the same key answers the first message, not a second one.',
    ),
});
export type MessageInput = z.output<typeof messageInput>;

export const messageReportReasons = ['spam', 'scam', 'harassment', 'personal_data', 'other'] as const;
export type MessageReportReason = (typeof messageReportReasons)[number];

/** A report of a message to the moderators: why, and optionally more words. */
export const reportMessageInput = reportInputOf(messageReportReasons);
export type ReportMessageInput = z.output<typeof reportMessageInput>;

/** The JSON bodies of the API: the same schemas, refusing unknown keys. */
export const startConversationBody = conversationTarget.strict().refine(oneTarget, 'target_required');
export const messageBody = messageInput.strict();
export const reportMessageBody = reportMessageInput.strict();

/** The inbox's page: `?page=` on /dashboard/messages, `page` and `per_page` on the API. */
export const listConversationsQuery = z.object({
  page: pageNumber,
  per_page: z.coerce
    .number()
    .int()
    .min(1)
    .max(50)
    .default(20)
    .describe('Conversations per page (latest message first).'),
});
export type ListConversationsQuery = z.output<typeof listConversationsQuery>;

/** Which messages of a thread: the latest, or with `before` (a message id) the ones written before it. */
export const threadQuery = z.object({
  before: z.uuid().optional().describe('A message id: the messages written before it (older ones).'),
});
export type ThreadQuery = z.output<typeof threadQuery>;

/** A conversation or message id in a path. */
export const conversationId = z.uuid();
export const messageId = z.uuid();
