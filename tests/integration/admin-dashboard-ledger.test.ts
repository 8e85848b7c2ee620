import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../../core/accounts/viewer.ts';
import { type AdminDashboard, getAdminDashboard } from '../../core/admin/dashboard/get-admin-dashboard.ts';
import { getSellerSales } from '../../core/dashboard/get-seller-sales.ts';
import { refundOrder } from '../../core/refunds/refund-order.ts';
import { buildViewer, createProduct, createSeller, createUser } from '../../db/factories/index.ts';
import { createPartner } from '../../db/factories/partners.ts';
import { rows } from '../../db/rows.ts';
import { productViews, referralClicks } from '../../db/schema/index.ts';
import { mulberry32 } from '../../db/seed/content/random.ts';
import { setUpTestApp } from '../setup/test-app-hooks.ts';
import { payThroughSandbox } from '../support/sandbox-order.ts';

const ctx = setUpTestApp({ SANDBOX_SETTLE_SECONDS: '1', ADMIN_REQUIRE_2FA: '0' });
const db = () => ctx.database.db;
const deps = () => ctx.testApp.deps;

/** The seed of the pseudo-random marketplace: change it to explore another one, the test names it. */
const SEED = 20_261_124;
const DAY_MS = 86_400_000;

/** The seeded generator of floats in [0, 1) (mulberry32), with whole numbers and picks drawn from it. */
function generator(seed: number) {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]) => list[int(0, list.length - 1)]!;
  return { next, int, pick };
}
const random = generator(SEED);

interface Seller {
  id: string;
  viewer: Viewer;
}
const sellers: Seller[] = [];
let admin: Viewer;
let now: Date;
/** The dashboard's deps on a clock stopped after the data was written, so every call sees the same windows. */
const fixed = () => ({ ...deps(), clock: { now: () => now } });
const counts = { orders: 0, refunds: 0, partnerOrders: 0 };

/** Moves an order's sale (order, lines, sale/fee/commission entries) to `at`, as if it had been paid then. */
async function backdateSale(orderId: string, at: Date) {
  const iso = at.toISOString();
  await db().execute(
    sql`update orders set paid_at = ${iso}::timestamptz, created_at = ${iso}::timestamptz where id = ${orderId}`,
  );
  await db().execute(sql`update order_items set created_at = ${iso}::timestamptz where order_id = ${orderId}`);
  await db().execute(
    sql`update ledger_entries set created_at = ${iso}::timestamptz
        where kind in ('sale', 'fee', 'partner_commission')
          and order_item_id in (select id from order_items where order_id = ${orderId})`,
  );
}

/** Moves a completed refund and its ledger entries to `at`. */
async function backdateRefund(refundId: string, at: Date) {
  const iso = at.toISOString();
  await db().execute(
    sql`update refunds set created_at = ${iso}::timestamptz, processed_at = ${iso}::timestamptz where id = ${refundId}`,
  );
  await db().execute(sql`update ledger_entries set created_at = ${iso}::timestamptz where refund_id = ${refundId}`);
}

beforeAll(async () => {
  const start = Date.now();
  admin = buildViewer({ userId: (await createUser(db(), { roles: ['admin'] })).id, roles: ['admin'] });
  const products: { id: string }[] = [];
  for (let s = 0; s < 4; s++) {
    const profile = await createSeller(db());
    sellers.push({ id: profile.id, viewer: buildViewer({ userId: profile.userId, roles: ['expert'] }) });
    for (let p = 0; p < 3; p++) {
      // Prices with odd cents, so that VAT and the 70/30 split round.
      products.push(await createProduct(db(), { sellerId: profile.id, priceCents: random.int(490, 29_999) }));
    }
  }
  const buyers: Viewer[] = [];
  for (let b = 0; b < 6; b++) buyers.push(buildViewer({ userId: (await createUser(db())).id }));
  const { partner } = await createPartner(db(), { commissionPercent: random.int(5, 15) });
  const token = randomBytes(24).toString('base64url');
  await db().insert(referralClicks).values({ partnerId: partner.id, visitorToken: token, landingPath: '/market' });

  const sales: { orderId: string; at: Date }[] = [];
  for (let o = 0; o < 30; o++) {
    const lineCount = random.int(1, 3);
    const chosen = new Set<string>();
    while (chosen.size < lineCount) chosen.add(random.pick(products).id);
    const referral = random.next() < 0.3 ? token : null;
    // Placed as a buyer does (with a partner's referral cookie or not) and paid through the sandbox.
    const { orderId } = await payThroughSandbox(
      ctx,
      random.pick(buyers),
      [...chosen].map((productId) => ({ productId, quantity: random.int(1, 3) })),
      referral,
    );
    // Anywhere within the last 180 days: the 90-day period and the 90 days before it.
    sales.push({ orderId, at: new Date(start - random.next() * 180 * DAY_MS) });
    counts.orders++;
    if (referral) counts.partnerOrders++;
  }

  for (const sale of sales) {
    const roll = random.next();
    if (roll > 0.4) continue;
    const items = await rows<{ id: string }>(
      db(),
      sql`select id from order_items where order_id = ${sale.orderId} order by id`,
    );
    // A full refund, one line, or one line then another.
    const rounds =
      roll < 0.15 ? [undefined] : roll < 0.3 ? [random.pick(items).id] : items.slice(0, 2).map((i) => i.id);
    let last = sale.at.getTime();
    for (const orderItemId of rounds) {
      const { refundId } = await refundOrder(deps(), admin, {
        orderId: sale.orderId,
        orderItemId,
        reason: 'Remboursement de test du tableau de bord.',
      });
      await ctx.testApp.jobs.settled();
      last += random.next() * (start - last);
      await backdateRefund(refundId, new Date(last));
      counts.refunds++;
    }
  }
  for (const sale of sales) await backdateSale(sale.orderId, sale.at);

  // Sign-ups spread over the 180 days, and product page views per product per day.
  await db().execute(
    sql`update "user" set created_at = ${new Date(start).toISOString()}::timestamptz - (random() * 180) * interval '1 day'`,
  );
  const views: (typeof productViews.$inferInsert)[] = [];
  for (const product of products) {
    for (let d = 0; d < 182; d++) {
      if (random.next() < 0.5) {
        views.push({
          productId: product.id,
          day: new Date(start - d * DAY_MS).toISOString().slice(0, 10),
          views: random.int(1, 40),
        });
      }
    }
  }
  await db().insert(productViews).values(views);
  now = new Date(start + 60_000);
}, 600_000);

/** The independent sums, straight from the tables, over [from, to). */
async function sums(from: Date, to: Date) {
  const [ledger] = await rows<Record<string, string | number>>(
    db(),
    sql`select coalesce(sum(amount_cents) filter (where account = 'platform'), 0) as platform,
               coalesce(sum(amount_cents) filter (where account like 'partner:%'), 0) as partner,
               coalesce(sum(amount_cents) filter (where account like 'seller:%' and kind in ('sale', 'refund')), 0) as sellers,
               coalesce(sum(amount_cents) filter (where kind in ('sale', 'fee', 'partner_commission')), 0) as "grossNet",
               coalesce(-sum(amount_cents) filter (where kind = 'refund'), 0) as "refundsNet"
        from ledger_entries
        where created_at >= ${from.toISOString()}::timestamptz and created_at < ${to.toISOString()}::timestamptz`,
  );
  const [order] = await rows<Record<string, string | number>>(
    db(),
    sql`select count(*) as orders, coalesce(sum(total_cents), 0) as gmv, coalesce(sum(total_cents - tax_cents), 0) as "gmvNet"
        from orders
        where paid_at >= ${from.toISOString()}::timestamptz and paid_at < ${to.toISOString()}::timestamptz`,
  );
  const [refund] = await rows<Record<string, string | number>>(
    db(),
    sql`select count(*) as refunds, coalesce(sum(amount_cents), 0) as amount from refunds
        where status = 'succeeded'
          and processed_at >= ${from.toISOString()}::timestamptz and processed_at < ${to.toISOString()}::timestamptz`,
  );
  const [experts] = await rows<{ active: string | number }>(
    db(),
    sql`select count(distinct oi.seller_id) as active from order_items oi join orders o on o.id = oi.order_id
        where o.paid_at >= ${from.toISOString()}::timestamptz and o.paid_at < ${to.toISOString()}::timestamptz`,
  );
  const [users] = await rows<{ n: string | number }>(
    db(),
    sql`select count(*) as n from "user"
        where created_at >= ${from.toISOString()}::timestamptz and created_at < ${to.toISOString()}::timestamptz`,
  );
  const n = (row: Record<string, string | number> | undefined, key: string) => Number(row?.[key] ?? 0);
  return {
    platform: n(ledger, 'platform'),
    partner: n(ledger, 'partner'),
    sellers: n(ledger, 'sellers'),
    grossNet: n(ledger, 'grossNet'),
    refundsNet: n(ledger, 'refundsNet'),
    orders: n(order, 'orders'),
    gmv: n(order, 'gmv'),
    gmvNet: n(order, 'gmvNet'),
    refunds: n(refund, 'refunds'),
    refundsAmount: n(refund, 'amount'),
    activeExperts: n(experts, 'active'),
    newUsers: n(users, 'n'),
  };
}

async function viewsBetween(afterDay: string, untilDay: string) {
  const [row] = await rows<{ v: string | number }>(
    db(),
    sql`select coalesce(sum(views), 0) as v from product_views where day > ${afterDay}::date and day <= ${untilDay}::date`,
  );
  return Number(row?.v ?? 0);
}

const figuresOf = (dashboard: AdminDashboard['current']) => ({
  platform: dashboard.platformRevenueCents,
  partner: dashboard.partnerCommissionsCents,
  sellers: dashboard.sellerEarningsCents,
  grossNet: dashboard.gmvNetCents,
  refundsNet: dashboard.refundsNetCents,
  orders: dashboard.orders,
  gmv: dashboard.gmvCents,
  gmvNet: dashboard.gmvNetCents,
  refunds: dashboard.refunds,
  refundsAmount: dashboard.refundsCents,
  activeExperts: dashboard.activeExperts,
  newUsers: dashboard.newUsers,
});

describe(`the admin dashboard on a pseudo-random marketplace (seed ${SEED})`, () => {
  it('was given sales, refunds (full and per line) and partner commissions in every period', async () => {
    expect(counts.orders).toBe(30);
    expect(counts.refunds).toBeGreaterThan(3);
    expect(counts.partnerOrders).toBeGreaterThan(0);
    const [kinds] = await rows<Record<string, string | number>>(
      db(),
      sql`select count(*) filter (where kind = 'partner_commission') as commissions,
                 count(distinct refund_id) filter (where kind = 'refund') as refunds
          from ledger_entries`,
    );
    expect(Number(kinds!.commissions)).toBeGreaterThan(0);
    expect(Number(kinds!.refunds)).toBe(counts.refunds);
  });

  for (const days of [7, 30, 90] as const) {
    it(`over ${days} days: GMV, revenue, refunds and every figure equal the ledger and the orders, to the cent`, async () => {
      const dashboard = await getAdminDashboard(fixed(), admin, { days });
      const from = new Date(now.getTime() - days * DAY_MS);
      const previousFrom = new Date(from.getTime() - days * DAY_MS);
      expect(dashboard.from).toBe(from.toISOString());

      const current = await sums(from, now);
      const previous = await sums(previousFrom, from);
      expect(figuresOf(dashboard.current)).toEqual(current);
      expect(figuresOf(dashboard.previous)).toEqual(previous);
      if (days === 90) {
        // The sample reaches the 90-day windows: nothing here compares zeros with zeros.
        expect(current.gmv).toBeGreaterThan(0);
        expect(previous.gmv).toBeGreaterThan(0);
        expect(current.refundsNet + previous.refundsNet).toBeGreaterThan(0);
        expect(current.partner + previous.partner).not.toBe(0);
      }

      // The identity of the ledger: what buyers paid excl. VAT, less refunds, is split between the three parties.
      for (const f of [dashboard.current, dashboard.previous]) {
        expect(f.sellerEarningsCents + f.platformRevenueCents + f.partnerCommissionsCents).toBe(
          f.gmvNetCents - f.refundsNetCents,
        );
      }

      // Each seller's own sales page for the same period: their figures add up to the platform's.
      const own = await Promise.all(
        sellers.map((seller) =>
          getSellerSales(fixed(), seller.viewer, { period: `${days}d`, page: 1, per_page: 1, format: 'json' }),
        ),
      );
      const earned = own.reduce((sum, s) => sum + s.totals.netEarningsCents, 0);
      expect(earned).toBe(dashboard.current.sellerEarningsCents);
      expect(own.reduce((sum, s) => sum + s.totals.netSalesCents, 0)).toBe(dashboard.current.gmvNetCents);
      expect(own.reduce((sum, s) => sum + s.totals.sales, 0)).toBe(dashboard.current.sales);
      expect(earned + dashboard.current.platformRevenueCents + dashboard.current.partnerCommissionsCents).toBe(
        current.gmvNet - current.refundsNet,
      );
      for (const expert of dashboard.topExperts) {
        const index = sellers.findIndex((s) => s.id === expert.sellerId);
        expect(expert.earningsCents).toBe(own[index]!.totals.netEarningsCents);
        expect(expert.netSalesCents).toBe(own[index]!.totals.netSalesCents);
      }
      const earners = own.filter((s) => s.totals.sales > 0 || s.totals.refundsCents > 0).length;
      expect(dashboard.topExperts.length).toBe(Math.min(5, earners));
      const ranked = dashboard.topExperts.map((e) => e.earningsCents);
      expect(ranked).toEqual([...ranked].sort((a, b) => b - a));

      // The daily series add up to the period's figures.
      const total = (points: { value: number }[]) => points.reduce((sum, p) => sum + p.value, 0);
      expect(total(dashboard.series.gmv)).toBe(current.gmv);
      expect(total(dashboard.series.revenue)).toBe(current.platform);
      expect(total(dashboard.series.orders)).toBe(current.orders);
      expect(dashboard.series.gmv).toHaveLength(days + 1);

      // Conversion: orders per 100 product views of the last N calendar days.
      const views = await viewsBetween(
        new Date(now.getTime() - days * DAY_MS).toISOString().slice(0, 10),
        now.toISOString().slice(0, 10),
      );
      expect(dashboard.current.views).toBe(views);
      expect(views).toBeGreaterThan(0);
      expect(dashboard.current.conversionPercent).toBe(Math.round((current.orders * 1000) / views) / 10);

      // The best products: their sales excl. VAT, from the lines sold in the period.
      for (const product of dashboard.topProducts) {
        const [line] = await rows<{ net: string | number }>(
          db(),
          sql`select coalesce(sum(oi.total_cents - oi.tax_cents), 0) as net from order_items oi
              join orders o on o.id = oi.order_id
              where oi.product_id = ${product.productId}
                and o.paid_at >= ${from.toISOString()}::timestamptz and o.paid_at < ${now.toISOString()}::timestamptz`,
        );
        expect(product.netSalesCents).toBe(Number(line!.net));
      }
    });
  }

  it('refuses a non-administrator and a period other than 7, 30 or 90 days', async () => {
    await expect(getAdminDashboard(fixed(), sellers[0]!.viewer, { days: 30 })).rejects.toMatchObject({
      code: 'forbidden',
    });
    await expect(getAdminDashboard(fixed(), null, { days: 30 })).rejects.toMatchObject({ status: 401 });
    await expect(getAdminDashboard(fixed(), admin, { days: '13' })).rejects.toThrow();
  });
});
