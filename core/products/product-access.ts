import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, sellerProfiles } from '../../db/schema/index.ts';
import { isAdmin, requireViewer, type Viewer } from '../accounts/viewer.ts';
import { canSell } from '../sellers/seller-role.ts';
import { AppError } from '../shared/app-error.ts';

/** Any database handle (the pool or a transaction). */
export type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export const productNotFound = () => new AppError('product_not_found', 404, 'Produit introuvable');
const notYourProduct = () => new AppError('forbidden', 403, 'Ce produit appartient à un autre vendeur');

const notASeller = () => new AppError('not_a_seller', 403, 'Devenez vendeur pour publier des produits');

/**
 * The viewer's seller profile id. A customer (or a seller whose role was withdrawn) is sent to /sell
 * (`not_a_seller`); an expert without a profile yet is told to complete it (`seller_profile_missing`); both 403.
 */
export async function viewerSellerId(db: Tx, viewer: Viewer | null): Promise<string> {
  const v = requireViewer(viewer);
  if (!canSell(v)) throw notASeller();
  const [profile] = await db
    .select({ id: sellerProfiles.id })
    .from(sellerProfiles)
    .where(eq(sellerProfiles.userId, v.userId));
  if (!profile) throw new AppError('seller_profile_missing', 403, 'Complétez d’abord votre profil vendeur');
  return profile.id;
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
  if (isAdmin(v)) return found;
  if (found.ownerId !== v.userId) throw notYourProduct();
  if (!canSell(v)) throw notASeller();
  return found;
}
