import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { favorites, products } from '../../db/schema/index.ts';
import { requireViewer, type Viewer } from '../accounts/viewer.ts';

/**
 * The ids of the viewer's favourite products, newest first (spec §7), or only those among `among` (the products a
 * page shows, to draw their hearts). A favourite of a product that is no longer published is kept, so it comes
 * back if the product does, but is not listed: the ids, the cards and the panel's count always agree.
 */
export async function listFavoriteIds(
  { db }: { db: Db },
  viewer: Viewer | null,
  { among }: { among?: readonly string[] } = {},
): Promise<string[]> {
  const v = requireViewer(viewer);
  if (among?.length === 0) return [];
  const found = await db
    .select({ id: favorites.productId })
    .from(favorites)
    .innerJoin(products, eq(products.id, favorites.productId))
    .where(
      and(
        eq(favorites.userId, v.userId),
        eq(products.status, 'published'),
        among ? inArray(favorites.productId, [...among]) : undefined,
      ),
    )
    .orderBy(desc(favorites.createdAt), favorites.productId);
  return found.map((row) => row.id);
}
