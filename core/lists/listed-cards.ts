import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { type ProductCard, type ProductCardRow, productCardColumns, toProductCard } from '../catalog/product-card.ts';
import type { Page } from '../shared/page-number.ts';

/** One page of a list's products as cards, with how many the list holds. */
export type ListedCards = Page<ProductCard>;

/**
 * One page of the published products of a list (favourites, a collection), most recently added first.
 * `list` is the list's table aliased `l` (with `product_id` and `created_at`) and `where` picks the list's rows. The
 * page walks the list newest first (`favorites_user_created_idx` for favourites) and stops after one page, then
 * only its rows are joined to sellers, categories and covers. The total checks each of the list's products by its
 * key, a subquery the planner cannot turn into a join: as a join, a long list would be matched against every
 * published product of the catalogue.
 */
export async function listedCards(
  db: Db,
  { list, where }: { list: SQL; where: SQL },
  { page, per_page }: { page: number; per_page: number },
): Promise<ListedCards> {
  const [pageRows, [counted]] = await Promise.all([
    rows<ProductCardRow>(
      db,
      sql`with page as (
            select l.product_id, l.created_at from ${list}
            where ${where} and exists (select 1 from products p where p.id = l.product_id and p.status = 'published')
            order by l.created_at desc nulls last, l.product_id
            limit ${per_page} offset ${(page - 1) * per_page}
          )
          select ${productCardColumns}
          from page
          join products p on p.id = page.product_id
          join seller_profiles s on s.id = p.seller_id
          join categories c on c.id = p.category_id
          order by page.created_at desc, p.id`,
    ),
    rows<{ total: number }>(
      db,
      sql`select count(*)::int as total from ${list}
          where ${where} and (select p.status from products p where p.id = l.product_id) = 'published'`,
    ),
  ]);
  return { data: pageRows.map(toProductCard), meta: { total: Number(counted?.total ?? 0), page, per_page } };
}
