import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { broadcastBody, listBroadcastsQuery } from '../../../core/admin/broadcasts/broadcast.schema.ts';
import { listBroadcasts } from '../../../core/admin/broadcasts/list-broadcasts.ts';
import { previewBroadcast, sendBroadcast } from '../../../core/admin/broadcasts/send-broadcast.ts';
import { adminRoute } from './admin-guard.ts';
import { dateTime, int, uuid } from './api-fields.ts';
import type { ApiEnv } from './env.ts';
import { bodyUpTo } from './json-body.ts';
import { answer, apiRouter, dataAnswer, jsonBody, pageOf } from './openapi-kit.ts';
import { translatedError } from './translated-error.ts';

/** A broadcast's failures in the request's language. */
const texts = { namespace: 'adminNotifications' };

/** A broadcast body: 1 000 characters of message, even escaped, stay well under 16 KB. */
const broadcastBodyLimit = bodyUpTo(16 * 1024);

const notificationType = z.enum(['success', 'warning', 'error', 'info']);

const Broadcast = z
  .object({
    id: uuid,
    title: z.string(),
    message: z.string(),
    type: notificationType,
    redirectUrl: z.string().nullable(),
    audience: z.enum(['all', 'role', 'user']),
    role: z.string().nullable(),
    userEmail: z.string().nullable(),
    recipients: int,
    reads: int,
    emailed: z.boolean(),
    author: z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable(),
    createdAt: dateTime,
  })
  .openapi('Broadcast');

const BroadcastPreview = z
  .object({
    title: z.string(),
    message: z.string(),
    type: notificationType,
    redirectUrl: z.string().nullable(),
    recipients: int,
  })
  .openapi('BroadcastPreview');
const SentBroadcast = z.object({ id: uuid, recipients: int, sent: z.boolean() }).openapi('SentBroadcast');

/**
 * `GET /api/v1/admin/notifications` (the history, with recipients and reads) and `POST /api/v1/admin/notifications`
 * (send, or `preview: true` to count the recipients without sending): mounted under `/admin` behind the admin guard.
 */
export const adminNotificationsApi = apiRouter()
  .openapi(
    adminRoute({
      method: 'get',
      path: '/notifications',
      operationId: 'listAdminBroadcasts',
      summary: 'The notifications administrators sent, newest first, with their counts of recipients and reads',
      request: { query: listBroadcastsQuery },
      responses: { 200: answer('A page of broadcasts', pageOf(Broadcast)) },
      refusals: { 400: 'Invalid query' },
    }),
    async (c) => c.json(await listBroadcasts(c.var.deps, c.var.viewer, c.req.valid('query')), 200),
  )
  .openapi(
    adminRoute({
      method: 'post',
      path: '/notifications',
      operationId: 'sendAdminBroadcast',
      summary:
        'Send a notification to everyone, to the holders of a role or to one user (banned accounts excluded); `preview: true` answers how it would look and how many it would reach, sending nothing. The same `token` sent twice sends once',
      middleware: [broadcastBodyLimit] as const,
      request: { body: jsonBody(broadcastBody) },
      responses: {
        200: dataAnswer(
          'The preview (`preview: true`), or the broadcast this token had already sent (`sent: false`)',
          z.union([BroadcastPreview, SentBroadcast]),
        ),
        201: dataAnswer('Sent', SentBroadcast),
      },
      refusals: {
        400: 'Invalid body (translated; `details.fields` lists each field with its code and text)',
        413: 'Body too large',
        422: 'No account with this e-mail, or nobody would receive it',
        429: 'Too many sends in a short time (Retry-After)',
      },
    }),
    async (c) => {
      const { preview, ...input } = c.req.valid('json');
      try {
        if (preview) return c.json({ data: await previewBroadcast(c.var.deps, c.var.viewer, input) }, 200);
        const sent = await sendBroadcast(c.var.deps, c.var.viewer, input, { ip: c.var.clientIp });
        return sent.sent ? c.json({ data: sent }, 201) : c.json({ data: sent }, 200);
      } catch (error) {
        throw translatedError(error, c, texts);
      }
    },
    (result, c: Context<ApiEnv>) => {
      if (!result.success) throw translatedError(result.error, c, texts);
    },
  );
