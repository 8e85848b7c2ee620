import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { categories, products, sellerProfiles } from '../../db/schema/index.ts';
import { nextId } from './sequence.ts';
import { createUser } from './users.ts';

type CategoryInsert = typeof categories.$inferInsert;
type SellerInsert = typeof sellerProfiles.$inferInsert;
type ProductInsert = typeof products.$inferInsert;

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
