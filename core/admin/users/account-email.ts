import type { Db } from '../../../db/client.ts';
import type { Locale } from '../../../i18n/config.ts';
import type { NotifyMail } from '../../notifications/notification-email.ts';
import { queueNotificationEmail } from '../../notifications/notification-email.ts';
import { type NotificationKind, notificationText } from '../../notifications/notification-text.ts';

/**
 * An e-mail about the account itself (a ban and its statement of reasons, its lifting), queued in the caller's
 * transaction; sent whatever the user's notification preferences, like every message about the account's security.
 */
export async function queueAccountEmail(
  tx: Db,
  mail: NotifyMail,
  to: { email: string; name: string; locale: Locale },
  kind: NotificationKind,
  params: Record<string, string>,
  path: string,
): Promise<void> {
  await queueNotificationEmail(tx, mail, to, notificationText(to.locale, kind, params), path);
}
