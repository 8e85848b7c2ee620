import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import { requireViewer, type Viewer } from '../accounts/viewer.ts';
import { AppError } from '../shared/app-error.ts';

/** Marks one of the viewer's notifications read (spec §7); someone else's is as unknown as a missing one (404). */
export async function markNotificationRead({ db }: { db: Db }, viewer: Viewer | null, id: string): Promise<void> {
  const v = requireViewer(viewer);
  const updated = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, v.userId)))
    .returning({ id: notifications.id });
  if (updated.length === 0) throw new AppError('notification_not_found', 404, 'Notification introuvable');
}
