import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notificationPreferences } from '../../db/schema/index.ts';
import { requireViewer, type Viewer } from '../accounts/viewer.ts';
import type { Clock } from '../ports/clock.ts';
import { getNotificationPreferences, type NotificationPreferences } from './get-notification-preferences.ts';
import type { NotificationPreferencesInput } from './notifications.schema.ts';

/** Saves the viewer's e-mail choice for the categories given (the others keep theirs); answers them all. */
export async function setNotificationPreferences(
  deps: { db: Db; clock: Clock },
  viewer: Viewer | null,
  input: NotificationPreferencesInput,
): Promise<NotificationPreferences> {
  const v = requireViewer(viewer);
  const chosen = Object.entries(input).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean');
  if (chosen.length > 0) {
    const now = deps.clock.now();
    await deps.db
      .insert(notificationPreferences)
      .values(chosen.map(([category, email]) => ({ userId: v.userId, category, email, updatedAt: now })))
      .onConflictDoUpdate({
        target: [notificationPreferences.userId, notificationPreferences.category],
        set: { email: sql`excluded.email`, updatedAt: sql`excluded.updated_at` },
      });
  }
  return getNotificationPreferences(deps, v);
}
