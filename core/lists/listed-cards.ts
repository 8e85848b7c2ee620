import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { type ProductCard, type ProductCardRow, productCardColumns, toProductCard } from '../catalog/product-card.ts';

/** One page of a list's products as cards, with how many the list holds. */
export interface ListedCards {
  data: ProductCard[];
  meta: { total: number; page: number; per_page: number };
}

/**
 * One page of the published products of a list (favourites, a collection), most recently added first.
 * `listed` is the list's `from … where …`: its table aliased `l` (with `product_id` and `created_at`) joined to
 * `products p`. The page is chosen on the list alone, then only its rows are joined to sellers, categories and
 * covers; the total is counted on the same rows.
 */
export async function listedCards(
  db: Db,
  listed: SQL,
  { page, per_page }: { page: number; per_page: number },
): Promise<ListedCards> {
  const [pageRows, [counted]] = await Promise.all([
    rows<ProductCardRow>(
      db,
      sql`with page as (
            select l.product_id, l.created_at from ${listed}
            order by l.created_at desc, l.product_id
            limit ${per_page} offset ${(page - 1) * per_page}
          )
          select ${productCardColumns}
          from page
          join products p on p.id = page.product_id
          join seller_profiles s on s.id = p.seller_id
          join categories c on c.id = p.category_id
          order by page.created_at desc, p.id`,
    ),
    rows<{ total: number }>(db, sql`select count(*)::int as total from ${listed}`),
  ]);
  return { data: pageRows.map(toProductCard), meta: { total: Number(counted?.total ?? 0), page, per_page } };
}
