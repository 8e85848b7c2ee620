import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { favorites, products } from '../../db/schema/index.ts';
import { requireViewer, type Viewer } from '../accounts/viewer.ts';
import { AppError } from '../shared/app-error.ts';

/**
 * Makes a published product one of the viewer's favourites. Idempotent: adding it again changes nothing and is no
 * error (`created` tells the two apart). An unknown or unpublished product is a 404.
 */
export async function addFavorite(
  { db }: { db: Db },
  viewer: Viewer | null,
  productId: string,
): Promise<{ created: boolean }> {
  const v = requireViewer(viewer);
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.status, 'published')));
  if (!product) throw new AppError('product_not_found', 404, 'Produit introuvable');
  const inserted = await db
    .insert(favorites)
    .values({ userId: v.userId, productId: product.id })
    .onConflictDoNothing()
    .returning({ productId: favorites.productId });
  return { created: inserted.length > 0 };
}
