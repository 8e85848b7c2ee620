import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getLandingHighlights, type LandingHighlights } from '../../core/catalog/get-landing-highlights.ts';
import type { Database } from '../../db/client.ts';
import { createCategory, createProduct, createSeller } from '../../db/factories/index.ts';
import { openTestDatabase } from '../setup/test-database.ts';

let database: Database;
let highlights: LandingHighlights;
const sellers: Record<string, string> = {};

beforeAll(async () => {
  database = await openTestDatabase();
  const { db } = database;
  const agents = await createCategory(db, {
    slug: 'agents',
    labels: { fr: 'Agents Autonomes', en: 'Autonomous Agents', es: 'Agentes autónomos', de: 'Autonome Agenten' },
    icon: 'bot',
    sort: 2,
  });
  const saas = await createCategory(db, {
    slug: 'saas',
    labels: { fr: 'SaaS IA Clés en Main', en: 'Turnkey AI SaaS', es: 'SaaS de IA', de: 'KI-SaaS' },
    icon: 'rocket',
    sort: 1,
  });
  await createCategory(db, { slug: 'rpa', icon: 'cog', sort: 3 });

  const certifiedAt = new Date('2025-01-01T00:00:00Z');
  for (const [key, certified] of [
    ['atelier', true],
    ['studio', true],
    ['uncertified', false],
    ['volume', true],
    ['drafts', true],
    ['small', true],
  ] as const) {
    const seller = await createSeller(db, {
      publicName: key,
      avatarUrl: `/media/sellers/${key}/avatar-192.webp`,
      expertise: ['RAG', 'n8n'],
      certifiedAt: certified ? certifiedAt : null,
    });
    sellers[key] = seller.id;
  }
  const product = (slug: string, seller: string, categoryId: string, salesCount: number, rated = true) =>
    createProduct(db, {
      slug,
      sellerId: sellers[seller]!,
      categoryId,
      salesCount,
      ratingAvg: rated ? 4.5 : 0,
      ratingCount: rated ? 12 : 0,
    });
  await product('saas-1', 'atelier', saas.id, 900);
  await product('saas-2', 'studio', saas.id, 800);
  await product('saas-3', 'atelier', saas.id, 700);
  await product('saas-4', 'uncertified', saas.id, 600);
  await product('saas-unrated', 'volume', saas.id, 5000, false);
  await createProduct(db, {
    slug: 'saas-draft',
    sellerId: sellers.drafts!,
    categoryId: saas.id,
    salesCount: 9999,
    ratingAvg: 5,
    ratingCount: 40,
    status: 'draft',
    publishedAt: null,
  });
  await product('agents-1', 'studio', agents.id, 100);
  await product('agents-2', 'small', agents.id, 50);
  await product('agents-3', 'drafts', agents.id, 10);

  highlights = await getLandingHighlights(database);
});

afterAll(() => database.close());

describe('getLandingHighlights', () => {
  it('lists every category in display order with its count of published products', () => {
    expect(highlights.categories).toEqual([
      { slug: 'saas', labels: expect.objectContaining({ fr: 'SaaS IA Clés en Main' }), icon: 'rocket', count: 5 },
      { slug: 'agents', labels: expect.objectContaining({ fr: 'Agents Autonomes' }), icon: 'bot', count: 3 },
      { slug: 'rpa', labels: expect.any(Object), icon: 'cog', count: 0 },
    ]);
  });

  it('features six rated, published best sellers, the best of each category first', () => {
    expect(highlights.featured.map((p) => p.slug)).toEqual([
      'saas-1',
      'agents-1',
      'saas-2',
      'agents-2',
      'saas-3',
      'agents-3',
    ]);
  });

  it('gives featured products the card shape, with the real price and no invented discount', () => {
    const [first] = highlights.featured;
    expect(first).toMatchObject({
      slug: 'saas-1',
      priceCents: 4900,
      compareAtPriceCents: null,
      ratingAvg: 4.5,
      ratingCount: 12,
      category: { slug: 'saas' },
      seller: { id: sellers.atelier, name: 'atelier', certified: true },
      cover: [],
    });
  });

  it('features the four certified sellers with the most sales of published products', () => {
    expect(highlights.creators).toEqual([
      {
        id: sellers.volume,
        name: 'volume',
        avatarUrl: '/media/sellers/volume/avatar-192.webp',
        expertise: ['RAG', 'n8n'],
        productCount: 1,
        salesCount: 5000,
      },
      expect.objectContaining({ id: sellers.atelier, productCount: 2, salesCount: 1600 }),
      expect.objectContaining({ id: sellers.studio, productCount: 2, salesCount: 900 }),
      expect.objectContaining({ id: sellers.small, productCount: 1, salesCount: 50 }),
    ]);
  });

  it('answers the same highlights every time', async () => {
    expect(await getLandingHighlights(database)).toEqual(highlights);
  });
});
