import { Hono } from 'hono';
import { requireViewer } from '../../../core/accounts/viewer.ts';
import { emailCategories } from '../../../core/notifications/email-categories.ts';
import { getNotificationPreferences } from '../../../core/notifications/get-notification-preferences.ts';
import { listNotifications } from '../../../core/notifications/list-notifications.ts';
import { markAllNotificationsRead } from '../../../core/notifications/mark-all-notifications-read.ts';
import { markNotificationRead } from '../../../core/notifications/mark-notification-read.ts';
import {
  listNotificationsQuery,
  notificationId,
  notificationPreferencesBody,
} from '../../../core/notifications/notifications.schema.ts';
import { setNotificationPreferences } from '../../../core/notifications/set-notification-preferences.ts';
import { AppError } from '../../../core/shared/app-error.ts';
import { queryObject } from '../../../core/shared/query-object.ts';
import { notificationStream } from '../../realtime/notification-stream.ts';
import type { ApiEnv } from './env.ts';
import { jsonBody, smallBody } from './json-body.ts';
import {
  dataOf,
  errorResponse,
  json,
  queryParameters,
  schemaRef,
  signedInSecurity,
  uuidPath,
} from './openapi-helpers.ts';
import { requireSignedIn } from './require-signed-in.ts';

/** Open streams one user may hold on one instance. */
export const maxStreamsPerUser = 20;

/** The signed-in user's notifications (spec §7): the 50 newest, mark one or all read, and the live stream. */
export const notificationsApi = new Hono<ApiEnv>()
  .use(requireSignedIn)
  .get('/', async (c) => {
    const query = listNotificationsQuery.parse(queryObject(new URL(c.req.url)));
    return c.json(await listNotifications(c.var.deps, c.var.viewer, query));
  })
  .get('/stream', (c) => {
    const live = c.var.deps.liveNotifications;
    if (!live) throw new AppError('unavailable', 503, 'Service momentanément indisponible');
    const viewer = requireViewer(c.var.viewer);
    // One per tab is plenty; more would only hold connections (and this instance's memory) open.
    if (live.streamsOf(viewer.userId) >= maxStreamsPerUser) {
      throw new AppError('too_many_streams', 429, 'Trop de connexions ouvertes : fermez un onglet');
    }
    // A HEAD (a monitor, the authorisation matrix) learns that the stream would open, without holding one open.
    if (c.req.method === 'HEAD') return c.body(null, 200, { 'Content-Type': 'text/event-stream' });
    // A browser's EventSource resends the last id it got in Last-Event-ID; our own reconnections pass it in the query.
    const last = notificationId.safeParse(c.req.header('last-event-id') ?? c.req.query('lastEventId'));
    return notificationStream(c, { db: c.var.deps.db, live }, viewer, last.data);
  })
  .post('/read-all', async (c) => {
    const updated = await markAllNotificationsRead(c.var.deps, c.var.viewer);
    return c.json({ data: { updated } });
  })
  .post('/:id/read', async (c) => {
    const id = notificationId.safeParse(c.req.param('id'));
    if (!id.success) throw new AppError('notification_not_found', 404, 'Notification introuvable');
    await markNotificationRead(c.var.deps, c.var.viewer, id.data);
    return c.body(null, 204);
  });

/** E-mail per category of notifications (core/notifications/email-categories.ts). */
export const notificationPreferencesApi = new Hono<ApiEnv>()
  .use(requireSignedIn)
  .get('/', async (c) => c.json({ data: await getNotificationPreferences(c.var.deps, c.var.viewer) }))
  .put('/', smallBody, async (c) => {
    const input = await jsonBody(c, notificationPreferencesBody);
    return c.json({ data: await setNotificationPreferences(c.var.deps, c.var.viewer, input) });
  });

// OpenAPI 3.1 paths and schemas of the routers above, spread into openapi.ts (same zod schemas as the handlers).
const preferences = {
  type: 'object',
  properties: Object.fromEntries(emailCategories.map((c) => [c, { type: 'boolean' }])),
  additionalProperties: false,
};

export const notificationsOpenApiPaths = {
  '/me/notifications': {
    get: {
      operationId: 'listNotifications',
      summary: "The signed-in user's notifications, newest first (at most 50 a page), with the unread count",
      security: signedInSecurity,
      parameters: queryParameters(listNotificationsQuery),
      responses: {
        200: {
          description: 'A page of notifications with total and unread counts',
          content: json(schemaRef('NotificationPage')),
        },
        400: errorResponse('Malformed page or per_page (per_page at most 50)'),
        401: errorResponse('No valid session'),
      },
    },
  },
  '/me/notifications/stream': {
    get: {
      operationId: 'streamNotifications',
      summary: 'Live notifications (Server-Sent Events)',
      description:
        'Events: `unread` ({count}) on connection, `notification` (a Notification; its id is the event id) and `read` ({id, read}). A comment line every 25 s keeps the stream open. Send `Last-Event-ID` (or `?lastEventId=`) to receive what was missed since that notification.',
      security: signedInSecurity,
      parameters: [
        { name: 'Last-Event-ID', in: 'header', required: false, schema: { type: 'string', format: 'uuid' } },
        { name: 'lastEventId', in: 'query', required: false, schema: { type: 'string', format: 'uuid' } },
      ],
      responses: {
        200: { description: 'The event stream', content: { 'text/event-stream': { schema: { type: 'string' } } } },
        401: errorResponse('No valid session'),
        429: errorResponse(
          `Already ${maxStreamsPerUser} streams open for this user on this instance (code too_many_streams)`,
        ),
      },
    },
  },
  '/me/notifications/{id}/read': {
    post: {
      operationId: 'markNotificationRead',
      summary: 'Marks one of your notifications read',
      security: signedInSecurity,
      parameters: [uuidPath('id')],
      responses: {
        204: { description: 'Read' },
        401: errorResponse('No valid session'),
        404: errorResponse('No notification of yours has this id (code notification_not_found)'),
      },
    },
  },
  '/me/notifications/read-all': {
    post: {
      operationId: 'markAllNotificationsRead',
      summary: 'Marks all your unread notifications read',
      security: signedInSecurity,
      responses: {
        200: {
          description: 'How many changed',
          content: dataOf({ type: 'object', properties: { updated: { type: 'integer' } } }),
        },
        401: errorResponse('No valid session'),
      },
    },
  },
  '/me/notification-preferences': {
    get: {
      operationId: 'getNotificationPreferences',
      summary: 'Whether you receive e-mail for each category of notifications',
      security: signedInSecurity,
      responses: {
        200: {
          description: 'One boolean per category',
          content: dataOf(preferences),
        },
        401: errorResponse('No valid session'),
      },
    },
    put: {
      operationId: 'setNotificationPreferences',
      summary: 'Turns e-mail on or off per category (categories left out keep theirs)',
      security: signedInSecurity,
      requestBody: { required: true, content: json(preferences) },
      responses: {
        200: {
          description: 'All the preferences',
          content: dataOf(preferences),
        },
        400: errorResponse('An unknown category or a value that is not a boolean'),
        401: errorResponse('No valid session'),
      },
    },
  },
};

export const notificationsOpenApiSchemas = {
  Notification: {
    type: 'object',
    properties: {
      id: { type: 'string', format: 'uuid' },
      title: { type: 'string' },
      message: { type: 'string' },
      type: { type: 'string', enum: ['success', 'warning', 'error', 'info'] },
      read: { type: 'boolean' },
      createdAt: { type: 'string', format: 'date-time' },
      metadata: { type: 'object', properties: { redirect_url: { type: 'string' } } },
    },
  },
  NotificationPage: {
    type: 'object',
    properties: {
      data: { type: 'array', items: schemaRef('Notification') },
      total: { type: 'integer' },
      unread: { type: 'integer' },
      page: { type: 'integer' },
      perPage: { type: 'integer' },
    },
  },
};
