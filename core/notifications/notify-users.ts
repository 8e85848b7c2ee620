import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications, profiles } from '../../db/schema/index.ts';
import { defaultLocale, type Locale } from '../../i18n/config.ts';
import { type NotificationKind, notificationText } from './notification-text.ts';

export interface Notice {
  userId: string;
  kind: NotificationKind;
  /** Values for the text, formatted in the recipient's language. */
  params: (locale: Locale) => Record<string, string | number>;
  type: 'success' | 'warning' | 'error' | 'info';
  redirectUrl?: string;
}

/**
 * Writes notifications (spec §3 shape) in each recipient's language, inside the caller's transaction, so they
 * exist exactly when what they announce does.
 */
export async function notifyUsers(tx: Db, notices: readonly Notice[]): Promise<void> {
  if (notices.length === 0) return;
  const userIds = [...new Set(notices.map((n) => n.userId))];
  const found = await tx
    .select({ id: profiles.id, locale: profiles.locale })
    .from(profiles)
    .where(inArray(profiles.id, userIds));
  const localeOf = new Map(found.map((p) => [p.id, p.locale]));
  await tx.insert(notifications).values(
    notices.map((notice) => {
      const locale = localeOf.get(notice.userId) ?? defaultLocale;
      return {
        userId: notice.userId,
        type: notice.type,
        ...notificationText(locale, notice.kind, notice.params(locale)),
        metadata: notice.redirectUrl ? { redirect_url: notice.redirectUrl } : {},
      };
    }),
  );
}
