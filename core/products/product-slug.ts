import { and, eq, ne } from 'drizzle-orm';
import { productSlugRedirects, products } from '../../db/schema/index.ts';
import { slugify } from '../../db/seed/content/slugify.ts';
import { AppError } from '../shared/app-error.ts';
import type { Tx } from './product-access.ts';
import { productLimits } from './product-input.schema.ts';

export const slugTaken = () =>
  new AppError('slug_taken', 409, 'Cette adresse est déjà utilisée par un autre produit', { field: 'slug' });

/** Whether another product uses the slug, now or as a former address that still redirects. */
async function isTaken(db: Tx, slug: string, productId: string | null): Promise<boolean> {
  const notThis = (column: typeof products.id | typeof productSlugRedirects.productId) =>
    productId ? ne(column, productId) : undefined;
  const [current] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.slug, slug), notThis(products.id)));
  if (current) return true;
  const [former] = await db
    .select({ id: productSlugRedirects.productId })
    .from(productSlugRedirects)
    .where(and(eq(productSlugRedirects.slug, slug), notThis(productSlugRedirects.productId)));
  return !!former;
}

/**
 * The slug a product gets. One the seller typed must be free (`slug_taken`, a field error, otherwise); one made from
 * the title gets the first free `-2`, `-3`… suffix. A product may take back one of its own former slugs.
 */
export async function chooseSlug(
  db: Tx,
  { wanted, title, productId }: { wanted: string | undefined; title: string; productId: string | null },
): Promise<string> {
  if (wanted) {
    if (await isTaken(db, wanted, productId)) throw slugTaken();
    return wanted;
  }
  const base =
    slugify(title)
      .slice(0, productLimits.slugMax - 4)
      .replace(/-+$/, '') || 'produit';
  for (let n = 1; n < 100; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await isTaken(db, candidate, productId))) return candidate;
  }
  throw slugTaken();
}

/**
 * After a product moved from `from` to `to`: its old address redirects to it, and the new one, if it was a former
 * address of the same product, no longer needs to.
 */
export async function keepFormerSlug(db: Tx, productId: string, from: string, to: string) {
  if (from === to) return;
  await db.delete(productSlugRedirects).where(eq(productSlugRedirects.slug, to));
  await db
    .insert(productSlugRedirects)
    .values({ slug: from, productId })
    .onConflictDoUpdate({ target: productSlugRedirects.slug, set: { productId } });
}
