import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listProductsQuery } from '../../core/catalog/list-products.schema.ts';
import { listProducts } from '../../core/catalog/list-products.ts';
import type { Database } from '../../db/client.ts';
import { createCategory, createProduct, createSeller } from '../../db/factories/index.ts';
import { rows } from '../../db/rows.ts';
import { openTestDatabase } from '../setup/test-database.ts';

let database: Database;
const query = (input: Record<string, string> = {}) => listProducts(database, listProductsQuery.parse(input));

beforeAll(async () => {
  database = await openTestDatabase();
  const { db } = database;
  const automation = await createCategory(db, {
    slug: 'marketing',
    labels: {
      fr: 'Automatisation Marketing',
      en: 'Marketing Automation',
      es: 'Automatización de marketing',
      de: 'Marketing-Automatisierung',
    },
    sort: 1,
  });
  const support = await createCategory(db, {
    slug: 'support',
    labels: {
      fr: 'Support Client IA',
      en: 'AI Customer Support',
      es: 'Atención al cliente con IA',
      de: 'KI-Kundensupport',
    },
    sort: 2,
  });
  const seller = await createSeller(db, { publicName: 'Atelier Neuronal' });
  const day = 86_400_000;
  await createProduct(db, {
    sellerId: seller.id,
    categoryId: support.id,
    slug: 'chatbot-rag-notion',
    title: 'Chatbot RAG pour base documentaire Notion',
    summary: 'Un assistant conversationnel qui répond à partir de vos pages Notion.',
    tags: ['chatbot', 'rag'],
    priceCents: 19_900,
    salesCount: 40,
    publishedAt: new Date(Date.now() - 10 * day),
  });
  await createProduct(db, {
    sellerId: seller.id,
    categoryId: automation.id,
    slug: 'relances-email-generees',
    title: 'Relances e-mail générées par IA',
    summary: 'Automatisation des relances commerciales.',
    tags: ['email', 'crm'],
    priceCents: 4_900,
    salesCount: 900,
    publishedAt: new Date(Date.now() - 30 * day),
  });
  await createProduct(db, {
    sellerId: seller.id,
    categoryId: automation.id,
    slug: 'brouillon-invisible',
    title: 'Chatbot en brouillon',
    status: 'draft',
    publishedAt: null,
  });
});

afterAll(() => database.close());

describe('listProducts', () => {
  it('lists only published products, newest first by default', async () => {
    const { data, meta } = await query();
    expect(data.map((p) => p.slug)).toEqual(['chatbot-rag-notion', 'relances-email-generees']);
    expect(meta).toMatchObject({ total: 2, page: 1, per_page: 24, sort: 'new' });
  });

  it('sorts by sales with sort=top and falls back to the default for an unknown sort', async () => {
    expect((await query({ sort: 'top' })).data[0]?.slug).toBe('relances-email-generees');
    const unknown = await query({ sort: 'cheapest-first' });
    expect(unknown.meta.sort).toBe('new');
    expect(unknown.data[0]?.slug).toBe('chatbot-rag-notion');
  });

  it('searches title, tags and summary without accents and with French stemming', async () => {
    expect((await query({ q: 'chatbot' })).data.map((p) => p.slug)).toEqual(['chatbot-rag-notion']);
    expect((await query({ q: 'generees' })).data.map((p) => p.slug)).toEqual(['relances-email-generees']);
    expect((await query({ q: 'relance' })).data.map((p) => p.slug)).toEqual(['relances-email-generees']);
    expect((await query({ q: 'crm' })).meta.sort).toBe('relevance');
  });

  it('treats SQL-looking text as plain search text and ignores text without letters', async () => {
    expect((await query({ q: "'; drop table products; --" })).meta.total).toBe(0);
    expect((await query({ q: '🤖🤖' })).meta.total).toBe(2);
    const [row] = await rows<{ n: number }>(database.db, sql`select count(*)::int as n from products`);
    expect(row?.n).toBe(3);
  });

  it('filters by slug, by shortcut alias and by a label in any language', async () => {
    expect((await query({ category: 'support' })).data.map((p) => p.slug)).toEqual(['chatbot-rag-notion']);
    expect((await query({ category: 'automation' })).data.map((p) => p.slug)).toEqual(['relances-email-generees']);
    expect((await query({ category: 'AI Customer Support' })).data.map((p) => p.slug)).toEqual(['chatbot-rag-notion']);
    expect((await query({ category: 'automatisation marketing' })).meta.total).toBe(1);
  });

  it('names the categories a filter selected, and ignores an unknown one, saying so', async () => {
    expect((await query({ category: 'chatbot' })).meta.selected_categories).toEqual([
      { slug: 'support', labels: expect.objectContaining({ fr: 'Support Client IA' }) },
    ]);
    const { data, meta } = await query({ category: 'licornes', q: 'chatbot' });
    expect(data.map((p) => p.slug)).toEqual(['chatbot-rag-notion']);
    expect(meta).toMatchObject({ total: 1, unknown_category: 'licornes' });
    expect(meta.selected_categories).toBeUndefined();
    expect((await query({ category: 'licornes' })).meta.total).toBe(2);
    expect((await query({ category: 'support' })).meta.unknown_category).toBeUndefined();
  });

  it('counts matches per category for the facets, ignoring the selected category', async () => {
    const { meta } = await query({ category: 'support' });
    expect(meta.facets.category).toEqual([
      expect.objectContaining({ slug: 'marketing', count: 1 }),
      expect.objectContaining({ slug: 'support', count: 1 }),
    ]);
  });

  it('filters by price range in cents', async () => {
    expect((await query({ max_price: '5000' })).data.map((p) => p.slug)).toEqual(['relances-email-generees']);
    expect((await query({ min_price: '10000' })).data.map((p) => p.slug)).toEqual(['chatbot-rag-notion']);
  });

  it('paginates and reports the total on a page past the end', async () => {
    const first = await query({ per_page: '1' });
    const second = await query({ per_page: '1', page: '2' });
    expect(first.data).toHaveLength(1);
    expect(second.data[0]?.slug).not.toBe(first.data[0]?.slug);
    const beyond = await query({ page: '50' });
    expect(beyond.data).toEqual([]);
    expect(beyond.meta.total).toBe(2);
  });
});

describe('listProductsQuery', () => {
  it('refuses malformed pages and cuts over-long text', () => {
    expect(listProductsQuery.safeParse({ page: 'abc' }).success).toBe(false);
    expect(listProductsQuery.safeParse({ page: '0' }).success).toBe(false);
    expect(listProductsQuery.safeParse({ per_page: '1000' }).success).toBe(false);
    expect(listProductsQuery.parse({ q: `  ${'a'.repeat(500)}  ` }).q).toHaveLength(200);
    expect(listProductsQuery.parse({ q: '   ' }).q).toBeUndefined();
    expect(listProductsQuery.parse({ unknown: 'x' })).not.toHaveProperty('unknown');
  });
});
