import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listProductsQuery } from '../../core/catalog/list-products.schema.ts';
import { listProducts } from '../../core/catalog/list-products.ts';
import { suggestProducts } from '../../core/search/suggest-products.ts';
import type { Database } from '../../db/client.ts';
import { createCategory, createProduct, createSeller } from '../../db/factories/index.ts';
import { rows } from '../../db/rows.ts';
import { products, productTranslations, sellerProfiles } from '../../db/schema/index.ts';
import { openTestDatabase } from '../setup/test-database.ts';

let database: Database;
const search = (input: Record<string, string>) => listProducts(database, listProductsQuery.parse(input));
const slugsFor = async (input: Record<string, string>) => (await search(input)).data.map((p) => p.slug);
const day = 86_400_000;

beforeAll(async () => {
  database = await openTestDatabase();
  const { db } = database;
  const support = await createCategory(db, { slug: 'support', sort: 1 });
  const automation = await createCategory(db, { slug: 'automation-cat', sort: 2 });
  const seller = await createSeller(db, { publicName: 'Atelier Boréal' });
  const common = { sellerId: seller.id, summary: 'Prêt à déployer.', description: 'Installation guidée.', tags: [] };
  await createProduct(db, {
    ...common,
    categoryId: support.id,
    slug: 'chatbot-notion',
    title: 'Chatbot pour base documentaire Notion',
    tags: ['rag'],
    priceCents: 19_900,
    salesCount: 40,
    ratingAvg: 4.6,
    ratingCount: 12,
  });
  await createProduct(db, {
    ...common,
    categoryId: support.id,
    slug: 'assistant-whatsapp',
    title: 'Agent conversationnel WhatsApp',
    billing: 'monthly',
    priceCents: 2_900,
    salesCount: 5,
    ratingAvg: 3.2,
    ratingCount: 4,
  });
  await createProduct(db, {
    ...common,
    categoryId: automation.id,
    slug: 'automatisation-factures',
    title: 'Automatisation des factures fournisseurs',
    summary: 'Extraction et saisie comptable par intelligence artificielle.',
    priceCents: 4_900,
    salesCount: 300,
  });
  await createProduct(db, {
    ...common,
    categoryId: automation.id,
    slug: 'generateur-images',
    title: 'Générateur d’images pour réseaux sociaux',
    priceCents: 60_000,
    language: 'en',
  });
  await createProduct(db, {
    ...common,
    categoryId: automation.id,
    slug: 'brouillon',
    title: 'Chatbot brouillon',
    status: 'draft',
  });
});
afterAll(() => database.close());

describe('the search engine', () => {
  it('finds words without their accents, and accented words typed without them', async () => {
    expect(await slugsFor({ q: 'generateur d images' })).toEqual(['generateur-images']);
    expect(await slugsFor({ q: 'RÉSEAUX' })).toEqual(['generateur-images']);
    expect(await slugsFor({ q: 'reseaux sociaux' })).toEqual(['generateur-images']);
  });

  it('tolerates one typo in a word of 5 letters or more: swapped, missing, doubled or wrong letters', async () => {
    for (const q of ['chtabot', 'chatbt', 'chattbot', 'chatbit']) {
      expect(await slugsFor({ q }), q).toContain('chatbot-notion');
    }
    expect(await slugsFor({ q: 'automatisaton fournisseur' })).toEqual(['automatisation-factures']);
    // Under 5 letters a typo is not corrected: "rga" stays "rga".
    expect(await slugsFor({ q: 'rga' })).toEqual([]);
  });

  it('expands synonyms, multi-word terms included, in both directions', async () => {
    const chatbots = ['assistant-whatsapp', 'chatbot-notion'];
    expect((await slugsFor({ q: 'chatbot' })).toSorted()).toEqual(chatbots);
    expect((await slugsFor({ q: 'agent conversationnel' })).toSorted()).toEqual(chatbots);
    expect(await slugsFor({ q: 'IA comptable' })).toEqual(['automatisation-factures']);
    // A quoted phrase is searched as typed, without synonyms.
    expect(await slugsFor({ q: '"agent conversationnel"' })).toEqual(['assistant-whatsapp']);
  });

  it('excludes words after a minus sign and never lists drafts', async () => {
    expect(await slugsFor({ q: 'chatbot -whatsapp' })).toEqual(['chatbot-notion']);
    expect(await slugsFor({ q: 'brouillon' })).toEqual([]);
  });

  it('learns the words of an edited text, so their typos are tolerated too', async () => {
    expect(await slugsFor({ q: 'photogrametrie' })).toEqual([]);
    await database.db
      .update(products)
      .set({ summary: 'Photogrammétrie des bâtiments.' })
      .where(eq(products.slug, 'generateur-images'));
    expect(await slugsFor({ q: 'photogrametrie' })).toEqual(['generateur-images']);
  });

  it('searches the seller’s name, and follows a change of it', async () => {
    expect(await slugsFor({ q: 'atelier boreal', per_page: '100' })).toHaveLength(4);
    const [seller] = await rows<{ id: string }>(
      database.db,
      sql`select id from seller_profiles where public_name = 'Atelier Boréal'`,
    );
    await database.db
      .update(sellerProfiles)
      .set({ publicName: 'Studio Lumière' })
      .where(eq(sellerProfiles.id, seller?.id as string));
    expect(await slugsFor({ q: 'boreal' })).toEqual([]);
    expect(await slugsFor({ q: 'studio lumiere', per_page: '100' })).toHaveLength(4);
  });

  it('searches translations in their own language, stemming included', async () => {
    const [product] = await database.db.select().from(products).where(eq(products.slug, 'automatisation-factures'));
    await database.db.insert(productTranslations).values({
      productId: product?.id as string,
      locale: 'en',
      title: 'Supplier invoice automation',
      summary: 'Reads invoices and books them.',
    });
    expect(await slugsFor({ q: 'invoices' })).toEqual(['automatisation-factures']);
    expect(await slugsFor({ q: 'invoise' })).toEqual(['automatisation-factures']);
    await database.db.delete(productTranslations).where(eq(productTranslations.productId, product?.id as string));
    expect(await slugsFor({ q: 'invoices' })).toEqual([]);
  });

  it('suggests the catalogue’s spelling when nothing matches, and falls back to products holding some words', async () => {
    const misspelt = await search({ q: 'chatbto notoin', category: 'automation-cat' });
    expect(misspelt.data).toEqual([]);
    expect(misspelt.meta.unknown_category).toBeUndefined();
    expect(misspelt.meta.didYouMean).toBe('chatbot notion');

    const partial = await search({ q: 'chatbot comptabilité fiscale' });
    expect(partial.meta.partial_match).toBe(true);
    expect(partial.data.map((p) => p.slug).toSorted()).toEqual(['assistant-whatsapp', 'chatbot-notion']);
    expect((await search({ q: 'chatbot notion' })).meta.partial_match).toBeUndefined();
  });

  it('offers « did you mean » for a corrected typo or a query finding little, never for a good word, a plural or a short word', async () => {
    const corrected = await search({ q: 'chatbott' });
    expect(corrected.data.map((p) => p.slug)).toContain('chatbot-notion');
    expect(corrected.meta.didYouMean).toBe('chatbot');
    expect((await search({ q: 'Automatisaton fournisseur' })).meta.didYouMean).toBe('automatisation fournisseur');
    // Two typos in 7 letters: not searched, so nothing matches, and the catalogue's spelling is offered.
    const uncorrected = await search({ q: 'notoinn' });
    expect(uncorrected.meta.total).toBe(0);
    expect(uncorrected.meta.didYouMean).toBe('notion');
    for (const q of ['chatbot', 'chatbots', 'documentaires', 'rga', 'ia']) {
      expect((await search({ q })).meta.didYouMean, q).toBeUndefined();
    }
    expect(await slugsFor({ q: 'documentaires' })).toEqual(['chatbot-notion']);
  });

  it('answers SQL-looking, emoji-only, symbol-only and very long queries without error', async () => {
    expect(await slugsFor({ q: "'; drop table products; --" })).toEqual([]);
    expect((await search({ q: '🤖🤖' })).meta.total).toBe(4);
    expect((await search({ q: '!!! & | <-> :*' })).meta.total).toBe(4);
    expect((await search({ q: 'chatbot '.repeat(100) })).data.map((p) => p.slug)).toContain('chatbot-notion');
    expect(await rows(database.db, sql`select 1 from products limit 1`)).toHaveLength(1);
  });
});

describe('filters and facets', () => {
  it('filters by billing and language, and counts each facet under the other filters', async () => {
    const subscriptions = await search({ billing: 'subscription' });
    expect(subscriptions.data.map((p) => p.slug)).toEqual(['assistant-whatsapp']);
    expect(subscriptions.meta.facets.billing).toEqual([
      { value: 'one_time', count: 3 },
      { value: 'subscription', count: 1 },
    ]);
    expect(subscriptions.meta.facets.category.find((f) => f.slug === 'support')?.count).toBe(1);

    const english = await search({ language: 'en' });
    expect(english.data.map((p) => p.slug)).toEqual(['generateur-images']);
    expect(english.meta.facets.language).toEqual([
      { value: 'fr', count: 3 },
      { value: 'en', count: 1 },
      { value: 'es', count: 0 },
      { value: 'de', count: 0 },
    ]);
  });

  it('counts price ranges and rating thresholds, each ignoring its own filter', async () => {
    const listing = await search({ rating: '4', min_price: '10000', max_price: '24999' });
    expect(listing.data.map((p) => p.slug)).toEqual(['chatbot-notion']);
    expect(listing.meta.facets.price).toEqual([
      { min: 0, max: 5000, count: 0 },
      { min: 5000, max: 10000, count: 0 },
      { min: 10000, max: 25000, count: 1 },
      { min: 25000, max: 50000, count: 0 },
      { min: 50000, count: 0 },
    ]);
    expect(listing.meta.facets.rating).toEqual([
      { value: 4.5, count: 1 },
      { value: 4, count: 1 },
      { value: 3.5, count: 1 },
      { value: 3, count: 1 },
    ]);
    const anyRating = await search({ min_price: '0', max_price: '4999' });
    expect(anyRating.meta.facets.rating.map((f) => f.count)).toEqual([0, 0, 0, 1]);
    expect(anyRating.meta.total).toBe(2);
  });
});

describe('the catalogue facet counts', () => {
  it('stay equal to a live count through inserts, moves between values, unpublishing and deletes', async () => {
    const live = () =>
      rows<{ cell: string; count: number }>(
        database.db,
        sql`select concat_ws('|', category_id, billing, language, rating_avg, price_cents) as cell, count(*)::int as count
            from products where status = 'published' group by 1 order by 1`,
      );
    const kept = () =>
      rows<{ cell: string; count: number }>(
        database.db,
        sql`select concat_ws('|', category_id, billing, language, rating_avg, price_cents) as cell, count
            from catalog_facet_counts where count > 0 order by 1`,
      );
    const made = await createProduct(database.db, { slug: 'facet-probe', priceCents: 1234 });
    expect(await kept()).toEqual(await live());
    await database.db.update(products).set({ priceCents: 4321, ratingAvg: 4.2 }).where(eq(products.id, made.id));
    await database.db.update(products).set({ salesCount: 9 }).where(eq(products.slug, 'chatbot-notion'));
    expect(await kept()).toEqual(await live());
    await database.db.update(products).set({ status: 'archived' }).where(eq(products.id, made.id));
    expect(await kept()).toEqual(await live());
    await database.db.update(products).set({ status: 'published' }).where(eq(products.id, made.id));
    await database.db.delete(products).where(eq(products.id, made.id));
    expect(await kept()).toEqual(await live());
  });
});

describe('the "top" order', () => {
  it('weighs sales, the cautious rating and recency as /transparency says', async () => {
    const category = await createCategory(database.db, { slug: 'top-order' });
    const now = Date.now();
    const make = (slug: string, values: Partial<typeof products.$inferInsert>) =>
      createProduct(database.db, { categoryId: category.id, slug, title: slug, publishedAt: new Date(now), ...values });
    // (sales + 1) × 2^(rating − 4) × 2^(days / 90): 15 sales 90 days older weigh 8, as 7 sales today would.
    await make('older-twice-the-sales', { salesCount: 15, publishedAt: new Date(now - 90 * day) });
    await make('recent', { salesCount: 6 });
    await make('well-rated', { salesCount: 2, ratingAvg: 5, ratingCount: 1000 });
    await make('few-perfect-reviews', { salesCount: 3, ratingAvg: 5, ratingCount: 1 });
    expect(await slugsFor({ category: 'top-order', sort: 'top' })).toEqual([
      'older-twice-the-sales',
      'recent',
      'well-rated',
      'few-perfect-reviews',
    ]);
    const scores = await rows<{ slug: string; score: number }>(
      database.db,
      sql`select slug, exp(top_score - ln(2) * extract(epoch from published_at - timestamptz '2025-01-01') / (90 * 86400)) as score
          from products where slug in ('recent', 'well-rated')`,
    );
    const bySlug = Object.fromEntries(scores.map((s) => [s.slug, Number(s.score)]));
    expect(bySlug.recent).toBeCloseTo(7, 5);
    // 3 × 2^((5 × 4 + 1000 × 5) / 1005 − 4): 5.98, behind 7 sales of an unrated product.
    expect(bySlug['well-rated']).toBeCloseTo(3 * 2 ** ((20 + 5000) / 1005 - 4), 5);
  });
});

describe('suggestions', () => {
  it('complete the words being typed, accents ignored, in the top order', async () => {
    expect((await suggestProducts(database, 'chat')).map((s) => s.slug)).toEqual(['chatbot-notion']);
    expect((await suggestProducts(database, 'gené')).map((s) => s.slug)).toEqual(['generateur-images']);
    expect(await suggestProducts(database, 'c')).toEqual([]);
  });
});
