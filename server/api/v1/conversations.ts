import type { Context } from 'hono';
import { Hono } from 'hono';
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
import { queryObject } from '../../../core/shared/query-object.ts';
import type { ApiEnv } from './env.ts';
import { jsonBody, smallBody } from './json-body.ts';
import {
  dataOf,
  errorResponse,
  json,
  jsonRequestBody,
  pageMeta,
  queryParameters,
  schemaRef,
  signedInSecurity,
  uuidPath,
} from './openapi-helpers.ts';
import { requireSignedIn } from './require-signed-in.ts';
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

/**
 * The signed-in user's conversations with sellers and buyers (issue 7): the inbox, starting one, a thread, writing
 * (with an attachment), marking read, downloading an attachment. Mounted at /api/v1/me/conversations.
 */
export const conversationsApi = new Hono<ApiEnv>()
  .use(requireSignedIn)
  .get('/', async (c) => {
    const query = listConversationsQuery.parse(queryObject(new URL(c.req.url)));
    return c.json(await listConversations(c.var.deps, c.var.viewer, query));
  })
  .post('/', smallBody, async (c) => {
    const input = await jsonBody(c, startConversationBody);
    const { id, created } = await startConversation(c.var.deps, c.var.viewer, input);
    return c.json({ data: { id } }, created ? 201 : 200);
  })
  .get('/:id', async (c) => {
    const query = threadQuery.parse(queryObject(new URL(c.req.url)));
    return c.json({ data: await getConversation(c.var.deps, c.var.viewer, c.req.param('id'), query) });
  })
  .post('/:id/messages', messageBodyLimit, async (c) => {
    const { input, upload } = await messageRequest(c);
    return c.json({ data: await sendMessage(c.var.deps, c.var.viewer, c.req.param('id'), input, upload) }, 201);
  })
  .get('/:id/messages/:messageId/attachment', async (c) => {
    const file = await getAttachment(c.var.deps, c.var.viewer, c.req.param('id'), c.req.param('messageId'));
    return c.body(file.body as Uint8Array<ArrayBuffer>, 200, file.headers);
  })
  .post('/:id/read', async (c) => {
    return c.json({ data: await markConversationRead(c.var.deps, c.var.viewer, c.req.param('id')) });
  })
  .onError(translatedError);

/** Reporting a message of a conversation one takes part in. Mounted at /api/v1/me/messages. */
export const messageReportsApi = new Hono<ApiEnv>()
  .use(requireSignedIn)
  .post('/:id/report', smallBody, async (c) => {
    const input = await jsonBody(c, reportMessageBody);
    return c.json({ data: await reportMessage(c.var.deps, c.var.viewer, c.req.param('id'), input) }, 201);
  })
  .onError(translatedError);

/* ---------- OpenAPI (merged into server/api/v1/openapi.ts) ---------- */

const invalid = errorResponse(
  'Invalid body (code invalid_request; details.fields lists each field with its code and translated message)',
);
const rateLimited = errorResponse('Too many conversations or messages (code rate_limited); see the Retry-After header');
const notParticipant = errorResponse(
  'No such conversation, or the caller is not one of its two participants (code conversation_not_found)',
);
const idObject = { type: 'object', properties: { id: { type: 'string', format: 'uuid' } } };

export const conversationsOpenApiPaths = {
  '/me/conversations': {
    get: {
      operationId: 'listConversations',
      summary: "The caller's conversations (as a buyer and as a seller), latest message first, with unread counts",
      security: signedInSecurity,
      parameters: queryParameters(listConversationsQuery),
      responses: {
        200: { description: 'A page of conversations', content: json(schemaRef('ConversationList')) },
        400: errorResponse('Malformed page or per_page'),
        401: errorResponse('No valid session'),
      },
    },
    post: {
      operationId: 'startConversation',
      summary:
        'Open the conversation with the seller of a product (or with a seller directly); the existing one if any',
      security: signedInSecurity,
      requestBody: jsonRequestBody(startConversationBody),
      responses: {
        200: { description: 'The existing conversation', content: dataOf(idObject) },
        201: { description: 'A new conversation', content: dataOf(idObject) },
        400: invalid,
        401: errorResponse('No valid session'),
        403: errorResponse('Own product or own seller profile (own_conversation), or e-mail not verified'),
        404: errorResponse('No such product (or not published), or no such seller'),
        429: rateLimited,
      },
    },
  },
  '/me/conversations/{id}': {
    get: {
      operationId: 'getConversation',
      summary: 'A conversation and its latest messages (or those before `before`); does not mark it read',
      security: signedInSecurity,
      parameters: [uuidPath('id'), ...queryParameters(threadQuery)],
      responses: {
        200: { description: 'The thread', content: dataOf(schemaRef('ConversationThread')) },
        401: errorResponse('No valid session'),
        404: notParticipant,
      },
    },
  },
  '/me/conversations/{id}/messages': {
    post: {
      operationId: 'sendMessage',
      summary: 'Write a message; with a file, send multipart/form-data (fields body and attachment)',
      description: `The attachment's type is read from its content: images, PDF, archives, videos and UTF-8 text are accepted; executables, HTML, SVG and anything unknown are refused (415). At most ${megabytes(messageLimits.attachmentMaxBytes)} MB (413). The other participant gets a notification, and an e-mail at most once per conversation per hour.`,
      security: signedInSecurity,
      parameters: [uuidPath('id')],
      requestBody: {
        required: true,
        content: {
          ...jsonRequestBody(messageBody).content,
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
      responses: {
        201: { description: 'Sent', content: dataOf(schemaRef('Message')) },
        400: invalid,
        401: errorResponse('No valid session'),
        403: errorResponse('E-mail not verified'),
        404: notParticipant,
        413: errorResponse('Attachment too large (attachment_too_large)'),
        415: errorResponse('Attachment of a refused type (attachment_type_refused)'),
        429: rateLimited,
      },
    },
  },
  '/me/conversations/{id}/messages/{messageId}/attachment': {
    get: {
      operationId: 'downloadMessageAttachment',
      summary: "A message's attachment, as a download (participants only)",
      security: signedInSecurity,
      parameters: [uuidPath('id'), uuidPath('messageId')],
      responses: {
        200: { description: 'The file (Content-Disposition: attachment; the type found in its content)' },
        401: errorResponse('No valid session'),
        404: errorResponse('Not a participant, or no such message or attachment'),
      },
    },
  },
  '/me/conversations/{id}/read': {
    post: {
      operationId: 'markConversationRead',
      summary: "Mark the conversation read up to now on the caller's side",
      security: signedInSecurity,
      parameters: [uuidPath('id')],
      responses: {
        200: {
          description: 'Marked read',
          content: dataOf({ type: 'object', properties: { readAt: { type: 'string', format: 'date-time' } } }),
        },
        401: errorResponse('No valid session'),
        404: notParticipant,
      },
    },
  },
  '/me/messages/{id}/report': {
    post: {
      operationId: 'reportMessage',
      summary: "Report the other participant's message to the moderators (once per user and message)",
      security: signedInSecurity,
      parameters: [uuidPath('id')],
      requestBody: jsonRequestBody(reportMessageBody),
      responses: {
        201: { description: 'Reported', content: dataOf(idObject) },
        400: invalid,
        401: errorResponse('No valid session'),
        403: errorResponse("One's own message (own_message)"),
        404: errorResponse('No such message in a conversation of the caller (message_not_found)'),
        409: errorResponse('Already reported by this user (already_reported)'),
      },
    },
  },
};

const party = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    avatarUrl: { type: ['string', 'null'] },
    sellerId: { type: ['string', 'null'], format: 'uuid', description: 'When the other party is the seller' },
  },
};
const conversationHeader = {
  id: { type: 'string', format: 'uuid' },
  role: { type: 'string', enum: ['buyer', 'seller'], description: "The caller's side" },
  otherParty: party,
  product: {
    type: ['object', 'null'],
    properties: {
      id: { type: 'string', format: 'uuid' },
      title: { type: 'string' },
      slug: { type: 'string' },
      published: { type: 'boolean' },
    },
  },
  lastMessageAt: { type: ['string', 'null'], format: 'date-time' },
};

export const conversationsOpenApiSchemas = {
  Message: {
    type: 'object',
    properties: {
      id: { type: 'string', format: 'uuid' },
      body: { type: 'string', description: 'Plain text' },
      createdAt: { type: 'string', format: 'date-time' },
      fromMe: { type: 'boolean' },
      attachment: {
        type: ['object', 'null'],
        properties: {
          name: { type: 'string' },
          contentType: { type: 'string' },
          sizeBytes: { type: 'integer' },
          url: { type: 'string' },
        },
      },
      reportedByMe: { type: 'boolean' },
      hidden: { type: 'boolean', description: 'Removed by moderation: `body` is empty and `attachment` null' },
    },
  },
  ConversationList: {
    type: 'object',
    properties: {
      data: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            ...conversationHeader,
            lastMessage: {
              type: ['object', 'null'],
              properties: {
                excerpt: { type: 'string' },
                at: { type: 'string', format: 'date-time' },
                fromMe: { type: 'boolean' },
                attachmentName: { type: ['string', 'null'] },
                hidden: { type: 'boolean', description: 'Removed by moderation: no excerpt' },
              },
            },
            unreadCount: { type: 'integer' },
          },
        },
      },
      meta: pageMeta({
        unread_conversations: { type: 'integer', description: 'Conversations with an unread message' },
      }),
    },
  },
  ConversationThread: {
    type: 'object',
    properties: {
      conversation: {
        type: 'object',
        properties: { ...conversationHeader, lastReadAt: { type: ['string', 'null'], format: 'date-time' } },
      },
      messages: { type: 'array', items: schemaRef('Message') },
      olderBefore: { type: ['string', 'null'], format: 'uuid', description: 'Pass as `before` for older messages' },
    },
  },
};
