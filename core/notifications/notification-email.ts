import type { Db } from '../../db/client.ts';
import type { Locale } from '../../i18n/config.ts';
import type { Queue } from '../ports/queue.ts';

/** What e-mailing notifications needs: the job queue, and the site's origin for the links. */
export interface NotifyMail {
  queue: Queue;
  publicUrl: string;
}

/**
 * Queues a notification's text as an e-mail (a `send-email` job in the caller's transaction), with a link to where
 * it leads (`/dashboard` by default) and one to the e-mail preferences.
 */
export async function queueNotificationEmail(
  tx: Db,
  { queue, publicUrl }: NotifyMail,
  to: { email: string; name: string | null; locale: Locale },
  text: { title: string; message: string },
  path: string | null | undefined,
): Promise<void> {
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
        actionUrl: new URL(path ?? '/dashboard', publicUrl).href,
        preferencesUrl: new URL('/dashboard/notifications', publicUrl).href,
      },
    },
    { db: tx },
  );
}
