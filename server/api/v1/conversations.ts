import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getAttachment } from '../../../core/messaging/get-attachment.ts';
import { getConversation } from '../../../core/messaging/get-conversation.ts';
import { listConversations } from '../../../core/messaging/list-conversations.ts';
import { markConversationRead } from '../../../core/messaging/mark-conversation-read.ts';
import {
  listConversationsQuery,
  messageBody,
  messageLimits,
  reportMessageBody,
  startConversationBody,
  threadQuery,
} from '../../../core/messaging/messaging.schema.ts';
import { messagingErrors } from '../../../core/messaging/messaging-errors.ts';
import { reportMessage } from '../../../core/messaging/report-message.ts';
import { type AttachmentUpload, attachmentOf, sendMessage } from '../../../core/messaging/send-message.ts';
import { startConversation } from '../../../core/messaging/start-conversation.ts';
import { AppError } from '../../../core/shared/app-error.ts';
import { dateTime, idParams, int, uuid } from './api-fields.ts';
import type { ApiEnv } from './env.ts';
import { jsonBody, smallBody } from './json-body.ts';
import { answer, dataAnswer, jsonBody as jsonRequest, pageOf, signedInRoute } from './openapi-kit.ts';
import { signedInRouter } from './require-signed-in.ts';
import { translatedErrors } from './translated-error.ts';

const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** Messaging's failures in the request's language (a too-large attachment names the limit in megabytes). */
const translatedError = translatedErrors({
  namespace: 'messages',
  unknownKeysCode: 'invalid_request',
  values: (error) => ({ megabytes: megabytes(Number(error.details?.maxBytes ?? messageLimits.attachmentMaxBytes)) }),
});

/** A message and its file: at most the attachment's limit plus room for the text and the multipart framing. */
const messageBodyLimit = bodyLimit({
  maxSize: messageLimits.attachmentMaxBytes + 64 * 1024,
  onError: (c) => translatedError(messagingErrors.attachmentTooLarge(messageLimits.attachmentMaxBytes), c),
});

/**
 * A message is JSON (`{ "body": "…" }`) or, with a file, `multipart/form-data` with the fields `body` and
 * `attachment` — the form of /dashboard/messages/:id, usable as is by any HTTP client.
 */
async function messageRequest(c: Context<ApiEnv>): Promise<{ input: unknown; upload: AttachmentUpload | null }> {
  if (!(c.req.header('content-type') ?? '').startsWith('multipart/form-data')) {
    // Text alone: 5 000 characters, even all escaped, stay well under 64 KB.
    if (Number(c.req.header('content-length') ?? 0) > 64 * 1024) {
      throw new AppError('payload_too_large', 413, 'Requête trop volumineuse');
    }
    return { input: await jsonBody(c, messageBody), upload: null };
  }
  const form = await c.req.parseBody().catch(() => {
    throw new AppError('invalid_request', 400, 'Paramètres invalides');
  });
  const upload = await attachmentOf(form.attachment);
  return { input: { body: typeof form.body === 'string' ? form.body : '' }, upload };
}

const Party = z.object({
  name: z.string(),
  avatarUrl: z.string().nullable(),
  sellerId: uuid.nullable().openapi({ description: 'When the other party is the seller' }),
});
const conversationHeader = {
  id: uuid,
  role: z.enum(['buyer', 'seller']).openapi({ description: "The caller's side" }),
  otherParty: Party,
  product: z.object({ id: uuid, title: z.string(), slug: z.string(), published: z.boolean() }).nullable(),
  lastMessageAt: dateTime.nullable(),
};

const Message = z
  .object({
    id: uuid,
    body: z.string().openapi({ description: 'Plain text' }),
    createdAt: dateTime,
    fromMe: z.boolean(),
    attachment: z.object({ name: z.string(), contentType: z.string(), sizeBytes: int, url: z.string() }).nullable(),
    reportedByMe: z.boolean(),
    hidden: z.boolean().openapi({ description: 'Removed by moderation: `body` is empty and `attachment` null' }),
  })
  .openapi('Message');

const ConversationList = pageOf(
  z.object({
    ...conversationHeader,
    lastMessage: z
      .object({
        excerpt: z.string(),
        at: dateTime,
        fromMe: z.boolean(),
        attachmentName: z.string().nullable(),
        hidden: z.boolean().openapi({ description: 'Removed by moderation: no excerpt' }),
      })
      .nullable(),
    unreadCount: int,
  }),
  { unread_conversations: int.openapi({ description: 'Conversations with an unread message' }) },
).openapi('ConversationList');

const ConversationThread = z
  .object({
    conversation: z.object({ ...conversationHeader, lastReadAt: dateTime.nullable() }),
    messages: z.array(Message),
    olderBefore: uuid.nullable().openapi({ description: 'Pass as `before` for older messages' }),
  })
  .openapi('ConversationThread');

const IdOnly = z.object({ id: uuid });
const invalid =
  'Invalid body (code invalid_request; details.fields lists each field with its code and translated message)';
const rateLimited = 'Too many conversations or messages (code rate_limited); see the Retry-After header';
const notParticipant =
  'No such conversation, or the caller is not one of its two participants (code conversation_not_found)';

/**
 * The signed-in user's conversations with sellers and buyers (issue 7): the inbox, starting one, a thread, writing
 * (with an attachment), marking read, downloading an attachment. Mounted at /api/v1/me/conversations. Ids are read
 * as strings: a malformed one is a conversation or message the caller does not take part in (404).
 */
export const conversationsApi = signedInRouter()
  .openapi(
    signedInRoute({
      method: 'get',
      path: '/',
      operationId: 'listConversations',
      summary: "The caller's conversations (as a buyer and as a seller), latest message first, with unread counts",
      request: { query: listConversationsQuery },
      responses: { 200: answer('A page of conversations', ConversationList) },
      refusals: { 400: 'Malformed page or per_page' },
    }),
    async (c) => c.json(await listConversations(c.var.deps, c.var.viewer, c.req.valid('query')), 200),
  )
  .openapi(
    signedInRoute({
      method: 'post',
      path: '/',
      operationId: 'startConversation',
      summary:
        'Open the conversation with the seller of a product (or with a seller directly); the existing one if any',
      middleware: [smallBody] as const,
      request: { body: jsonRequest(startConversationBody) },
      responses: {
        200: dataAnswer('The existing conversation', IdOnly),
        201: dataAnswer('A new conversation', IdOnly),
      },
      refusals: {
        400: invalid,
        403: 'Own product or own seller profile (own_conversation), or e-mail not verified',
        404: 'No such product (or not published), or no such seller',
        429: rateLimited,
      },
    }),
    async (c) => {
      const { id, created } = await startConversation(c.var.deps, c.var.viewer, c.req.valid('json'));
      return created ? c.json({ data: { id } }, 201) : c.json({ data: { id } }, 200);
    },
  )
  .openapi(
    signedInRoute({
      method: 'get',
      path: '/{id}',
      operationId: 'getConversation',
      summary: 'A conversation and its latest messages (or those before `before`); does not mark it read',
      request: { params: idParams('id'), query: threadQuery },
      responses: { 200: dataAnswer('The thread', ConversationThread) },
      refusals: { 400: 'before is not a message id', 404: notParticipant },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json({ data: await getConversation(c.var.deps, c.var.viewer, id, c.req.valid('query')) }, 200);
    },
  )
  .openapi(
    signedInRoute({
      method: 'post',
      path: '/{id}/messages',
      operationId: 'sendMessage',
      summary: 'Write a message; with a file, send multipart/form-data (fields body and attachment)',
      description: `The attachment's type is read from its content: images, PDF, archives, videos and UTF-8 text are accepted; executables, HTML, SVG and anything unknown are refused (415). At most ${megabytes(messageLimits.attachmentMaxBytes)} MB (413). The other participant gets a notification, and an e-mail at most once per conversation per hour.`,
      middleware: [messageBodyLimit] as const,
      // Two media types read by the handler (messageRequest), so described here rather than validated by the route.
      request: {
        params: idParams('id'),
        body: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: { body: { type: 'string', maxLength: messageLimits.bodyMax } },
                additionalProperties: false,
              },
            },
            'multipart/form-data': {
              schema: {
                type: 'object',
                properties: {
                  body: { type: 'string', maxLength: messageLimits.bodyMax },
                  attachment: { type: 'string', format: 'binary' },
                },
              },
            },
          },
        },
      },
      responses: { 201: dataAnswer('Sent', Message) },
      refusals: {
        400: invalid,
        403: 'E-mail not verified',
        404: notParticipant,
        413: 'Attachment too large (attachment_too_large)',
        415: 'Attachment of a refused type (attachment_type_refused)',
        429: rateLimited,
      },
    }),
    async (c) => {
      const { input, upload } = await messageRequest(c);
      const { id } = c.req.valid('param');
      return c.json({ data: await sendMessage(c.var.deps, c.var.viewer, id, input, upload) }, 201);
    },
  )
  .openapi(
    signedInRoute({
      method: 'get',
      path: '/{id}/messages/{messageId}/attachment',
      operationId: 'downloadMessageAttachment',
      summary: "A message's attachment, as a download (participants only)",
      request: { params: idParams('id', 'messageId') },
      responses: {
        200: {
          description: 'The file (Content-Disposition: attachment; its Content-Type is the type found in its content)',
          content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
        },
      },
      refusals: { 404: 'Not a participant, or no such message or attachment' },
    }),
    async (c) => {
      const { id, messageId } = c.req.valid('param');
      const file = await getAttachment(c.var.deps, c.var.viewer, id, messageId);
      return c.body(file.body, 200, file.headers);
    },
  )
  .openapi(
    signedInRoute({
      method: 'post',
      path: '/{id}/read',
      operationId: 'markConversationRead',
      summary: "Mark the conversation read up to now on the caller's side",
      request: { params: idParams('id') },
      responses: { 200: dataAnswer('Marked read', z.object({ readAt: dateTime })) },
      refusals: { 404: notParticipant },
    }),
    async (c) => c.json({ data: await markConversationRead(c.var.deps, c.var.viewer, c.req.valid('param').id) }, 200),
  );
conversationsApi.onError(translatedError);

/** Reporting a message of a conversation one takes part in. Mounted at /api/v1/me/messages. */
export const messageReportsApi = signedInRouter(smallBody)
  .openapi(
    signedInRoute({
      method: 'post',
      path: '/{id}/report',
      operationId: 'reportMessage',
      summary: "Report the other participant's message to the moderators (once per user and message)",
      request: { params: idParams('id'), body: jsonRequest(reportMessageBody) },
      responses: { 201: dataAnswer('Reported', IdOnly) },
      refusals: {
        400: invalid,
        403: "One's own message (own_message)",
        404: 'No such message in a conversation of the caller (message_not_found)',
        409: 'Already reported by this user (already_reported)',
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json({ data: await reportMessage(c.var.deps, c.var.viewer, id, c.req.valid('json')) }, 201);
    },
  )
  .onError(translatedError);
