import { and, count, eq, not } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import { requireViewer, type Viewer } from '../accounts/viewer.ts';

/** The bell's badge: how many of the viewer's notifications are unread (the partial index on unread rows answers). */
export async function countUnreadNotifications({ db }: { db: Db }, viewer: Viewer | null): Promise<number> {
  const v = requireViewer(viewer);
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, v.userId), not(notifications.read)));
  return row?.n ?? 0;
}
