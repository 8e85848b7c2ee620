import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import { type NotificationItem, notificationItemColumns, toNotificationItem } from './notification-item.ts';

/**
 * One notification and its owner, by id: for the live hub when the database announced a notification too long to
 * travel whole. The hub hands it only to its owner's streams.
 */
export async function findNotificationItem(
  { db }: { db: Db },
  id: string,
): Promise<{ userId: string; item: NotificationItem } | null> {
  const [row] = await db
    .select({ ...notificationItemColumns(notifications), userId: notifications.userId })
    .from(notifications)
    .where(eq(notifications.id, id));
  return row ? { userId: row.userId, item: toNotificationItem(row) } : null;
}
