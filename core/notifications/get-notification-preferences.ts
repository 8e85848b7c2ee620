import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notificationPreferences } from '../../db/schema/index.ts';
import { requireViewer, type Viewer } from '../accounts/viewer.ts';
import { type EmailCategory, emailCategories, isEmailCategory } from './email-categories.ts';

export type NotificationPreferences = Record<EmailCategory, boolean>;

/** Whether the viewer gets e-mail for each category of notifications; a category never chosen is on. */
export async function getNotificationPreferences(
  { db }: { db: Db },
  viewer: Viewer | null,
): Promise<NotificationPreferences> {
  const v = requireViewer(viewer);
  const rows = await db
    .select({ category: notificationPreferences.category, email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, v.userId));
  const chosen = new Map(rows.filter((r) => isEmailCategory(r.category)).map((r) => [r.category, r.email]));
  return Object.fromEntries(emailCategories.map((c) => [c, chosen.get(c) ?? true])) as NotificationPreferences;
}
