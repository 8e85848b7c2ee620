import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { postErrors } from './post-errors.ts';
import type { PostTarget } from './post-recipients.ts';
import type { ComposePostInput } from './posts.schema.ts';
import type { PostingSeller } from './seller-of-viewer.ts';

/** The audience of a composed post; the product (for its buyers) must be one of the creator's own. */
export async function postTarget(db: Db, seller: PostingSeller, input: ComposePostInput): Promise<PostTarget> {
  const target: PostTarget = { sellerId: seller.id, sellerUserId: seller.userId, audience: input.audience };
  if (input.audience !== 'product_buyers') return target;
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, input.productId ?? ''), eq(products.sellerId, seller.id)));
  if (!product) throw postErrors.productNotFound();
  return { ...target, productId: product.id };
}
