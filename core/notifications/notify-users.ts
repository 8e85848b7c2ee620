import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notificationPreferences, notifications, profiles } from '../../db/schema/index.ts';
import { defaultLocale, type Locale } from '../../i18n/config.ts';
import type { EmailCategory } from './email-categories.ts';
import { type NotifyMail, queueNotificationEmail } from './notification-email.ts';
import { type NotificationKind, notificationText } from './notification-text.ts';

export interface Notice {
  userId: string;
  kind: NotificationKind;
  /** Values for the text, formatted in the recipient's language. */
  params: (locale: Locale) => Record<string, string | number>;
  type: 'success' | 'warning' | 'error' | 'info';
  /** A path of this site (`/dashboard/sales`): where a click on the notification leads. */
  redirectUrl?: string;
  /**
   * Also sent by e-mail, unless the recipient turned this category off; `always` whatever they chose (a statement
   * of reasons, like a receipt: EU P2B art. 4, DSA art. 17).
   */
  email?: EmailCategory | 'always';
}

/**
 * Writes notifications (spec §3 shape) in each recipient's language, inside the caller's transaction, so they
 * exist exactly when what they announce does; a trigger announces each one to the live streams (decision 0023).
 * Notices with an e-mail category are also e-mailed (a `send-email` job in the same transaction) to recipients who
 * did not turn that category off; those marked `always` to every recipient.
 */
export async function notifyUsers(tx: Db, notices: readonly Notice[], mail?: NotifyMail): Promise<void> {
  if (notices.length === 0) return;
  const userIds = [...new Set(notices.map((n) => n.userId))];
  const found = await tx
    .select({ id: profiles.id, locale: profiles.locale, email: profiles.email, name: profiles.displayName })
    .from(profiles)
    .where(inArray(profiles.id, userIds));
  const recipients = new Map(found.map((p) => [p.id, p]));
  const written = notices.map((notice) => {
    const locale = recipients.get(notice.userId)?.locale ?? defaultLocale;
    return { notice, locale, text: notificationText(locale, notice.kind, notice.params(locale)) };
  });
  await tx.insert(notifications).values(
    written.map(({ notice, text }) => ({
      userId: notice.userId,
      type: notice.type,
      ...text,
      metadata: notice.redirectUrl ? { redirect_url: notice.redirectUrl } : {},
    })),
  );
  const emailed = written.filter(({ notice }) => notice.email);
  if (emailed.length === 0) return;
  if (!mail) throw new Error('notifyUsers: notices to e-mail need the queue and the public URL');
  const optional = emailed.filter(({ notice }) => notice.email !== 'always').map(({ notice }) => notice.userId);
  const optedOut = optional.length > 0 ? await optedOutPairs(tx, optional) : new Set<string>();
  for (const { notice, text } of emailed) {
    const recipient = recipients.get(notice.userId);
    if (!recipient || optedOut.has(`${notice.userId}:${notice.email}`)) continue;
    await queueNotificationEmail(tx, mail, recipient, text, notice.redirectUrl);
  }
}

async function optedOutPairs(tx: Db, userIds: string[]): Promise<Set<string>> {
  const rows = await tx
    .select({ userId: notificationPreferences.userId, category: notificationPreferences.category })
    .from(notificationPreferences)
    .where(
      and(inArray(notificationPreferences.userId, [...new Set(userIds)]), eq(notificationPreferences.email, false)),
    );
  return new Set(rows.map((row) => `${row.userId}:${row.category}`));
}
