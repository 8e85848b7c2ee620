import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { hashClaimToken, isClaimToken } from './claim-token.ts';
import { giftErrors } from './gift-errors.ts';

/** A gift as its link shows it, with what decides whether it can still be claimed. */
export interface GiftRow {
  id: string;
  order_item_id: string;
  buyer_id: string;
  recipient_email: string;
  message: string;
  claimed_by: string | null;
  title: string;
  slug: string;
  quantity: number;
  from_name: string | null;
  refunded: boolean;
}

/*
 * A link works once its gift was sent, that is once the order was paid: before that the stored hash is of a token
 * nobody has. A refunded line answers "refunded", whatever else.
 */
const sentGift = sql`g.sent_at is not null
  and o.status in ('paid', 'partially_refunded', 'refund_requested', 'refunded')`;

/**
 * The gift a claim link names, or a 404 (a malformed token is refused without a query). With `lock`, inside the
 * claim's transaction: the order row is share-locked first (as payment and refunds lock orders before anything
 * else, so no deadlock), then the gift row for update.
 */
export async function findGift(db: Db, token: string, { lock = false } = {}): Promise<GiftRow> {
  if (!isClaimToken(token)) throw giftErrors.notFound();
  const hash = hashClaimToken(token);
  if (lock) {
    await rows(
      db,
      sql`select o.id from orders o
          where o.id = (select oi.order_id from gifts g join order_items oi on oi.id = g.order_item_id
                        where g.claim_token_hash = ${hash})
          for share`,
    );
  }
  const [gift] = await rows<GiftRow>(
    db,
    sql`select g.id, g.order_item_id, o.buyer_id, g.recipient_email, g.message, g.claimed_by, oi.title, p.slug,
          oi.quantity, bp.display_name as from_name,
          (oi.refunded_at is not null or o.status = 'refunded') as refunded
        from gifts g
        join order_items oi on oi.id = g.order_item_id
        join orders o on o.id = oi.order_id
        join products p on p.id = oi.product_id
        left join profiles bp on bp.id = o.buyer_id
        where g.claim_token_hash = ${hash} and ${sentGift}
        ${lock ? sql`for update of g` : sql``}`,
  );
  if (!gift) throw giftErrors.notFound();
  if (gift.refunded) throw giftErrors.refunded();
  return gift;
}
