import { randomUUID } from 'node:crypto';
import type { Db } from '../client.ts';
import { categories, priceHistory, products, sellerProfiles } from '../schema/index.ts';
import { nextId } from './sequence.ts';
import { buildTrader } from './traders.ts';
import { createUser } from './users.ts';

type CategoryInsert = typeof categories.$inferInsert;
type SellerInsert = typeof sellerProfiles.$inferInsert;
type ProductInsert = typeof products.$inferInsert;
type PriceHistoryInsert = typeof priceHistory.$inferInsert;

export function buildCategory(input: Partial<CategoryInsert> = {}): CategoryInsert & { id: string } {
  const n = nextId();
  return {
    id: randomUUID(),
    slug: `categorie-${n}`,
    labels: { fr: `Catégorie ${n}`, en: `Category ${n}`, es: `Categoría ${n}`, de: `Kategorie ${n}` },
    icon: 'sparkles',
    sort: n,
    ...input,
  } as CategoryInsert & { id: string };
}

export function buildSellerProfile(input: Partial<SellerInsert> & { userId: string }): SellerInsert & { id: string } {
  const n = nextId();
  return {
    id: randomUUID(),
    publicName: `Studio ${n}`,
    bio: 'Expert en automatisation IA.',
    contactEmail: `studio${n}@test.deploia.example`,
    expertise: [],
    trader: buildTrader(n),
    ...input,
  } as SellerInsert & { id: string };
}

export function buildProduct(
  input: Partial<ProductInsert> & { sellerId: string; categoryId: string },
): ProductInsert & { id: string } {
  const n = nextId();
  const publishedAt = input.publishedAt ?? new Date();
  return {
    id: randomUUID(),
    slug: `produit-ia-${n}`,
    title: `Produit IA ${n}`,
    summary: 'Un produit IA prêt à déployer.',
    description: '## Ce que fait ce produit\n\nIl automatise une tâche.',
    tags: ['ia'],
    priceCents: 4900,
    status: 'published',
    deploymentHours: 24,
    publishedAt,
    ...input,
  } as ProductInsert & { id: string };
}

export async function createCategory(db: Db, input: Partial<CategoryInsert> = {}) {
  const [row] = await db.insert(categories).values(buildCategory(input)).returning();
  return row!;
}

/** A seller profile with its owning user (role expert). */
export async function createSeller(db: Db, input: Partial<SellerInsert> = {}) {
  const owner = input.userId ? { id: input.userId } : await createUser(db, { roles: ['expert'] });
  const [row] = await db
    .insert(sellerProfiles)
    .values(buildSellerProfile({ ...input, userId: owner.id }))
    .returning();
  return row!;
}

/** A published product; creates its seller and category when not given. */
export async function createProduct(db: Db, input: Partial<ProductInsert> = {}) {
  const sellerId = input.sellerId ?? (await createSeller(db)).id;
  const categoryId = input.categoryId ?? (await createCategory(db)).id;
  const [row] = await db
    .insert(products)
    .values(buildProduct({ ...input, sellerId, categoryId }))
    .returning();
  return row!;
}

/** One price a product had from `at` on. */
export interface PricePoint {
  priceCents: number;
  at: Date;
}

/** `price_history` rows for a product's successive prices (oldest first or not: each row carries its date). */
export function buildPriceHistory(productId: string, points: PricePoint[]): PriceHistoryInsert[] {
  return points.map((point) => ({ productId, priceCents: point.priceCents, recordedAt: point.at }));
}

/**
 * A genuine price drop: `fromCents` since `since`, `toCents` from `droppedAt` on. Returns the history rows and the
 * product columns that go with them (current price, and the former price as the seller's compare-at price).
 */
export function buildPriceDrop(
  productId: string,
  drop: { fromCents: number; toCents: number; since: Date; droppedAt: Date },
) {
  return {
    history: buildPriceHistory(productId, [
      { priceCents: drop.fromCents, at: drop.since },
      { priceCents: drop.toCents, at: drop.droppedAt },
    ]),
    product: { priceCents: drop.toCents, compareAtPriceCents: drop.fromCents },
  };
}

/**
 * A published product with its price history: the last point is its current price. Creates the seller and
 * category when not given.
 */
export async function createProductWithPrices(db: Db, points: PricePoint[], input: Partial<ProductInsert> = {}) {
  const current = [...points].sort((a, b) => a.at.getTime() - b.at.getTime()).at(-1);
  if (!current) throw new RangeError('a price history needs at least one price');
  const product = await createProduct(db, {
    publishedAt: points[0]?.at,
    ...input,
    priceCents: current.priceCents,
  });
  await db.insert(priceHistory).values(buildPriceHistory(product.id, points));
  return product;
}
