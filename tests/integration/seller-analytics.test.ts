import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../../core/accounts/viewer.ts';
import { getSellerSales } from '../../core/dashboard/get-seller-sales.ts';
import { createSellerDiscount } from '../../core/discounts/create-seller-discount.ts';
import { sellerDiscountForm } from '../../core/discounts/seller-discount.schema.ts';
import { buildViewer, createPartner, createProduct, createSeller, createUser } from '../../db/factories/index.ts';
import { rows } from '../../db/rows.ts';
import { productViewSources, productViews } from '../../db/schema/index.ts';
import { setUpTestApp } from '../setup/test-app-hooks.ts';
import { payThroughSandbox } from '../support/sandbox-order.ts';

const ctx = setUpTestApp({ SANDBOX_SETTLE_SECONDS: '1' });
const db = () => ctx.database.db;
const deps = () => ctx.testApp.deps;
const today = () => deps().clock.now().toISOString().slice(0, 10);

let seller: Viewer;
let agent: { id: string };
let bot: { id: string };
let course: { id: string };
let orderIds: string[] = [];
let partner: { id: string };

/**
 * Known data: Alice's 120 € agent viewed 10 times (6 from LinkedIn's campaign, 4 direct), her 60 € bot 5 times;
 * three paid orders: the agent with her 25 % code from the campaign, agent + bot directly, and the agent with Bruno's
 * course through no code. Bruno's course sells beside her lines: none of it may show in her figures.
 */
beforeAll(async () => {
  const alice = await createSeller(db(), { publicName: 'Atelier Alice' });
  const bruno = await createSeller(db());
  seller = buildViewer({ userId: alice.userId, roles: ['expert'] });
  agent = await createProduct(db(), { sellerId: alice.id, title: 'Agent SDR', priceCents: 12_000 });
  bot = await createProduct(db(), { sellerId: alice.id, title: 'Chatbot', priceCents: 6_000 });
  course = await createProduct(db(), { sellerId: bruno.id, title: 'Cours', priceCents: 8_000 });
  await db()
    .insert(productViews)
    .values([
      { productId: agent.id, day: today(), views: 10 },
      { productId: bot.id, day: today(), views: 5 },
      { productId: course.id, day: today(), views: 99 },
    ]);
  await db()
    .insert(productViewSources)
    .values([
      { productId: agent.id, day: today(), source: 'utm:linkedin', views: 6 },
      { productId: agent.id, day: today(), source: 'direct', views: 4 },
      { productId: bot.id, day: today(), source: 'direct', views: 5 },
      { productId: course.id, day: today(), source: 'utm:linkedin', views: 99 },
    ]);
  const now = deps().clock.now();
  await createSellerDiscount(
    deps(),
    seller,
    sellerDiscountForm.parse({
      code: 'ALICE25',
      discount: 'percent',
      percentOff: '25',
      startsOn: today(),
      endsOn: new Date(now.getTime() + 5 * 86_400_000).toISOString().slice(0, 10),
      maxPerCustomer: '',
    }),
  );
  const buyer = () => createUser(db()).then((u) => buildViewer({ userId: u.id }));
  const linkedin = { source: 'utm:linkedin', utmSource: 'linkedin', utmMedium: 'social', utmCampaign: 'lancement' };
  const placed = [
    await payThroughSandbox(ctx, await buyer(), [{ productId: agent.id, quantity: 1 }], null, {
      promoCode: 'alice25',
      attribution: linkedin,
    }),
    await payThroughSandbox(
      ctx,
      await buyer(),
      [
        { productId: agent.id, quantity: 1 },
        { productId: bot.id, quantity: 1 },
      ],
      null,
      { attribution: { source: 'direct', utmSource: null, utmMedium: null, utmCampaign: null } },
    ),
    await payThroughSandbox(ctx, await buyer(), [
      { productId: agent.id, quantity: 1 },
      { productId: course.id, quantity: 1 },
    ]),
  ];
  orderIds = placed.map((p) => p.orderId);
  // The third order came through a partner's link (as the checkout's attribution would have set it).
  partner = (await createPartner(db(), { code: 'PARTNAIRE' })).partner;
  await db().execute(sql`update orders set partner_id = ${partner.id} where id = ${orderIds[2]}`);
});

describe('a seller’s analytics', () => {
  it('record the visit’s source and UTM on the order, and each line’s discount', async () => {
    const [order] = await rows<Record<string, unknown>>(
      db(),
      sql`select source, utm_source, utm_medium, utm_campaign, discount_cents from orders where id = ${orderIds[0]}`,
    );
    expect(order).toEqual({
      source: 'utm:linkedin',
      utm_source: 'linkedin',
      utm_medium: 'social',
      utm_campaign: 'lancement',
      discount_cents: 3_000,
    });
    const [line] = await rows<{ discount_cents: number }>(
      db(),
      sql`select discount_cents from order_items where order_id = ${orderIds[0]}`,
    );
    expect(line?.discount_cents).toBe(3_000);
  });

  it('give views → sales per product, sources, and the code’s orders, revenue and discount, hers only', async () => {
    const { analytics } = await getSellerSales(deps(), seller, {
      period: '30d',
      from: today(),
      to: today(),
      page: 1,
      per_page: 50,
      format: 'json',
    });
    expect(analytics.products).toEqual([
      { productId: agent.id, title: 'Agent SDR', views: 10, orders: 3, conversion: 0.3 },
      { productId: bot.id, title: 'Chatbot', views: 5, orders: 1, conversion: 0.2 },
    ]);
    // Net of VAT (20 %): 90 € → 75 €; 120 € → 100 €; 60 € → 50 €.
    expect(analytics.sources).toEqual([
      { source: 'direct', views: 9, orders: 1, revenueCents: 15_000 },
      { source: 'unknown', views: 0, orders: 1, revenueCents: 10_000 },
      { source: 'utm:linkedin', views: 6, orders: 1, revenueCents: 7_500 },
    ]);
    expect(analytics.codes).toEqual([
      { promotionId: expect.any(String), code: 'ALICE25', orders: 1, revenueCents: 7_500, discountCents: 3_000 },
    ]);
    // Only her agent line of the partner's order (100 € net), not Bruno's course.
    expect(analytics.partners).toEqual([{ partnerId: partner.id, code: 'PARTNAIRE', orders: 1, revenueCents: 10_000 }]);
  });

  it('count nothing outside the range asked', async () => {
    const { analytics, totals } = await getSellerSales(deps(), seller, {
      period: '30d',
      from: '2020-01-01',
      to: '2020-12-31',
      page: 1,
      per_page: 50,
      format: 'json',
    });
    expect(totals.sales).toBe(0);
    expect(analytics).toEqual({ products: [], sources: [], partners: [], codes: [] });
  });
});
