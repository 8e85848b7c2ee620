import { and, eq, not } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import { requireViewer, type Viewer } from '../accounts/viewer.ts';

/** Marks every unread notification of the viewer read (spec §7); answers how many changed. */
export async function markAllNotificationsRead({ db }: { db: Db }, viewer: Viewer | null): Promise<number> {
  const v = requireViewer(viewer);
  const updated = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.userId, v.userId), not(notifications.read)))
    .returning({ id: notifications.id });
  return updated.length;
}
