import { and, count, desc, eq, not } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import { requireViewer, type Viewer } from '../accounts/viewer.ts';
import { type NotificationItem, notificationItemColumns, toNotificationItem } from './notification-item.ts';
import type { ListNotificationsQuery } from './notifications.schema.ts';

export interface NotificationPage {
  data: NotificationItem[];
  total: number;
  unread: number;
  page: number;
  perPage: number;
}

/** One page of the viewer's notifications, newest first (spec §7), with how many there are and how many are unread. */
export async function listNotifications(
  { db }: { db: Db },
  viewer: Viewer | null,
  { page, per_page: perPage }: ListNotificationsQuery,
): Promise<NotificationPage> {
  const v = requireViewer(viewer);
  const own = eq(notifications.userId, v.userId);
  const [rows, [totals], [unread]] = await Promise.all([
    db
      .select(notificationItemColumns(notifications))
      .from(notifications)
      .where(own)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(notifications).where(own),
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(own, not(notifications.read))),
  ]);
  return {
    data: rows.map(toNotificationItem),
    total: totals?.n ?? 0,
    unread: unread?.n ?? 0,
    page,
    perPage,
  };
}
