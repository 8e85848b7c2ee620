import type { Db } from '../../../db/client.ts';
import type { Locale } from '../../../i18n/config.ts';
import { type NotificationKind, notificationText } from '../../notifications/notification-text.ts';
import type { Queue } from '../../ports/queue.ts';

/**
 * An e-mail about the account itself (a ban and its statement of reasons, its lifting), queued in the caller's
 * transaction; sent whatever the user's notification preferences, like every message about the account's security.
 */
export async function queueAccountEmail(
  tx: Db,
  { queue, publicUrl }: { queue: Queue; publicUrl: string },
  to: { email: string; name: string; locale: Locale },
  kind: NotificationKind,
  params: Record<string, string>,
  path: string,
): Promise<void> {
  const text = notificationText(to.locale, kind, params);
  await queue.enqueue(
    'send-email',
    {
      to: to.email,
      locale: to.locale,
      template: 'notification',
      props: {
        name: to.name,
        title: text.title,
        message: text.message,
        actionUrl: new URL(path, publicUrl).href,
        preferencesUrl: new URL('/dashboard/notifications', publicUrl).href,
      },
    },
    { db: tx },
  );
}
