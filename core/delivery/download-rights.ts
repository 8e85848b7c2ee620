import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import type { DownloadGrant } from './download-token.ts';

/** A deliverable file and, when the user may download it, the right that allows it. */
export interface FileAccess {
  fileId: string;
  productId: string;
  storageKey: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  via: DownloadGrant['via'] | null;
}

/*
 * Order states in which a line still gives access: paid, or partly refunded (the line itself not). A requested
 * refund already suspends access: the buyer asked for their money back.
 */
const deliveringStates = sql`('paid', 'partially_refunded')`;

/**
 * A line's licence held by the user, in a delivering order, the line neither marked refunded nor refunded. A line
 * that started a subscription delivers through the subscription only, so that access ends with it.
 */
export const activeLicenceCondition = (userId: string) => sql`l.owner_id = ${userId} and l.status = 'active'
  and o.status in ${deliveringStates} and oi.refunded_at is null
  and not exists (select 1 from refunds rf where rf.order_id = o.id and rf.order_item_id = oi.id and rf.status = 'succeeded')
  and not exists (select 1 from subscriptions sl where sl.user_id = ${userId} and sl.order_item_id = oi.id)`;

/**
 * A subscription that still gives access: active within its paid period, or past due within its grace period
 * (core/subscriptions/subscription-access.ts decides the same for one row).
 */
export const liveSubscriptionCondition = (now: Date) => {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql`((s.status = 'active' and s.current_period_end > ${at}) or (s.status = 'past_due' and s.grace_until > ${at}))`;
};

/**
 * The file and the user's right to it: any licence or subscription of the file's product, or only the one named
 * by `via` (a link is good for the right it was made with, checked again when it is used). Null: no such file.
 */
export async function findFileAccess(
  db: Db,
  input: { userId: string; fileId: string; now: Date; via?: DownloadGrant['via'] },
): Promise<FileAccess | null> {
  const { userId, fileId, now, via } = input;
  const none = sql`null::uuid`;
  const licence: SQL =
    via && !('orderItemId' in via)
      ? none
      : sql`(select oi.id from licences l
             join order_items oi on oi.id = l.order_item_id
             join orders o on o.id = oi.order_id
             where ${activeLicenceCondition(userId)} and oi.product_id = f.product_id
               ${via && 'orderItemId' in via ? sql`and oi.id = ${via.orderItemId}` : sql``}
             order by o.paid_at desc nulls last, oi.id limit 1)`;
  const subscription: SQL =
    via && !('subscriptionId' in via)
      ? none
      : sql`(select s.id from subscriptions s
             where s.user_id = ${userId} and s.product_id = f.product_id and ${liveSubscriptionCondition(now)}
               ${via && 'subscriptionId' in via ? sql`and s.id = ${via.subscriptionId}` : sql``}
             order by s.current_period_end desc limit 1)`;
  const [row] = await rows<{
    id: string;
    product_id: string;
    storage_key: string;
    file_name: string;
    content_type: string;
    size_bytes: number | string;
    order_item_id: string | null;
    subscription_id: string | null;
  }>(
    db,
    sql`select f.id, f.product_id, f.storage_key, f.file_name, f.content_type, f.size_bytes,
          ${licence} as order_item_id, ${subscription} as subscription_id
        from product_files f where f.id = ${fileId}`,
  );
  if (!row) return null;
  return {
    fileId: row.id,
    productId: row.product_id,
    storageKey: row.storage_key,
    fileName: row.file_name,
    contentType: row.content_type,
    sizeBytes: Number(row.size_bytes),
    via: row.order_item_id
      ? { orderItemId: row.order_item_id }
      : row.subscription_id
        ? { subscriptionId: row.subscription_id }
        : null,
  };
}
