import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { type ProductCard, productCards } from './product-card.ts';

/** How many products « Récemment consultés » remembers (the cookie stays under 300 bytes). */
export const RECENTLY_VIEWED_MAX = 8;
/** How many it shows: one row of cards; the others stand in for products withdrawn since or the page's own. */
export const RECENTLY_VIEWED_SHOWN = 4;

/**
 * The ids of the products a visitor viewed, most recent first, as the cookie holds them (decision 0040): product
 * ids joined by dots (a cookie value may hold neither commas nor spaces). Anything else is not a list.
 */
export const recentlyViewedValue = z
  .string()
  .max(RECENTLY_VIEWED_MAX * 37)
  .transform((value) => value.split('.'))
  .pipe(z.array(z.uuid()).min(1).max(RECENTLY_VIEWED_MAX));

/** The list a cookie value holds; a missing, tampered or oversized value is an empty list. */
export function parseRecentlyViewed(value: string | null | undefined): string[] {
  const parsed = recentlyViewedValue.safeParse(value);
  return parsed.success ? [...new Set(parsed.data)] : [];
}

/** The list once `productId` is viewed: first, once, and the oldest forgotten beyond the maximum. */
export function withViewed(ids: readonly string[], productId: string): string[] {
  return [productId, ...ids.filter((id) => id !== productId)].slice(0, RECENTLY_VIEWED_MAX);
}

export const formatRecentlyViewed = (ids: readonly string[]) => ids.join('.');

/**
 * The cards of the first four products of `ids` still published, in the list's order, without `exceptId` (the page
 * shown): at most eight rows read by primary key.
 */
export async function recentlyViewedCards(
  db: Db,
  ids: readonly string[],
  { exceptId }: { exceptId?: string } = {},
): Promise<ProductCard[]> {
  const shown = ids.filter((id) => id !== exceptId).slice(0, RECENTLY_VIEWED_MAX);
  if (shown.length === 0) return [];
  const list = sql`array[${sql.join(
    shown.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;
  return productCards(
    db,
    sql`where p.id = any(${list}) and p.status = 'published'
        order by array_position(${list}, p.id) limit ${RECENTLY_VIEWED_SHOWN}`,
  );
}
