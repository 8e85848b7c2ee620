import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { broadcastBody, listBroadcastsQuery } from '../../../core/admin/broadcasts/broadcast.schema.ts';
import { listBroadcasts } from '../../../core/admin/broadcasts/list-broadcasts.ts';
import { previewBroadcast, sendBroadcast } from '../../../core/admin/broadcasts/send-broadcast.ts';
import { AppError } from '../../../core/shared/app-error.ts';
import { queryObject } from '../../../core/shared/query-object.ts';
import { toErrorResponse } from '../../middleware/errors.ts';
import type { ApiEnv } from './env.ts';
import { jsonBody } from './json-body.ts';
import {
  dataOf,
  errorResponse,
  jsonRequestBody,
  pageMeta,
  queryParameters,
  signedInSecurity,
} from './openapi-helpers.ts';
import { translatedErrors } from './translated-error.ts';

/** A broadcast's failures in the request's language. */
const translatedError = translatedErrors({ namespace: 'adminNotifications' });

/** A broadcast body: 1 000 characters of message, even escaped, stay well under 16 KB. */
const broadcastBodyLimit = bodyLimit({
  maxSize: 16 * 1024,
  onError: (c) => toErrorResponse(new AppError('payload_too_large', 413, 'Requête trop volumineuse'), c),
});

/**
 * `GET /api/v1/admin/notifications` (the history, with recipients and reads) and `POST /api/v1/admin/notifications`
 * (send, or `preview: true` to count the recipients without sending): mounted under `/admin` behind the admin guard.
 */
export const adminNotificationsApi = new Hono<ApiEnv>()
  .get('/notifications', async (c) => {
    const query = listBroadcastsQuery.parse(queryObject(c.req.url));
    return c.json(await listBroadcasts(c.var.deps, c.var.viewer, query));
  })
  .post('/notifications', broadcastBodyLimit, async (c) => {
    try {
      const { preview, ...input } = await jsonBody(c, broadcastBody);
      if (preview) return c.json({ data: await previewBroadcast(c.var.deps, c.var.viewer, input) });
      const sent = await sendBroadcast(c.var.deps, c.var.viewer, input, { ip: c.var.clientIp });
      return c.json({ data: sent }, sent.sent ? 201 : 200);
    } catch (error) {
      return translatedError(error, c);
    }
  });

const broadcastSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', format: 'uuid' },
    title: { type: 'string' },
    message: { type: 'string' },
    type: { type: 'string', enum: ['success', 'warning', 'error', 'info'] },
    redirectUrl: { type: ['string', 'null'] },
    audience: { type: 'string', enum: ['all', 'role', 'user'] },
    role: { type: ['string', 'null'] },
    userEmail: { type: ['string', 'null'] },
    recipients: { type: 'integer' },
    reads: { type: 'integer' },
    emailed: { type: 'boolean' },
    author: {
      type: ['object', 'null'],
      properties: { id: { type: 'string' }, name: { type: 'string' }, email: { type: 'string' } },
    },
    createdAt: { type: 'string', format: 'date-time' },
  },
};

export const adminNotificationsOpenApiPaths = {
  '/admin/notifications': {
    get: {
      operationId: 'listAdminBroadcasts',
      summary: 'The notifications administrators sent, newest first, with their counts of recipients and reads',
      security: signedInSecurity,
      parameters: queryParameters(listBroadcastsQuery),
      responses: {
        200: {
          description: 'A page of broadcasts',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: { data: { type: 'array', items: broadcastSchema }, meta: pageMeta() },
              },
            },
          },
        },
        400: errorResponse('Invalid query'),
        401: errorResponse('No valid session'),
        403: errorResponse('Not an administrator, or no second factor where it is required'),
      },
    },
    post: {
      operationId: 'sendAdminBroadcast',
      summary:
        'Send a notification to everyone, to the holders of a role or to one user (banned accounts excluded); `preview: true` answers how it would look and how many it would reach, sending nothing. The same `token` sent twice sends once',
      security: signedInSecurity,
      requestBody: jsonRequestBody(broadcastBody),
      responses: {
        200: {
          description: 'The preview (`preview: true`), or the broadcast this token had already sent (`sent: false`)',
          content: dataOf({
            type: 'object',
            properties: {
              id: { type: 'string', format: 'uuid' },
              recipients: { type: 'integer' },
              sent: { type: 'boolean' },
              title: { type: 'string' },
              message: { type: 'string' },
              type: { type: 'string' },
              redirectUrl: { type: ['string', 'null'] },
            },
          }),
        },
        201: {
          description: 'Sent',
          content: dataOf({
            type: 'object',
            properties: {
              id: { type: 'string', format: 'uuid' },
              recipients: { type: 'integer' },
              sent: { type: 'boolean' },
            },
          }),
        },
        400: errorResponse('Invalid body (translated; `details.fields` lists each field with its code and text)'),
        401: errorResponse('No valid session'),
        403: errorResponse('Not an administrator, or no second factor where it is required'),
        413: errorResponse('Body too large'),
        422: errorResponse('No account with this e-mail, or nobody would receive it'),
        429: errorResponse('Too many sends in a short time (Retry-After)'),
      },
    },
  },
};
