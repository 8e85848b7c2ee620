import { sql } from 'drizzle-orm';

/**
 * EU Omnibus directive (art. 6a of directive 98/6/EC, art. L112-1-1 of the French consumer code): a price
 * reduction may be announced only against the lowest price applied during the 30 days before the reduction.
 *
 * From `price_history` (every price a product has had, with when it took effect):
 * - the reduction started when the current price took effect after the last different price;
 * - the reference is the lowest price in effect during the 30 days before that moment (the prices recorded in
 *   the window, and the one already in effect when the window opened);
 * - the product is discounted only when its current price is below that reference.
 * The seller's own `compare_at_price_cents` is never shown: it proves nothing.
 */
export const OMNIBUS_WINDOW_DAYS = 30;

export interface PriceReduction {
  /** The lowest price of the 30 days before the reduction, the only price that may be shown crossed out. */
  referencePriceCents: number;
  /** Whole percent off the reference, rounded down so the claim never overstates the reduction. */
  percent: number;
  /** When the reduced price took effect (ISO 8601). */
  since: string;
}

/**
 * A select-list column (`price_reduction`, jsonb or null) for a query over `products p`: one correlated
 * lookup per row on the `price_history (product_id, created_at desc)` index, inside the list's own query
 * (no query per product).
 */
export const priceReductionColumn = sql`(
  select jsonb_build_object('reference', w.lowest, 'since', r.reduced_at)
  from (select max(h.created_at) as last_other from price_history h
        where h.product_id = p.id and h.price_cents <> p.price_cents) o
  cross join lateral (select min(h.created_at) as reduced_at from price_history h
        where h.product_id = p.id and h.created_at > o.last_other and h.price_cents = p.price_cents) r
  cross join lateral (select min(x.price_cents) as lowest from (
        select h.price_cents from price_history h
        where h.product_id = p.id
          and h.created_at >= r.reduced_at - make_interval(days => ${OMNIBUS_WINDOW_DAYS})
          and h.created_at < r.reduced_at
        union all
        (select h.price_cents from price_history h
         where h.product_id = p.id and h.created_at < r.reduced_at - make_interval(days => ${OMNIBUS_WINDOW_DAYS})
         order by h.created_at desc limit 1)) x) w
  where r.reduced_at is not null and w.lowest > p.price_cents
) as price_reduction`;

export interface PriceReductionRow {
  reference: number;
  since: string;
}

export function toPriceReduction(priceCents: number, row: PriceReductionRow | null): PriceReduction | null {
  if (!row || !(row.reference > priceCents)) return null;
  return {
    referencePriceCents: row.reference,
    percent: Math.floor(((row.reference - priceCents) * 100) / row.reference),
    since: new Date(row.since).toISOString(),
  };
}
