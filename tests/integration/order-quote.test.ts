import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redeemPromotion, releasePromotion } from '../../core/orders/promotion-redemption.ts';
import type { QuoteInput } from '../../core/orders/quote.schema.ts';
import { type OrderQuote, quoteOrder } from '../../core/orders/quote-order.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { createCategory, createProduct, createSeller } from '../../db/factories/index.ts';
import { createPromotion } from '../../db/factories/promotions.ts';
import { type MediaVariant, productMedia, products, promotions } from '../../db/schema/index.ts';
import { openTestDatabase } from '../setup/test-database.ts';

let database: Database;
const db = () => database.db;
const now = new Date();
const clock = { now: () => now };
const day = 86_400_000;
const deps = () => ({ db: db(), clock });

let alpha: { id: string };
let beta: { id: string };
/** Alpha's 120 € agent (with a cover) and 49 € bot; Beta's 29,99 €/month watch; Beta's draft; an archived one. */
let agent: typeof products.$inferSelect;
let bot: typeof products.$inferSelect;
let watch: typeof products.$inferSelect;
let draft: typeof products.$inferSelect;
let archived: typeof products.$inferSelect;
/** Alpha's 99 € agent whose creator sells a 150 € guided deployment as an option. */
let guided: typeof products.$inferSelect;
const cover: MediaVariant[] = [
  { width: 320, height: 200, format: 'webp', path: 'covers/agent-320.webp' },
  { width: 320, height: 200, format: 'avif', path: 'covers/agent-320.avif' },
];

beforeAll(async () => {
  database = await openTestDatabase();
  const categoryId = (await createCategory(db())).id;
  alpha = await createSeller(db(), { publicName: 'Studio Alpha' });
  beta = await createSeller(db(), { publicName: 'Beta Labs' });
  const make = (sellerId: string, input: Partial<typeof products.$inferInsert>) =>
    createProduct(db(), { sellerId, categoryId, ...input });
  agent = await make(alpha.id, { title: 'Agent SDR', priceCents: 12_000 });
  bot = await make(alpha.id, { title: 'Chatbot support', priceCents: 4_900 });
  watch = await make(beta.id, { title: 'Veille IA', priceCents: 2_999, billing: 'monthly' });
  draft = await make(beta.id, { title: 'Brouillon secret', status: 'draft', publishedAt: null });
  archived = await make(beta.id, { title: 'Ancien agent', status: 'archived' });
  guided = await make(alpha.id, {
    title: 'Agent déployé',
    priceCents: 9_900,
    deploymentService: 'paid_option',
    deploymentPriceCents: 15_000,
  });
  await db()
    .insert(productMedia)
    .values({ productId: agent.id, kind: 'cover', width: 960, height: 600, variants: cover });
});

afterAll(() => database?.close());

const quote = (input: Omit<QuoteInput, 'country'> & { country?: string }) =>
  quoteOrder(deps(), { country: 'FR', ...input });

const line = (product: { id: string }, quantity = 1) => ({ productId: product.id, quantity });

/** Every total is the sum of its lines, and every line's cents add up. */
function expectConsistent(q: OrderQuote) {
  const sum = (pick: (l: OrderQuote['lines'][number]) => number) => q.lines.reduce((s, l) => s + pick(l), 0);
  expect(q.subtotalCents).toBe(sum((l) => l.unitPriceCents * l.quantity + l.deploymentCents));
  expect(q.discountCents).toBe(sum((l) => l.discountCents));
  expect(q.taxCents).toBe(sum((l) => l.taxCents));
  expect(q.totalCents).toBe(sum((l) => l.totalCents));
  expect(q.netCents).toBe(sum((l) => l.netCents));
  for (const l of q.lines) {
    expect(l.netCents + l.taxCents).toBe(l.totalCents);
    expect(l.sellerShareCents + l.platformFeeCents).toBe(l.netCents);
  }
  expect(q.sellers.flatMap((s) => s.lines)).toHaveLength(q.lines.length);
  for (const s of q.sellers) expect(s.totalCents).toBe(s.lines.reduce((t, l) => t + l.totalCents, 0));
}

describe('quoteOrder: VAT', () => {
  it('quotes a consumer in France the displayed prices, French VAT inside, lines grouped by seller', async () => {
    const q = await quote({ lines: [line(agent), line(watch, 2)] });
    expectConsistent(q);
    expect(q).toMatchObject({
      subtotalCents: 17_998,
      discountCents: 0,
      taxCents: 3_000,
      totalCents: 17_998,
      netCents: 14_998,
      vatRatePercent: 20,
      reverseCharge: false,
      outsideEu: false,
      country: 'FR',
      vatId: null,
      vatMention: null,
      promotion: null,
    });
    expect(q.lines).toEqual([
      {
        productId: agent.id,
        slug: agent.slug,
        title: 'Agent SDR',
        cover,
        sellerId: alpha.id,
        sellerName: 'Studio Alpha',
        billing: 'one_time',
        unitPriceCents: 12_000,
        quantity: 1,
        discountCents: 0,
        deploymentCents: 0,
        deploymentOptionCents: null,
        totalCents: 12_000,
        taxCents: 2_000,
        netCents: 10_000,
        sellerShareCents: 7_000,
        platformFeeCents: 3_000,
        vatRatePercent: 20,
      },
      expect.objectContaining({
        productId: watch.id,
        cover: [],
        billing: 'monthly',
        sellerName: 'Beta Labs',
        quantity: 2,
        totalCents: 5_998,
        taxCents: 1_000,
        netCents: 4_998,
        sellerShareCents: 3_498,
        platformFeeCents: 1_500,
      }),
    ]);
    expect(q.sellers.map((s) => [s.sellerName, s.subtotalCents, s.totalCents])).toEqual([
      ['Studio Alpha', 12_000, 12_000],
      ['Beta Labs', 5_998, 5_998],
    ]);
  });

  it('quotes a consumer in Germany the same price with German VAT (19 %) inside', async () => {
    const q = await quote({ lines: [line(agent)], country: 'de' });
    expectConsistent(q);
    expect(q).toMatchObject({ totalCents: 12_000, taxCents: 1_916, netCents: 10_084, vatRatePercent: 19 });
    expect(q.lines[0]).toMatchObject({ sellerShareCents: 7_058, platformFeeCents: 3_026 });
  });

  it('quotes a German business with a VAT number the price excluding French VAT, reverse charged', async () => {
    const q = await quote({ lines: [line(agent), line(bot)], country: 'DE', vatId: 'de 123.456.789' });
    expectConsistent(q);
    expect(q).toMatchObject({
      subtotalCents: 16_900,
      totalCents: 14_083,
      taxCents: 0,
      netCents: 14_083,
      vatRatePercent: 0,
      reverseCharge: true,
      outsideEu: false,
      vatId: 'DE123456789',
      vatMention: expect.stringMatching(/^Autoliquidation/),
    });
    expect(q.lines.map((l) => [l.totalCents, l.sellerShareCents])).toEqual([
      [10_000, 7_000],
      [4_083, 2_858],
    ]);
  });

  it('charges a French business French VAT', async () => {
    const q = await quote({ lines: [line(agent)], vatId: 'FR 40 303 265 045' });
    expect(q).toMatchObject({ totalCents: 12_000, taxCents: 2_000, reverseCharge: false, vatId: 'FR40303265045' });
  });

  it('quotes a buyer outside the EU the price excluding VAT, with no VAT', async () => {
    const q = await quote({ lines: [line(agent)], country: 'US' });
    expectConsistent(q);
    expect(q).toMatchObject({
      totalCents: 10_000,
      taxCents: 0,
      netCents: 10_000,
      outsideEu: true,
      reverseCharge: false,
      vatMention: 'TVA non applicable – art. 259-1 du CGI',
    });
  });

  it('refuses a VAT number not of the buyer’s country’s format', async () => {
    await expect(quote({ lines: [line(agent)], country: 'DE', vatId: 'DE12' })).rejects.toMatchObject({
      code: 'vat_id_invalid',
      status: 422,
      details: { field: 'vatId', reason: 'format' },
    });
    await expect(quote({ lines: [line(agent)], country: 'AT', vatId: 'DE123456789' })).rejects.toMatchObject({
      code: 'vat_id_invalid',
      details: { field: 'vatId', reason: 'country' },
    });
  });
});

describe('quoteOrder: products', () => {
  it('merges a product given twice', async () => {
    const q = await quote({ lines: [line(agent, 2), line(bot), line(agent, 3)] });
    expect(q.lines.map((l) => [l.productId, l.quantity, l.totalCents])).toEqual([
      [agent.id, 5, 60_000],
      [bot.id, 1, 4_900],
    ]);
    expect(q.sellers).toHaveLength(1);
  });

  it('refuses products that are not published, or unknown, naming those it knows', async () => {
    const unknown = randomUUID();
    const refusal = quote({ lines: [line(agent), line(draft), line(archived), { productId: unknown, quantity: 1 }] });
    await expect(refusal).rejects.toMatchObject({
      code: 'product_unavailable',
      status: 409,
      details: { productIds: [draft.id, archived.id, unknown] },
      message: expect.stringContaining('« Brouillon secret », « Ancien agent »'),
    });
  });

  it('reads through the caller’s transaction', async () => {
    const promo = await createPromotion(db(), { percentOff: 50 });
    const rolledBack = new Error('rolled back');
    await expect(
      db().transaction(async (tx) => {
        await tx.update(products).set({ priceCents: 6_000 }).where(eq(products.id, bot.id));
        const q = await quoteOrder(deps(), { country: 'FR', lines: [line(bot)], promoCode: promo.code! }, { db: tx });
        expect(q.totalCents).toBe(3_000);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect((await quote({ lines: [line(bot)] })).totalCents).toBe(4_900);
  });
});

describe('quoteOrder: promotions', () => {
  it('applies a platform code, whatever its case, to every line before VAT comes out', async () => {
    const promo = await createPromotion(db(), { code: 'Bienvenue10', percentOff: 10 });
    const q = await quote({ lines: [line(agent), line(watch, 2)], promoCode: ' bienvenue10 ' });
    expectConsistent(q);
    expect(q.promotion).toEqual({ id: promo.id, code: 'Bienvenue10', percentOff: 10, amountOffCents: null });
    expect(q).toMatchObject({ subtotalCents: 17_998, discountCents: 1_800, totalCents: 16_198, taxCents: 2_700 });
    expect(q.lines.map((l) => [l.discountCents, l.totalCents, l.netCents, l.sellerShareCents])).toEqual([
      [1_200, 10_800, 9_000, 6_300],
      [600, 5_398, 4_498, 3_148],
    ]);
    expect(q.sellers.map((s) => s.discountCents)).toEqual([1_200, 600]);
  });

  it('spreads a seller’s amount off over that seller’s lines only, pro rata', async () => {
    await createPromotion(db(), { code: 'ALPHA10E', sellerId: alpha.id, amountOffCents: 1_000 });
    const q = await quote({ lines: [line(agent), line(bot), line(watch)], promoCode: 'ALPHA10E' });
    expectConsistent(q);
    // 1 000 × 12 000 / 16 900 = 710.06 and 1 000 × 4 900 / 16 900 = 289.94.
    expect(q.lines.map((l) => l.discountCents)).toEqual([710, 290, 0]);
    expect(q.totalCents).toBe(19_899 - 1_000);
  });

  it('limits a product’s code to that product’s line', async () => {
    await createPromotion(db(), { code: 'BOT-MOITIE', productId: bot.id, percentOff: 50 });
    const q = await quote({ lines: [line(agent), line(bot, 2)], promoCode: 'bot-moitie' });
    expect(q.lines.map((l) => [l.discountCents, l.totalCents])).toEqual([
      [0, 12_000],
      [4_900, 4_900],
    ]);
  });

  it('takes the discount off before the price excluding VAT of a reverse-charged business', async () => {
    await createPromotion(db(), { code: 'PRO10', percentOff: 10 });
    const q = await quote({ lines: [line(agent)], country: 'DE', vatId: 'DE123456789', promoCode: 'PRO10' });
    expect(q).toMatchObject({ discountCents: 1_200, totalCents: 9_000, taxCents: 0, reverseCharge: true });
  });

  it.each([
    ['promo_not_found', {}, 'INCONNU'],
    ['promo_expired', { startsAt: new Date(now.getTime() - 10 * day), endsAt: new Date(now.getTime() - 1) }, null],
    ['promo_expired', { startsAt: new Date(now.getTime() - 10 * day), endsAt: now }, null],
    ['promo_not_started', { startsAt: new Date(now.getTime() + 1), endsAt: new Date(now.getTime() + day) }, null],
    ['promo_used_up', { maxRedemptions: 2, redemptions: 2 }, null],
    ['promo_not_applicable', { productId: 'watch' }, null],
  ] as const)('refuses a code: %s', async (code, overrides, asked) => {
    const { productId, ...rest } = overrides as { productId?: 'watch' };
    const promo = await createPromotion(db(), { ...rest, ...(productId ? { productId: watch.id } : {}) });
    await expect(quote({ lines: [line(agent)], promoCode: asked ?? promo.code! })).rejects.toMatchObject({
      code,
      status: 422,
      details: { field: 'promoCode' },
    });
  });
});

describe('quoteOrder: the guided deployment as a paid option (decision 0048)', () => {
  it('adds its price once to the line, whatever the seats, and says what it would cost where it is not taken', async () => {
    const q = await quote({ lines: [{ ...line(guided, 2), deployment: true }, line(bot)] });
    expectConsistent(q);
    expect(q.lines.map((l) => [l.deploymentCents, l.deploymentOptionCents, l.totalCents])).toEqual([
      [15_000, 15_000, 2 * 9_900 + 15_000],
      [0, null, 4_900],
    ]);
    const without = await quote({ lines: [line(guided, 2)] });
    expect(without.lines[0]).toMatchObject({ deploymentCents: 0, deploymentOptionCents: 15_000, totalCents: 19_800 });
  });

  it('keeps it when the product is given twice, once', async () => {
    const q = await quote({ lines: [line(guided), { ...line(guided, 2), deployment: true }] });
    expect(q.lines).toHaveLength(1);
    expect(q.lines[0]).toMatchObject({ quantity: 3, deploymentCents: 15_000, totalCents: 3 * 9_900 + 15_000 });
  });

  it('is never discounted by a promotion code, and leaves VAT to a reverse-charged business like the rest', async () => {
    await createPromotion(db(), { code: 'OPTION20', percentOff: 20 });
    const q = await quote({ lines: [{ ...line(guided), deployment: true }], promoCode: 'OPTION20' });
    expectConsistent(q);
    expect(q).toMatchObject({ subtotalCents: 24_900, discountCents: 1_980, totalCents: 22_920 });
    const business = await quote({
      lines: [{ ...line(guided), deployment: true }],
      country: 'DE',
      vatId: 'DE123456789',
    });
    expect(business).toMatchObject({ totalCents: Math.round((24_900 * 100) / 120), taxCents: 0 });
  });

  it('is refused on a product that does not sell it', async () => {
    await expect(quote({ lines: [{ ...line(bot), deployment: true }] })).rejects.toMatchObject({
      code: 'deployment_option_unavailable',
      status: 400,
      details: { productIds: [bot.id] },
    });
  });
});

describe('redeemPromotion and releasePromotion', () => {
  const redemptionsOf = async (id: string) =>
    (await db().select({ n: promotions.redemptions }).from(promotions).where(eq(promotions.id, id)))[0]!.n;

  it('takes uses up to the limit, then refuses the code; a use given back can be taken again', async () => {
    const promo = await createPromotion(db(), { maxRedemptions: 2 });
    await redeemPromotion(db(), promo.id, randomUUID());
    await redeemPromotion(db(), promo.id, randomUUID());
    await expect(redeemPromotion(db(), promo.id, randomUUID())).rejects.toMatchObject({
      code: 'promo_used_up',
      status: 422,
    });
    expect(await redemptionsOf(promo.id)).toBe(2);
    await expect(quote({ lines: [line(agent)], promoCode: promo.code! })).rejects.toMatchObject({
      code: 'promo_used_up',
    });
    await releasePromotion(db(), promo.id);
    expect(await redemptionsOf(promo.id)).toBe(1);
    expect((await quote({ lines: [line(agent)], promoCode: promo.code! })).discountCents).toBe(1_200);
    for (let i = 0; i < 3; i++) await releasePromotion(db(), promo.id);
    expect(await redemptionsOf(promo.id)).toBe(0);
  });

  it('counts the uses of an unlimited code, and takes none in a transaction that rolls back', async () => {
    const promo = await createPromotion(db());
    for (let i = 0; i < 3; i++) await redeemPromotion(db(), promo.id, randomUUID());
    await expect(
      db().transaction(async (tx) => {
        await redeemPromotion(tx, promo.id, randomUUID());
        throw new Error('payment refused');
      }),
    ).rejects.toThrow('payment refused');
    expect(await redemptionsOf(promo.id)).toBe(3);
  });

  it('lets exactly 10 of 30 concurrent orders use a code limited to 10', async () => {
    const promo = await createPromotion(db(), { maxRedemptions: 10 });
    // On PostgreSQL, 30 connections, so that the 30 transactions really race for the row.
    const pool = database.kind === 'postgres' ? await openDatabase({ url: database.url, maxConnections: 30 }) : null;
    const racer = pool?.db ?? db();
    try {
      const outcomes = await Promise.allSettled(
        Array.from({ length: 30 }, () =>
          racer.transaction(async (tx) => {
            await redeemPromotion(tx, promo.id, randomUUID());
            // Holds the row a moment, as placing an order does.
            await tx.execute(sql`select pg_sleep(0.01)`);
          }),
        ),
      );
      const taken = outcomes.filter((o) => o.status === 'fulfilled');
      const refused = outcomes.filter((o) => o.status === 'rejected');
      expect(taken).toHaveLength(10);
      expect(refused.map((o) => (o as PromiseRejectedResult).reason.code)).toEqual(Array(20).fill('promo_used_up'));
      expect(await redemptionsOf(promo.id)).toBe(10);
    } finally {
      await pool?.close();
    }
  });
});
