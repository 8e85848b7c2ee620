import type { Context } from 'hono';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { broadcastBody, listBroadcastsQuery } from '../../../core/admin/broadcasts/broadcast.schema.ts';
import { listBroadcasts } from '../../../core/admin/broadcasts/list-broadcasts.ts';
import { previewBroadcast, sendBroadcast } from '../../../core/admin/broadcasts/send-broadcast.ts';
import { AppError, isAppError } from '../../../core/shared/app-error.ts';
import { queryObject } from '../../../core/shared/query-object.ts';
import { type Locale, resolveLocale } from '../../../i18n/config.ts';
import de from '../../../i18n/locales/de/adminNotifications.json' with { type: 'json' };
import en from '../../../i18n/locales/en/adminNotifications.json' with { type: 'json' };
import es from '../../../i18n/locales/es/adminNotifications.json' with { type: 'json' };
import fr from '../../../i18n/locales/fr/adminNotifications.json' with { type: 'json' };
import { toErrorResponse } from '../../middleware/errors.ts';
import type { ApiEnv } from './env.ts';
import { fieldErrorList } from './field-error-list.ts';
import { jsonBody } from './json-body.ts';
import {
  dataOf,
  errorResponse,
  jsonRequestBody,
  pageMeta,
  queryParameters,
  signedInSecurity,
} from './openapi-helpers.ts';

/* Read from the files: the server runs on Node without Vite (as conversations.ts does for `messages`). */
const errorTexts: Record<Locale, Record<string, string>> = {
  fr: fr.errors,
  en: en.errors,
  es: es.errors,
  de: de.errors,
};

/**
 * A broadcast's failures in the request's language (`?lang=`, else the language cookie, else French): an invalid body
 * lists each field with its code and text; an AppError of ours gets its translated message (a 429 its Retry-After).
 */
function translatedError(error: unknown, c: Context<ApiEnv>): Response {
  const texts = errorTexts[resolveLocale(new URL(c.req.url), c.req.header('cookie') ?? null)];
  const text = (code: string) => texts[code] ?? texts.unknown ?? code;
  if (error instanceof z.ZodError) {
    const fields = fieldErrorList(error, text, 'unknown_field');
    return toErrorResponse(new AppError('invalid_request', 400, text('invalid_request'), { fields }), c);
  }
  if (!isAppError(error) || !texts[error.code]) return toErrorResponse(error, c);
  const response = toErrorResponse(new AppError(error.code, error.status, text(error.code), error.details), c);
  const retryAfter = Number(error.details?.retryAfterSeconds ?? 0);
  if (error.status === 429 && retryAfter > 0) response.headers.set('Retry-After', String(retryAfter));
  return response;
}

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
