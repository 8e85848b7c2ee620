import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { requireViewer, type Viewer } from '../accounts/viewer.ts';
import { type ProductCard, type ProductCardRow, productCardColumns, toProductCard } from '../catalog/product-card.ts';

export interface FavoriteCards {
  data: ProductCard[];
  meta: { total: number; page: number; per_page: number };
}

/**
 * One page of the viewer's favourite products as cards, most recently added first, with how many there are in
 * all. Only published products count (see list-favorite-ids.ts). The page is chosen on the favourites alone
 * (index `favorites_user_created_idx`), then only its rows are joined to sellers, categories and covers.
 */
export async function listFavoriteCards(
  { db }: { db: Db },
  viewer: Viewer | null,
  { page, per_page }: { page: number; per_page: number },
): Promise<FavoriteCards> {
  const v = requireViewer(viewer);
  const mine = sql`favorites f join products p on p.id = f.product_id
    where f.user_id = ${v.userId} and p.status = 'published'`;
  const [pageRows, [counted]] = await Promise.all([
    rows<ProductCardRow>(
      db,
      sql`with page as (
            select f.product_id, f.created_at from ${mine}
            order by f.created_at desc, f.product_id
            limit ${per_page} offset ${(page - 1) * per_page}
          )
          select ${productCardColumns}
          from page
          join products p on p.id = page.product_id
          join seller_profiles s on s.id = p.seller_id
          join categories c on c.id = p.category_id
          order by page.created_at desc, p.id`,
    ),
    rows<{ total: number }>(db, sql`select count(*)::int as total from ${mine}`),
  ]);
  return { data: pageRows.map(toProductCard), meta: { total: Number(counted?.total ?? 0), page, per_page } };
}
