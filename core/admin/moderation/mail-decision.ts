import { inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { profiles } from '../../../db/schema/index.ts';
import { notificationText } from '../../notifications/notification-text.ts';
import type { Notice, NotifyMail } from '../../notifications/notify-users.ts';

/**
 * E-mails a moderation decision to its author, in their language, whatever e-mail categories they turned off: a
 * statement of reasons must reach them (EU P2B art. 4, DSA art. 17), like a receipt. A `send-email` job in the
 * caller's transaction, with the same text as the notification.
 */
export async function mailDecision(tx: Db, notices: readonly Notice[], mail: NotifyMail): Promise<void> {
  if (notices.length === 0) return;
  const found = await tx
    .select({ id: profiles.id, locale: profiles.locale, email: profiles.email, name: profiles.displayName })
    .from(profiles)
    .where(
      inArray(
        profiles.id,
        notices.map((n) => n.userId),
      ),
    );
  const recipients = new Map(found.map((p) => [p.id, p]));
  for (const notice of notices) {
    const recipient = recipients.get(notice.userId);
    if (!recipient) continue;
    const locale = recipient.locale;
    const text = notificationText(locale, notice.kind, notice.params(locale));
    await mail.queue.enqueue(
      'send-email',
      {
        to: recipient.email,
        locale,
        template: 'notification',
        props: {
          name: recipient.name,
          title: text.title,
          message: text.message,
          actionUrl: new URL(notice.redirectUrl ?? '/dashboard', mail.publicUrl).href,
          preferencesUrl: new URL('/dashboard/notifications', mail.publicUrl).href,
        },
      },
      { db: tx },
    );
  }
}
