import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { currentBuyersQuery } from '../delivery/current-buyers.ts';
import type { NotifyMail } from '../notifications/notification-email.ts';
import { type Notice, notifyUsers } from '../notifications/notify-users.ts';
import type { Clock } from '../ports/clock.ts';

/** Notifications written per insert: a product with thousands of buyers is told in a few statements. */
export const releaseNoticeBatch = 500;

/**
 * Tells everyone who may download the product — holders of an active licence from a paid line that was not
 * refunded, and live subscribers — that a new version is out: a notification and, unless they opted out of
 * 'releases', an e-mail. One transaction: a retried job never tells anyone twice.
 */
export async function notifyReleaseBuyers(
  { db, clock, mail }: { db: Db; clock: Clock; mail: NotifyMail },
  releaseId: string,
): Promise<{ notified: number }> {
  return db.transaction(async (tx) => {
    const [release] = await rows<{ version: string; product_id: string; title: string }>(
      tx,
      sql`select r.version, r.product_id, p.title
          from product_releases r join products p on p.id = r.product_id where r.id = ${releaseId}`,
    );
    if (!release) return { notified: 0 };
    const buyers = await rows<{ user_id: string }>(
      tx,
      currentBuyersQuery({ productId: release.product_id }, clock.now()),
    );
    const notices: Notice[] = buyers.map((buyer) => ({
      userId: buyer.user_id,
      kind: 'productRelease',
      params: () => ({ title: release.title, version: release.version }),
      type: 'info',
      redirectUrl: '/dashboard/updates',
      email: 'releases',
    }));
    for (let start = 0; start < notices.length; start += releaseNoticeBatch) {
      await notifyUsers(tx as Db, notices.slice(start, start + releaseNoticeBatch), mail);
    }
    return { notified: notices.length };
  });
}
