import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { rows } from '../../../db/rows.ts';
import type { Locale } from '../../../i18n/config.ts';
import { queueNotificationEmail } from '../../notifications/notification-email.ts';
import type { Queue } from '../../ports/queue.ts';

/** Recipients e-mailed per job: a broadcast to 10 000 users is a chain of small transactions, not one huge one. */
export const broadcastEmailBatch = 500;

/**
 * One step of e-mailing a broadcast (the `email-broadcast` job): the next `broadcastEmailBatch` recipients after
 * `afterUserId` (by id), a `send-email` job for each who did not turn off the `announcements` category, and the job
 * of the next step, all in one transaction: a retried step e-mails nobody twice, and the chain goes on from where it
 * stopped.
 */
export async function emailBroadcastBatch(
  { db, queue }: { db: Db; queue: Queue },
  { broadcastId, publicUrl, afterUserId }: { broadcastId: string; publicUrl: string; afterUserId?: string },
): Promise<{ emailed: number; done: boolean }> {
  return db.transaction(async (tx) => {
    const batch = await rows<{
      user_id: string;
      email: string;
      name: string;
      locale: Locale;
      title: string;
      message: string;
      redirect_url: string | null;
      opted_out: boolean;
    }>(
      tx,
      sql`select n.user_id, p.email, p.display_name as name, p.locale, n.title, n.message,
                 n.metadata->>'redirect_url' as redirect_url,
                 exists (select 1 from notification_preferences np
                         where np.user_id = n.user_id and np.category = 'announcements' and not np.email) as opted_out
          from notifications n join profiles p on p.id = n.user_id
          where n.metadata ? 'broadcast_id' and n.metadata->>'broadcast_id' = ${broadcastId}
            ${afterUserId ? sql`and n.user_id > ${afterUserId}` : sql``}
          order by n.user_id
          limit ${broadcastEmailBatch}`,
    );
    let emailed = 0;
    for (const r of batch) {
      if (r.opted_out) continue;
      await queueNotificationEmail(tx, { queue, publicUrl }, r, r, r.redirect_url);
      emailed += 1;
    }
    const done = batch.length < broadcastEmailBatch;
    if (!done) {
      await queue.enqueue(
        'email-broadcast',
        { broadcastId, publicUrl, afterUserId: batch[batch.length - 1]!.user_id },
        { db: tx },
      );
    }
    return { emailed, done };
  });
}
