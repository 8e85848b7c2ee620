import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import type { Viewer } from '../accounts/viewer.ts';
import { sellerScope } from '../dashboard/seller-scope.ts';
import type { Clock } from '../ports/clock.ts';

export type DiscountStatus = 'scheduled' | 'active' | 'paused' | 'used_up' | 'ended';

export interface SellerDiscount {
  id: string;
  code: string;
  percentOff: number | null;
  amountOffCents: number | null;
  /** The products it is limited to (chosen, or the one an administrator scoped it to); empty: all of them. */
  products: { id: string; title: string }[];
  /** ISO 8601: the first instant it is usable, and the first it no longer is. */
  startsAt: string;
  endsAt: string;
  status: DiscountStatus;
  redemptions: number;
  maxRedemptions: number | null;
  maxPerCustomer: number | null;
}

export interface SellerDiscounts {
  discounts: SellerDiscount[];
  /** The creator's products a code may be limited to (archived ones left out), by title. */
  products: { id: string; title: string }[];
}

/** The newest codes shown: a creator with more ends the old ones (they stay counted on the sales page). */
const listed = 200;

/** The viewer's own discount codes, newest first, with their products, uses, limits and status. */
export async function listSellerDiscounts(
  deps: { db: Db; clock: Clock },
  viewer: Viewer | null,
): Promise<SellerDiscounts> {
  const { sellerId } = await sellerScope(deps.db, viewer);
  const [codes, products] = await Promise.all([
    // Index promotions_seller_idx (seller_id, created_at desc); the products through the join table's primary key.
    rows<{
      id: string;
      code: string | null;
      percent_off: number | null;
      amount_off_cents: number | null;
      products: { id: string; title: string }[];
      starts_at: string | Date;
      ends_at: string | Date;
      paused_at: string | Date | null;
      redemptions: number;
      max_redemptions: number | null;
      max_per_customer: number | null;
    }>(
      deps.db,
      sql`select p.id, p.code, p.percent_off, p.amount_off_cents, p.starts_at, p.ends_at, p.paused_at,
                 p.redemptions, p.max_redemptions, p.max_per_customer,
                 coalesce((select jsonb_agg(jsonb_build_object('id', pr.id, 'title', pr.title) order by pr.title)
                           from products pr
                           where pr.id = p.product_id
                              or pr.id in (select pp.product_id from promotion_products pp
                                           where pp.promotion_id = p.id)), '[]'::jsonb) as products
          from promotions p
          where p.seller_id = ${sellerId}
          order by p.created_at desc, p.id desc
          limit ${listed}`,
    ),
    rows<{ id: string; title: string }>(
      deps.db,
      sql`select id, title from products where seller_id = ${sellerId} and status <> 'archived' order by title`,
    ),
  ]);
  const now = deps.clock.now().getTime();
  return {
    discounts: codes.map((p) => {
      const startsAt = new Date(p.starts_at);
      const endsAt = new Date(p.ends_at);
      const usedUp = p.max_redemptions !== null && Number(p.redemptions) >= Number(p.max_redemptions);
      const status: DiscountStatus =
        now >= endsAt.getTime()
          ? 'ended'
          : p.paused_at
            ? 'paused'
            : usedUp
              ? 'used_up'
              : now < startsAt.getTime()
                ? 'scheduled'
                : 'active';
      return {
        id: p.id,
        code: p.code ?? '',
        percentOff: p.percent_off === null ? null : Number(p.percent_off),
        amountOffCents: p.amount_off_cents === null ? null : Number(p.amount_off_cents),
        products: p.products,
        startsAt: startsAt.toISOString(),
        endsAt: endsAt.toISOString(),
        status,
        redemptions: Number(p.redemptions),
        maxRedemptions: p.max_redemptions === null ? null : Number(p.max_redemptions),
        maxPerCustomer: p.max_per_customer === null ? null : Number(p.max_per_customer),
      };
    }),
    products,
  };
}
