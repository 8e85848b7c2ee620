import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listProductsQuery } from '../../core/catalog/list-products.schema.ts';
import { listProducts } from '../../core/catalog/list-products.ts';
import { forgetLexemeStatistics } from '../../core/search/lexeme-statistics.ts';
import { refreshSearchTiers } from '../../core/search/refresh-search-tiers.ts';
import type { SearchLimits } from '../../core/search/search-matches.ts';
import { suggestProducts } from '../../core/search/suggest-products.ts';
import type { Database } from '../../db/client.ts';
import { createCategory, createProduct, createSeller } from '../../db/factories/index.ts';
import { rows } from '../../db/rows.ts';
import { products } from '../../db/schema/index.ts';
import { openTestDatabase } from '../setup/test-database.ts';

/**
 * A catalogue where the long tail behaves as it does at scale: many products about one of a query's words, few or
 * none about all of them. Every product says « pour » and « de »; the stop words must never be what matches.
 */
let database: Database;
const search = (input: Record<string, string>, searchLimits?: SearchLimits) =>
  listProducts({ db: database.db, searchLimits }, listProductsQuery.parse(input));
const slugs = (listing: Awaited<ReturnType<typeof search>>) => listing.data.map((p) => p.slug);

const dashboards = 14;
const medical = 4;
const whatsapp = 5;
const chatbots = 12;
const tools = 8;

beforeAll(async () => {
  database = await openTestDatabase();
  const { db } = database;
  const category = await createCategory(db, { slug: 'outils', sort: 1 });
  const seller = await createSeller(db, { publicName: 'Atelier Lumen' });
  const base = { sellerId: seller.id, categoryId: category.id, summary: 'Prêt pour vous.', tags: [] };
  const day = 86_400_000;
  let n = 0;
  const make = (slug: string, title: string, extra: Record<string, unknown> = {}) =>
    createProduct(db, {
      ...base,
      slug,
      title,
      description: 'Installation de la solution pour votre équipe.',
      priceCents: 1_900 + (n++ % 7) * 1_000,
      publishedAt: new Date(Date.UTC(2026, 0, 1) + n * day),
      ...extra,
    });
  for (let i = 0; i < dashboards; i++) await make(`tableau-${i}`, `Tableau de bord de gestion ${i}`);
  for (let i = 0; i < medical; i++) await make(`medical-${i}`, `Agenda de cabinet médical ${i}`);
  await make('tableau-cabinet-medical', 'Tableau de bord pour cabinet médical');
  for (let i = 0; i < tools; i++) await make(`outil-${i}`, `Outil de facturation ${i}`);
  for (let i = 0; i < whatsapp; i++)
    await make(`whatsapp-${i}`, `Relances WhatsApp ${i}`, { priceCents: 9_900 - i * 1_000 });
  for (let i = 0; i < chatbots; i++)
    await make(`chatbot-${i}`, `Chatbot de support ${i}`, {
      salesCount: i * 10,
      language: i < 2 ? 'de' : i < 4 ? 'en' : 'fr',
    });
  // The statistics that tell a common word from a rare one, as autovacuum or the upkeep job keep them.
  await db.execute(sql`analyze products`);
  forgetLexemeStatistics(db);
});
afterAll(() => database.close());

describe('a multi-word search', () => {
  it('returns the products about all of its words first, not most of the catalogue', async () => {
    const listing = await search({ q: 'tableau de bord cabinet médical' });
    expect(slugs(listing)[0]).toBe('tableau-cabinet-medical');
    expect(listing.meta.complete_total).toBe(1);
    // Too few hold every word: the commonest (tableau, bord) are dropped, the rare ones (cabinet, médical) kept.
    expect(listing.meta.dropped_words).toEqual(expect.arrayContaining(['tableau', 'bord']));
    expect(listing.meta.dropped_words).not.toContain('cabinet');
    expect(slugs(listing).toSorted()).toEqual(
      ['tableau-cabinet-medical', ...Array.from({ length: medical }, (_, i) => `medical-${i}`)].toSorted(),
    );
    expect(listing.meta.partial_match).toBeUndefined();
  });

  it('never widens a match through stop words or filler', async () => {
    // Every product holds « pour », « de » and « en ligne » would match everything: none of them is searched.
    const listing = await search({ q: 'chatbot pour de support en ligne' });
    expect(listing.meta.total).toBe(chatbots);
    expect(slugs(listing).every((slug) => slug.startsWith('chatbot-'))).toBe(true);
    expect(listing.meta.ignored_words).toEqual(['pour', 'de', 'en', 'ligne']);
    expect(listing.meta.dropped_words).toBeUndefined();
  });

  it('reads « pas cher » as the cheapest first and drops the least informative word when nothing holds them all', async () => {
    const listing = await search({ q: 'outil whatsapp pas cher' });
    expect(listing.meta.sort).toBe('price_asc');
    expect(listing.meta.ignored_words).toEqual(['pas', 'cher']);
    expect(listing.meta.partial_match).toBe(true);
    expect(listing.meta.dropped_words).toEqual(['outil']);
    expect(slugs(listing)).toEqual(['whatsapp-4', 'whatsapp-3', 'whatsapp-2', 'whatsapp-1', 'whatsapp-0']);
    // The buyer's own order wins over the words'.
    expect(listing.meta.understood).toEqual({ sort: 'price_asc' });
    const ownOrder = await search({ q: 'whatsapp pas cher', sort: 'price_desc' });
    expect(ownOrder.meta.sort).toBe('price_desc');
    expect(ownOrder.meta.understood).toBeUndefined();
  });

  it('drops first a word no product holds, however rare the statistics make it look', async () => {
    const listing = await search({ q: 'relances whatsapp zzzq' });
    expect(listing.meta.dropped_words).toEqual(['zzzq']);
    expect(listing.meta.total).toBe(whatsapp);
  });

  it('says words were left out only when the products shown lack them, counting what passes the filters', async () => {
    // Five products hold both words: dropping one finds nothing more, so nothing is said to be relaxed.
    const both = await search({ q: 'relances whatsapp' });
    expect(both.meta.total).toBe(whatsapp);
    expect(both.meta.dropped_words).toBeUndefined();
    // No German product holds either word: nothing is shown, and nothing is said to hold every word.
    const german = await search({ q: 'relances whatsapp', language: 'de' });
    expect(german.meta.total).toBe(0);
    expect(german.meta.complete_total).toBeUndefined();
    expect(german.meta.dropped_words).toBeUndefined();
  });

  it('reads « gratuit » as the cheapest first and says nothing is free', async () => {
    const listing = await search({ q: 'whatsapp gratuit' });
    expect(listing.meta).toMatchObject({
      sort: 'price_asc',
      understood: { sort: 'price_asc', free: true },
      total: whatsapp,
    });
  });

  it('reads a named language as a filter the buyer can still change', async () => {
    const english = await search({ q: 'chatbot en anglais' });
    expect(english.meta.total).toBe(2);
    expect(english.data.every((p) => ['chatbot-2', 'chatbot-3'].includes(p.slug))).toBe(true);
    expect(english.meta.understood).toEqual({ language: 'en' });
    expect(english.meta.facets.language.find((f) => f.value === 'de')?.count).toBe(2);
    const german = await search({ q: 'chatbot en anglais', language: 'de' });
    expect(german.meta.total).toBe(2);
    expect(german.meta.understood).toBeUndefined();
  });
});

describe('a broad search', () => {
  const narrow: SearchLimits = { candidates: 5, enough: 2, popular: 3 };

  it('ranks and counts a bounded set, says its total is approximate, and still shows the popular matches first', async () => {
    await refreshSearchTiers({ db: database.db }, { popular: 3, statistics: 'skip' });
    const listing = await search({ q: 'chatbot', sort: 'top', per_page: '3' }, narrow);
    expect(listing.meta.total_approximate).toBe(true);
    // What can be paged through, and an estimate of all the matches for the count shown.
    expect(listing.meta.total).toBe(narrow.candidates);
    expect(listing.meta.estimated_total).toBeGreaterThanOrEqual(narrow.candidates);
    // The three best sellers are the popular tier: read whatever the index order, so first in the "top" order.
    expect(slugs(listing)).toEqual(['chatbot-11', 'chatbot-10', 'chatbot-9']);
    const counted = listing.meta.facets.category.reduce((sum, f) => sum + f.count, 0);
    expect(counted).toBeGreaterThanOrEqual(narrow.candidates);
    expect(counted).toBeLessThan(chatbots);
  });

  it('reads the filtered matches too, and counts them exactly when they fit the bound', async () => {
    const german = await search({ q: 'chatbot', language: 'de' }, narrow);
    expect(german.meta.total_approximate).toBeUndefined();
    expect(german.meta.total).toBe(2);
    expect(slugs(german).toSorted()).toEqual(['chatbot-0', 'chatbot-1']);
  });

  it('keeps the popular tier in step with the "top" order, and a product leaving the catalogue leaves the tier', async () => {
    const { db } = database;
    await db.update(products).set({ salesCount: 5_000 }).where(eq(products.slug, 'chatbot-0'));
    await db.update(products).set({ status: 'archived' }).where(eq(products.slug, 'chatbot-11'));
    const { moved } = await refreshSearchTiers({ db }, { popular: 3, statistics: 'skip' });
    expect(moved).toBe(2);
    const tier = await rows<{ slug: string }>(
      db,
      sql`select slug from products where popular and status = 'published' order by slug`,
    );
    expect(tier.map((r) => r.slug)).toEqual(['chatbot-0', 'chatbot-10', 'chatbot-9']);
    expect(slugs(await search({ q: 'chatbot', sort: 'top', per_page: '1' }, narrow))).toEqual(['chatbot-0']);
    expect((await refreshSearchTiers({ db }, { popular: 3, statistics: 'skip' })).moved).toBe(0);
  });
});

describe('suggestions', () => {
  it('complete the word being typed from the popular tier, then from a bounded read of the rest', async () => {
    await refreshSearchTiers({ db: database.db }, { popular: 2, statistics: 'skip' });
    const suggested = await suggestProducts(database, 'chat');
    expect(suggested).toHaveLength(8);
    expect(suggested.slice(0, 2).map((s) => s.slug)).toEqual(['chatbot-0', 'chatbot-10']);
    // A rare prefix outside the tier is still found.
    expect((await suggestProducts(database, 'agenda cab')).map((s) => s.slug).toSorted()).toEqual(
      Array.from({ length: medical }, (_, i) => `medical-${i}`),
    );
  });
});
