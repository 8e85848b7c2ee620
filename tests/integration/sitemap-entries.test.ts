import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentPageSlugs } from '../../core/content/get-content-page.ts';
import { resourceSlugs } from '../../core/content/get-resource.ts';
import { demoOperator } from '../../core/legal/operator.ts';
import { listPageEntries } from '../../core/seo/list-page-entries.ts';
import { listProductEntries } from '../../core/seo/list-product-entries.ts';
import { listSitemaps, productsPerSitemap } from '../../core/seo/list-sitemaps.ts';
import type { Database } from '../../db/client.ts';
import { createCategory, createProduct, createSeller } from '../../db/factories/index.ts';
import { rows } from '../../db/rows.ts';
import { openTestDatabase } from '../setup/test-database.ts';

let database: Database;
let catalogue: { sellerId: string; categoryId: string };
const day = 86_400_000;

beforeAll(async () => {
  database = await openTestDatabase();
  const { db } = database;
  await createCategory(db, { slug: 'support', sort: 2 });
  const marketing = await createCategory(db, { slug: 'marketing', sort: 1 });
  const seller = await createSeller(db);
  catalogue = { sellerId: seller.id, categoryId: marketing.id };
  const product = (slug: string, daysAgo: number, status: 'published' | 'draft' | 'archived' = 'published') =>
    createProduct(db, {
      sellerId: seller.id,
      categoryId: marketing.id,
      slug,
      status,
      publishedAt: new Date(Date.now() - daysAgo * day),
    });
  await product('agent-recent', 1);
  await product('chatbot-ancien', 30);
  await product('brouillon', 2, 'draft');
  await product('archive', 3, 'archived');
  await product('relances-email', 10);
});
afterAll(() => database?.close());

describe('sitemap entries', () => {
  it('lists the pages: landing, marketplace, each category by sort order, sellers with a published product, and the information pages', async () => {
    await createSeller(database.db); // nothing published: not listed
    const entries = await listPageEntries({ db: database.db, operator: demoOperator });
    expect(entries.map((e) => e.path)).toEqual([
      '/',
      '/market',
      '/market?category=marketing',
      '/market?category=support',
      `/seller/${catalogue.sellerId}`,
      '/sell',
      '/about',
      '/faq',
      '/resources',
      ...resourceSlugs.map((slug) => `/resources/${slug}`),
      '/contact',
      ...contentPageSlugs.map((slug) => `/${slug}`),
    ]);
    const legal = entries.find((e) => e.path === '/legal');
    expect(legal?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Issue 17: every URL has a lastmod (52 had none, the landing included).
    expect(entries.filter((e) => e.lastmod === null)).toEqual([]);
    const dateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;
    // The landing and the marketplace change with the catalogue: the last update of a published product.
    const [newest] = await rows<{ at: string }>(
      database.db,
      sql`select to_char(max(updated_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as at
          from products where status = 'published'`,
    );
    expect(entries.find((e) => e.path === '/')?.lastmod).toBe(newest?.at);
    expect(entries.find((e) => e.path === '/market?category=marketing')?.lastmod).toBe(newest?.at);
    // A category without a published product dates from its creation.
    expect(entries.find((e) => e.path === '/market?category=support')?.lastmod).toMatch(dateTime);
    expect(entries.find((e) => e.path === '/about')?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(entries.find((e) => e.path.startsWith('/seller/'))?.lastmod).toMatch(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/,
    );
  });

  it('lists only published products, oldest publication first, with their last change', async () => {
    const entries = await listProductEntries({ db: database.db }, { part: 1 });
    expect(entries.map((e) => e.path)).toEqual([
      '/product/chatbot-ancien',
      '/product/relances-email',
      '/product/agent-recent',
    ]);
    for (const entry of entries) expect(entry.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(await listProductEntries({ db: database.db }, { part: 2 })).toEqual([]);
    expect(await listSitemaps({ db: database.db })).toEqual(['pages', 'products-1']);
  });

  it(`splits the products into files of ${productsPerSitemap}, new ones landing in the last`, async () => {
    await database.db.execute(sql`
      insert into products (seller_id, category_id, slug, title, price_cents, status, published_at)
      select ${catalogue.sellerId}, ${catalogue.categoryId}, 'ancien-' || n, 'Ancien ' || n, 900, 'published',
             timestamptz '2020-01-01' + n * interval '1 minute'
      from generate_series(1, ${productsPerSitemap}) as n`);
    expect(await listSitemaps({ db: database.db })).toEqual(['pages', 'products-1', 'products-2']);
    const first = await listProductEntries({ db: database.db }, { part: 1 });
    expect(first).toHaveLength(productsPerSitemap);
    expect(first[0]?.path).toBe('/product/ancien-1');
    expect((await listProductEntries({ db: database.db }, { part: 2 })).map((e) => e.path)).toEqual([
      '/product/chatbot-ancien',
      '/product/relances-email',
      '/product/agent-recent',
    ]);
  });
});
