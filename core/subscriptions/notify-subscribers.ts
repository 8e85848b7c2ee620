import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import type { Locale } from '../../i18n/config.ts';
import { type Notice, notifyUsers } from '../notifications/notify-users.ts';

/**
 * Tells each subscriber about their subscription (a failed renewal, a suspension), naming its product; links to
 * /dashboard/subscriptions. One query for the titles, in the caller's transaction.
 */
export async function notifySubscribers(
  tx: Db,
  subscribed: readonly { userId: string; productId: string }[],
  notice: Pick<Notice, 'kind' | 'type'> & { params?: (locale: Locale) => Record<string, string | number> },
): Promise<void> {
  if (subscribed.length === 0) return;
  const titles = await tx
    .select({ id: products.id, title: products.title })
    .from(products)
    .where(
      inArray(
        products.id,
        subscribed.map((s) => s.productId),
      ),
    );
  const titleOf = new Map(titles.map((p) => [p.id, p.title]));
  await notifyUsers(
    tx,
    subscribed.map((s) => ({
      userId: s.userId,
      kind: notice.kind,
      type: notice.type,
      params: (locale) => ({ title: titleOf.get(s.productId) ?? '', ...notice.params?.(locale) }),
      redirectUrl: '/dashboard/subscriptions',
    })),
  );
}
