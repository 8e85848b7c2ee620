import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import type { Viewer } from '../accounts/viewer.ts';
import type { Clock } from '../ports/clock.ts';
import { AppError } from '../shared/app-error.ts';
import { editableProduct } from './product-access.ts';
import { missingForPublication, missingMessage } from './product-completeness.ts';
import type { ProductStatus, SellerProductStatus } from './product-status.schema.ts';

/**
 * Moves a product between draft, published and archived (owner or administrator); a suspended one stays so until
 * an administrator restores it. Publishing needs a complete
 * product: otherwise `product_incomplete` (422) with `details.missing` listing what is missing, and nothing changes.
 * The first publication dates the product (`published_at`); later ones keep that date.
 */
export async function setProductStatus(
  { db, clock }: { db: Db; clock: Clock },
  viewer: Viewer | null,
  { productId, status }: { productId: string; status: SellerProductStatus },
): Promise<{ id: string; slug: string; status: ProductStatus }> {
  return db.transaction(async (tx) => {
    const product = await editableProduct(tx, viewer, productId, { lock: true });
    if (product.status === status) return { id: product.id, slug: product.slug, status };
    if (product.status === 'suspended') {
      throw new AppError('product_suspended', 409, 'Ce produit a été suspendu par la modération');
    }
    if (status === 'published') {
      const missing = await missingForPublication(tx, product.id);
      if (missing.length > 0) throw new AppError('product_incomplete', 422, missingMessage(missing), { missing });
    }
    await tx
      .update(products)
      .set({
        status,
        ...(status === 'published' && !product.publishedAt ? { publishedAt: clock.now() } : {}),
        updatedAt: clock.now(),
      })
      .where(eq(products.id, product.id));
    return { id: product.id, slug: product.slug, status };
  });
}
