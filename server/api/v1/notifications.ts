import { z } from '@hono/zod-openapi';
import { requireViewer } from '../../../core/accounts/viewer.ts';
import { listNotifications } from '../../../core/notifications/list-notifications.ts';
import { markAllNotificationsRead } from '../../../core/notifications/mark-all-notifications-read.ts';
import { markNotificationRead } from '../../../core/notifications/mark-notification-read.ts';
import { listNotificationsQuery, notificationId } from '../../../core/notifications/notifications.schema.ts';
import { AppError } from '../../../core/shared/app-error.ts';
import { notificationStream } from '../../realtime/notification-stream.ts';
import { dateTime, int, uuid, uuidParams } from './api-fields.ts';
import { answer, dataAnswer, malformedIdNotFound, noContent, signedInRoute } from './openapi-kit.ts';
import { signedInRouter } from './require-signed-in.ts';

/** Open streams one user may hold on one instance. */
export const maxStreamsPerUser = 20;

export const Notification = z
  .object({
    id: uuid,
    title: z.string(),
    message: z.string(),
    type: z.enum(['success', 'warning', 'error', 'info']),
    read: z.boolean(),
    createdAt: dateTime,
    metadata: z.object({ redirect_url: z.string().optional() }),
  })
  .openapi('Notification');

const NotificationPage = z
  .object({ data: z.array(Notification), total: int, unread: int, page: int, perPage: int })
  .openapi('NotificationPage');

/** The signed-in user's notifications (spec §7): the 50 newest, mark one or all read, and the live stream. */
export const notificationsApi = signedInRouter()
  .openapi(
    signedInRoute({
      method: 'get',
      path: '/',
      operationId: 'listNotifications',
      summary: "The signed-in user's notifications, newest first (at most 50 a page), with the unread count",
      request: { query: listNotificationsQuery },
      responses: { 200: answer('A page of notifications with total and unread counts', NotificationPage) },
      refusals: { 400: 'Malformed page or per_page (per_page at most 50)' },
    }),
    async (c) => c.json(await listNotifications(c.var.deps, c.var.viewer, c.req.valid('query')), 200),
  )
  .openapi(
    signedInRoute({
      method: 'get',
      path: '/stream',
      operationId: 'streamNotifications',
      summary: 'Live notifications (Server-Sent Events)',
      description:
        'Events: `unread` ({count}) on connection, `notification` (a Notification; its id is the event id) and `read` ({id, read}). A comment line every 25 s keeps the stream open. Send `Last-Event-ID` (or `?lastEventId=`) to receive what was missed since that notification. A HEAD answers whether the stream would open, without opening it.',
      // Described, not validated: a malformed id is ignored (the stream starts from now), never refused.
      request: {
        headers: z.object({ 'last-event-id': z.string().optional().openapi({ format: 'uuid' }) }),
        query: z.object({ lastEventId: z.string().optional().openapi({ format: 'uuid' }) }),
      },
      responses: { 200: { description: 'The event stream', content: { 'text/event-stream': { schema: z.string() } } } },
      refusals: {
        429: `Already ${maxStreamsPerUser} streams open for this user on this instance (code too_many_streams)`,
        503: 'No live notifications on this instance (code unavailable)',
      },
    }),
    (c) => {
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
    },
  )
  .openapi(
    signedInRoute({
      method: 'post',
      path: '/read-all',
      operationId: 'markAllNotificationsRead',
      summary: 'Marks all your unread notifications read',
      responses: { 200: dataAnswer('How many changed', z.object({ updated: int })) },
    }),
    async (c) => c.json({ data: { updated: await markAllNotificationsRead(c.var.deps, c.var.viewer) } }, 200),
  )
  .openapi(
    signedInRoute({
      method: 'post',
      path: '/{id}/read',
      operationId: 'markNotificationRead',
      summary: 'Marks one of your notifications read',
      request: { params: uuidParams('id') },
      responses: { 204: noContent('Read') },
      refusals: { 404: 'No notification of yours has this id (code notification_not_found)' },
    }),
    async (c) => {
      await markNotificationRead(c.var.deps, c.var.viewer, c.req.valid('param').id);
      return c.body(null, 204);
    },
    // A malformed id is a notification that does not exist.
    malformedIdNotFound(() => new AppError('notification_not_found', 404, 'Notification introuvable')),
  );
