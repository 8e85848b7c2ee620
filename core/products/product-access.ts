import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, sellerProfiles } from '../../db/schema/index.ts';
import { isAdmin, requireViewer, type Viewer } from '../accounts/viewer.ts';
import { AppError } from '../shared/app-error.ts';

/** Any database handle (the pool or a transaction). */
export type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export const productNotFound = () => new AppError('product_not_found', 404, 'Produit introuvable');
const notYourProduct = () => new AppError('forbidden', 403, 'Ce produit appartient à un autre vendeur');

/**
 * The viewer's seller profile id. A customer is sent to /sell (`not_a_seller`); an expert without a profile yet is
 * told to complete it (`seller_profile_missing`); both are 403.
 */
export async function viewerSellerId(db: Tx, viewer: Viewer | null): Promise<string> {
  const v = requireViewer(viewer);
  const [profile] = await db
    .select({ id: sellerProfiles.id })
    .from(sellerProfiles)
    .where(eq(sellerProfiles.userId, v.userId));
  if (profile) return profile.id;
  if (v.roles.includes('expert') || isAdmin(v)) {
    throw new AppError('seller_profile_missing', 403, 'Complétez d’abord votre profil vendeur');
  }
  throw new AppError('not_a_seller', 403, 'Devenez vendeur pour publier des produits');
}

/**
 * A product the viewer may edit (theirs, or any for an administrator), locked for the rest of the transaction when
 * asked. Unknown: 404; someone else's: 403.
 */
export async function editableProduct(db: Tx, viewer: Viewer | null, productId: string, { lock = false } = {}) {
  const v = requireViewer(viewer);
  const query = db
    .select({
      id: products.id,
      sellerId: products.sellerId,
      slug: products.slug,
      title: products.title,
      status: products.status,
      priceCents: products.priceCents,
      publishedAt: products.publishedAt,
      ownerId: sellerProfiles.userId,
    })
    .from(products)
    .innerJoin(sellerProfiles, eq(sellerProfiles.id, products.sellerId))
    .where(eq(products.id, productId));
  const [found] = lock ? await query.for('update', { of: products }) : await query;
  if (!found) throw productNotFound();
  if (found.ownerId !== v.userId && !isAdmin(v)) throw notYourProduct();
  return found;
}
