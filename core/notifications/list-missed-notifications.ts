import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import { requireViewer, type Viewer } from '../accounts/viewer.ts';
import { type NotificationItem, notificationItemColumns, toNotificationItem } from './notification-item.ts';
import { maxNotificationsPerPage } from './notifications.schema.ts';

/**
 * What a live stream missed: the viewer's notifications written after `afterId` (the last one it received), oldest
 * first, at most 50. The comparison happens in the database, at its microsecond precision; an unknown id (or
 * another user's) yields nothing.
 */
export async function listMissedNotifications(
  { db }: { db: Db },
  viewer: Viewer | null,
  afterId: string,
): Promise<NotificationItem[]> {
  const v = requireViewer(viewer);
  const last = db
    .select({ createdAt: notifications.createdAt, id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.id, afterId), eq(notifications.userId, v.userId)));
  const rows = await db
    .select(notificationItemColumns(notifications))
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, v.userId),
        gt(sql`(${notifications.createdAt}, ${notifications.id})`, sql`(select created_at, id from (${last}) as last)`),
      ),
    )
    .orderBy(asc(notifications.createdAt), asc(notifications.id))
    .limit(maxNotificationsPerPage);
  return rows.map(toNotificationItem);
}
