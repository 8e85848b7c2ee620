import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { currentBuyersQuery } from '../delivery/current-buyers.ts';
import { timestamp } from '../shared/sql-time.ts';
import type { PostAudience } from './posts.schema.ts';

export interface PostTarget {
  sellerId: string;
  sellerUserId: string;
  audience: PostAudience;
  productId?: string | null;
}

/**
 * `select distinct user_id …`: who a post goes to at `now` — the current buyers (refunded purchases do not count,
 * core/delivery/current-buyers.ts) of the product or of any product of the creator, or their followers — less the
 * creator, banned accounts and those who unsubscribed from this creator's posts. Counted by the preview, inserted
 * as is by the sending.
 */
export function postRecipientsQuery(target: PostTarget, now: Date): SQL {
  const source =
    target.audience === 'followers'
      ? sql`select user_id from seller_follows where seller_id = ${target.sellerId}`
      : currentBuyersQuery(
          target.audience === 'product_buyers' ? { productId: target.productId ?? '' } : { sellerId: target.sellerId },
          now,
        );
  return sql`select distinct a.user_id from (${source}) a join "user" u on u.id = a.user_id
             where a.user_id <> ${target.sellerUserId}
               and not (u.banned and (u.ban_expires is null or u.ban_expires > ${timestamp(now)}))
               and not exists (select 1 from creator_post_mutes m
                               where m.user_id = a.user_id and m.seller_id = ${target.sellerId})`;
}

export async function countPostRecipients(db: Db, target: PostTarget, now: Date): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (${postRecipientsQuery(target, now)}) r`,
  );
  return Number(row?.n ?? 0);
}
