import { and, eq, inArray, ne } from 'drizzle-orm';
import { productSlugRedirects, products } from '../../db/schema/index.ts';
import { slugify } from '../../db/seed/content/slugify.ts';
import { AppError } from '../shared/app-error.ts';
import type { Tx } from './product-access.ts';
import { productLimits } from './product-input.schema.ts';

export const slugTaken = () =>
  new AppError('slug_taken', 409, 'Cette adresse est déjà utilisée par un autre produit', { field: 'slug' });

/** Which of these slugs another product uses, now or as a former address that still redirects (two lookups). */
async function takenAmong(db: Tx, slugs: readonly string[], productId: string | null): Promise<Set<string>> {
  const [current, former] = await Promise.all([
    db
      .select({ slug: products.slug })
      .from(products)
      .where(and(inArray(products.slug, [...slugs]), productId ? ne(products.id, productId) : undefined)),
    db
      .select({ slug: productSlugRedirects.slug })
      .from(productSlugRedirects)
      .where(
        and(
          inArray(productSlugRedirects.slug, [...slugs]),
          productId ? ne(productSlugRedirects.productId, productId) : undefined,
        ),
      ),
  ]);
  return new Set([...current, ...former].map((r) => r.slug));
}

/** Suffixes tried for a slug made from the title: `base`, `base-2` … `base-50`. */
const candidates = 50;

/**
 * The slug a product gets. One the seller typed must be free (`slug_taken`, a field error, otherwise); one made from
 * the title gets the first free `-2`, `-3`… suffix. A product may take back one of its own former slugs.
 */
export async function chooseSlug(
  db: Tx,
  { wanted, title, productId }: { wanted: string | undefined; title: string; productId: string | null },
): Promise<string> {
  if (wanted) {
    if ((await takenAmong(db, [wanted], productId)).size > 0) throw slugTaken();
    return wanted;
  }
  const base =
    slugify(title)
      .slice(0, productLimits.slugMax - 4)
      .replace(/-+$/, '') || 'produit';
  const tried = Array.from({ length: candidates }, (_, i) => (i === 0 ? base : `${base}-${i + 1}`));
  const taken = await takenAmong(db, tried, productId);
  const free = tried.find((slug) => !taken.has(slug));
  if (!free) throw slugTaken();
  return free;
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
