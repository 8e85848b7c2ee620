import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getLandingHighlights } from '../../core/catalog/get-landing-highlights.ts';
import { getProduct } from '../../core/catalog/get-product.ts';
import { listProductsQuery } from '../../core/catalog/list-products.schema.ts';
import { listProducts } from '../../core/catalog/list-products.ts';
import type { Database } from '../../db/client.ts';
import { createCategory, createProduct, createProductWithPrices, createSeller } from '../../db/factories/index.ts';
import { rows } from '../../db/rows.ts';
import { openTestDatabase } from '../setup/test-database.ts';

let database: Database;
const day = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * day);
const slugs = {} as Record<string, string>;

beforeAll(async () => {
  database = await openTestDatabase();
  const db = database.db;
  const seller = await createSeller(db);
  const category = await createCategory(db);
  const make = async (key: string, points: [euros: number, days: number][], extra = {}) => {
    const product = await createProductWithPrices(
      db,
      points.map(([euros, days]) => ({ priceCents: euros * 100, at: daysAgo(days) })),
      {
        sellerId: seller.id,
        categoryId: category.id,
        slug: `omnibus-${key}`,
        salesCount: 10,
        ratingCount: 1,
        ratingAvg: 4.5,
        ...extra,
      },
    );
    slugs[key] = product.slug;
  };
  await make(
    'drop',
    [
      [100, 90],
      [80, 5],
    ],
    { salesCount: 100 },
  );
  await make('steady', [[100, 90]], { compareAtPriceCents: 15_000 });
  await make('raise', [
    [50, 90],
    [40, 60],
    [45, 10],
  ]);
  // Raised just before a "sale" back to the usual price: no reduction under the Omnibus rule.
  await make('fake-sale', [
    [100, 90],
    [150, 20],
    [100, 3],
  ]);
  // A lower price within the 30 days before the drop is the reference: 70 € < 80 €, so no reduction shows.
  await make('recent-low', [
    [100, 90],
    [70, 40],
    [100, 25],
    [80, 5],
  ]);
  // Successive reductions: the reference is the lowest of the 30 days before the latest one (90 €).
  await make('second-drop', [
    [100, 90],
    [90, 20],
    [75, 2],
  ]);
  // A seller-declared compare-at price without any history proves nothing.
  const lone = await createProduct(db, {
    sellerId: seller.id,
    categoryId: category.id,
    slug: 'omnibus-no-history',
    priceCents: 5000,
    compareAtPriceCents: 9900,
  });
  slugs['no-history'] = lone.slug;
});
afterAll(() => database.close());

const reductions = async () => {
  const listing = await listProducts({ db: database.db }, listProductsQuery.parse({ per_page: '100' }));
  return Object.fromEntries(
    Object.entries(slugs).map(([key, slug]) => [key, listing.data.find((p) => p.slug === slug)?.priceReduction]),
  );
};

describe('EU Omnibus price reductions', () => {
  it('shows a reduction only for a genuine drop, against the lowest price of the 30 days before it', async () => {
    const found = await reductions();
    expect(found.drop).toMatchObject({ referencePriceCents: 10_000, percent: 20 });
    expect(new Date(found.drop!.since).getTime()).toBeCloseTo(daysAgo(5).getTime(), -5);
    expect(found['second-drop']).toMatchObject({ referencePriceCents: 9_000, percent: 16 });
    for (const key of ['steady', 'raise', 'fake-sale', 'recent-low', 'no-history']) expect(found[key]).toBeNull();
  });

  it('gives the product page and its "other creations" the same reduction', async () => {
    const page = await getProduct({ db: database.db }, slugs['second-drop']!);
    expect(page.priceReduction).toMatchObject({ referencePriceCents: 9_000, percent: 16 });
    const drop = page.moreFromSeller.find((p) => p.slug === slugs.drop);
    expect(drop?.priceReduction).toMatchObject({ referencePriceCents: 10_000, percent: 20 });
    const steady = await getProduct({ db: database.db }, slugs.steady!);
    expect(steady.priceReduction).toBeNull();
  });

  it('gives the landing highlights their reductions too', async () => {
    const { featured } = await getLandingHighlights({ db: database.db });
    const drop = featured.find((p) => p.slug === slugs.drop);
    expect(drop?.priceReduction?.percent).toBe(20);
  });

  it('computes a whole page in its one listing query, reading price_history through its index', async () => {
    const indexes = await rows<{ indexdef: string }>(
      database.db,
      sql`select indexdef from pg_indexes where tablename = 'price_history'`,
    );
    expect(indexes.some((i) => /\(product_id, created_at DESC/.test(i.indexdef))).toBe(true);
    // Many history rows for other products: the lookups stay on the product's own rows. `set local` in a
    // transaction keeps the setting and the plan on one connection of the pool (PostgreSQL).
    const plan = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return rows<{ 'QUERY PLAN': string }>(
        tx,
        sql`explain select p.id from products p where exists (
            select 1 from price_history h where h.product_id = p.id and h.created_at > now() - interval '30 days')`,
      );
    });
    expect(plan.map((r) => r['QUERY PLAN']).join('\n')).toContain('price_history_product_idx');
  });
});

describe('the demo catalogue', () => {
  it('has a handful of products on a genuine promotion, recorded in price_history', async () => {
    const { seedDemo } = await import('../../db/seed/demo.ts');
    const { createTestApp } = await import('../setup/test-app.ts');
    const seeded = await openTestDatabase();
    const app = await createTestApp(seeded);
    try {
      await seeded.db.transaction((tx) => seedDemo({ ...app.deps, db: tx }));
      const listing = await listProducts({ db: seeded.db }, listProductsQuery.parse({ per_page: '100', page: '1' }));
      const all = [listing.data];
      for (let page = 2; page <= Math.ceil(listing.meta.total / 100); page++) {
        all.push(
          (await listProducts({ db: seeded.db }, listProductsQuery.parse({ per_page: '100', page: `${page}` }))).data,
        );
      }
      const reduced = all.flat().filter((p) => p.priceReduction);
      expect(reduced.length).toBeGreaterThanOrEqual(5);
      for (const p of reduced) {
        expect(p.priceReduction!.referencePriceCents).toBeGreaterThan(p.priceCents);
        expect(p.compareAtPriceCents).toBe(p.priceReduction!.referencePriceCents);
        expect(p.priceReduction!.percent).toBeGreaterThanOrEqual(10);
      }
    } finally {
      await app.close();
      await seeded.close();
    }
  }, 300_000); // seeds the whole demo catalogue, covers included: minutes on a loaded 2-core machine
});
