import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { requestContext } from '../../app/context.ts';
import type { Viewer } from '../../core/accounts/viewer.ts';
import { prepareCheckout } from '../../core/orders/prepare-checkout.ts';
import { getPartnerDashboard } from '../../core/partners/get-partner-dashboard.ts';
import { updatePartnerPayout } from '../../core/partners/update-partner-payout.ts';
import { requestRefund } from '../../core/refunds/request-refund.ts';
import { buildViewer, createPartner, createProduct, createSeller, createUser } from '../../db/factories/index.ts';
import { rows } from '../../db/rows.ts';
import {
  emailOutbox,
  notifications,
  orderItems,
  orders,
  partners,
  referralClicks,
  sandboxCheckouts,
  sandboxSubscriptions,
  siteSettings,
} from '../../db/schema/index.ts';
import { renewDueSandboxSubscriptions } from '../../server/adapters/payments/sandbox/renewals.ts';
import { createApp } from '../../server/app.ts';
import { setUpTestApp } from '../setup/test-app-hooks.ts';
import { sandboxCheckoutFields } from '../support/checkout-fields.ts';
import { stubPageBuild } from '../support/page-build.ts';
import { paySandboxOrder, placeSandboxOrder, sandboxCheckoutOf } from '../support/sandbox-order.ts';

const ctx = setUpTestApp({ SANDBOX_SETTLE_SECONDS: '1', RESPONSE_CACHE_SECONDS: '10' });
const db = () => ctx.database.db;
const deps = () => ctx.testApp.deps;

const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const DAY_MS = 86_400_000;

/**
 * A one-route page build standing in for the app's pages (the test app renders none): the root loader shows the
 * referral token the request context holds, so the body tells what reached the pages.
 */
const pageBuild = stubPageBuild({
  rootLoader: ({ context }: { context: { get: (key: typeof requestContext) => { referralToken?: unknown } } }) => ({
    referralToken: context.get(requestContext).referralToken ?? null,
  }),
});

let app: ReturnType<typeof createApp>;
beforeAll(() => {
  app = createApp({ config: ctx.testApp.config, deps: deps(), auth: ctx.testApp.auth, build: pageBuild });
});

/** A GET as a browser at `address` would send it. */
const visit = (path: string, { address = '198.51.100.1', cookie, agent = browser } = {} as VisitOptions) =>
  app.request(
    path,
    { headers: { 'user-agent': agent, ...(cookie ? { cookie } : {}) } },
    { incoming: { socket: { remoteAddress: address } } },
  );
interface VisitOptions {
  address?: string;
  cookie?: string;
  agent?: string;
}

/** The `deploia_ref=<token>` pair a response set, if any. */
const referralCookie = (res: Response) =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith('deploia_ref='))
    ?.split(';')[0];
const tokenOf = (cookie: string | undefined) => cookie?.split('=')[1] ?? null;

const clicksOf = (partnerId: string) =>
  db().select().from(referralClicks).where(eq(referralClicks.partnerId, partnerId));

async function customer(): Promise<Viewer> {
  const user = await createUser(db());
  return buildViewer({ userId: user.id, email: user.email, name: user.name });
}

const place = (viewer: Viewer, productIds: string[], referralToken: string | null) =>
  placeSandboxOrder(
    ctx,
    viewer,
    productIds.map((productId) => ({ productId, quantity: 1 })),
    { referralToken },
  );
const pay = (orderId: string) => paySandboxOrder(ctx, orderId);

const orderOf = async (orderId: string) => (await db().select().from(orders).where(eq(orders.id, orderId)))[0]!;

/** The ledger of an order by account: seller:…, platform, partner:…. */
const ledgerOf = async (orderId: string) =>
  Object.fromEntries(
    (
      await rows<{ account: string; total: number }>(
        db(),
        sql`select le.account, sum(le.amount_cents)::int as total from ledger_entries le
            join order_items oi on oi.id = le.order_item_id where oi.order_id = ${orderId} group by le.account`,
      )
    ).map((row) => [row.account, row.total]),
  );

/** A partner, a product of another seller, and a visitor who clicked the partner's link to it. */
async function clickedLink(input: { commissionPercent?: number | null; priceCents?: number; address: string }) {
  const { user, partner } = await createPartner(db(), {
    name: 'Agence Lumière',
    commissionPercent: input.commissionPercent,
  });
  const product = await createProduct(db(), { priceCents: input.priceCents ?? 12_000, status: 'published' });
  const res = await visit(`/product/${product.slug}?ref=${partner.code.toLowerCase()}`, { address: input.address });
  const token = tokenOf(referralCookie(res));
  expect(token).toBeTruthy();
  return { partnerUser: user, partner, product, token: token! };
}

describe('a click on a partner link', () => {
  it('is recorded, sets an HttpOnly cookie for 30 days and redirects to the clean URL', async () => {
    const { partner } = await createPartner(db());
    const product = await createProduct(db(), { status: 'published' });
    const res = await visit(`/product/${product.slug}?lang=en&ref=${partner.code.toLowerCase()}`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`/product/${product.slug}?lang=en`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const [setCookie] = res.headers.getSetCookie();
    expect(setCookie).toMatch(/^deploia_ref=[A-Za-z0-9_-]{32}; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Lax$/);

    const [click] = await clicksOf(partner.id);
    expect(click).toMatchObject({
      visitorToken: tokenOf(referralCookie(res)),
      landingPath: `/product/${product.slug}`,
      productId: product.id,
      sellerId: product.sellerId,
    });

    // The clean page then reaches the pages with the token in the request context.
    const page = await visit(`/product/${product.slug}`, { cookie: referralCookie(res) });
    expect(await page.text()).toContain(tokenOf(referralCookie(res))!);
  });

  it('counts on a seller page too, keeping the visitor’s token for their next click', async () => {
    const { partner } = await createPartner(db());
    const seller = await createSeller(db());
    const first = await visit(`/seller/${seller.id}?ref=${partner.code}`, { address: '198.51.100.2' });
    const cookie = referralCookie(first);
    const second = await visit(`/seller/${seller.id}?ref=${partner.code}`, { address: '198.51.100.2', cookie });
    expect(referralCookie(second)).toBe(cookie);
    const clicks = await clicksOf(partner.id);
    expect(clicks).toHaveLength(2);
    expect(clicks.every((c) => c.sellerId === seller.id && c.productId === null)).toBe(true);
  });

  it('ignores unknown codes, bots, other pages and missing products: redirected, nothing counted, no cookie', async () => {
    const { partner } = await createPartner(db());
    const product = await createProduct(db(), { status: 'published' });
    const cases = [
      visit(`/product/${product.slug}?ref=NOPE1234`, { address: '198.51.100.3' }),
      visit(`/product/${product.slug}?ref=${partner.code}`, {
        address: '198.51.100.3',
        agent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      }),
      visit(`/product/no-such-product?ref=${partner.code}`, { address: '198.51.100.3' }),
      visit(`/seller/not-a-uuid?ref=${partner.code}`, { address: '198.51.100.3' }),
    ];
    for (const res of await Promise.all(cases)) {
      expect(res.status).toBe(302);
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    // Another page keeps its ref: it is not a partner link.
    const market = await visit(`/market?ref=${partner.code}`, { address: '198.51.100.3' });
    expect(market.status).toBe(200);
    expect(await clicksOf(partner.id)).toEqual([]);
  });

  it('stops counting an address that loops over the link (20 per hour)', async () => {
    const { partner } = await createPartner(db());
    const product = await createProduct(db(), { status: 'published' });
    for (let i = 0; i < 25; i++) {
      const res = await visit(`/product/${product.slug}?ref=${partner.code}`, { address: '198.51.100.4' });
      expect(res.status).toBe(302);
    }
    expect(await clicksOf(partner.id)).toHaveLength(20);
    // Another address still counts.
    await visit(`/product/${product.slug}?ref=${partner.code}`, { address: '198.51.100.5' });
    expect(await clicksOf(partner.id)).toHaveLength(21);
  });

  it('counts on a page the cache holds, and the cache never replays the cookie', async () => {
    const { partner } = await createPartner(db());
    const product = await createProduct(db(), { status: 'published' });
    const path = `/product/${product.slug}`;
    await visit(path, { address: '198.51.100.6' });
    expect((await visit(path, { address: '198.51.100.6' })).headers.get('x-cache')).toBe('HIT');

    const link = await visit(`${path}?ref=${partner.code}`, { address: '198.51.100.6' });
    expect(link.headers.get('x-cache')).toBeNull();
    const cookie = referralCookie(link);
    expect(cookie).toBeTruthy();
    expect(await clicksOf(partner.id)).toHaveLength(1);

    // With the cookie the page is rendered for this visitor (never from the shared cache)…
    const attributed = await visit(path, { address: '198.51.100.6', cookie });
    expect(attributed.headers.get('x-cache')).toBeNull();
    expect(attributed.headers.get('cache-control')).toBe('private, no-store');
    expect(await attributed.text()).toContain(tokenOf(cookie)!);
    // …and the next anonymous visitor gets the cached page without anyone's cookie or token.
    const next = await visit(path, { address: '198.51.100.7' });
    expect(next.headers.get('x-cache')).toBe('HIT');
    expect(next.headers.getSetCookie()).toEqual([]);
    expect(await next.text()).not.toContain(tokenOf(cookie)!);
  });
});

describe('attribution of orders', () => {
  it('attributes an order placed within 30 days of the last click, and tells the buyer at checkout', async () => {
    const { partner, product, token } = await clickedLink({ address: '203.0.113.1' });
    const buyer = await customer();
    const page = await prepareCheckout(deps(), buyer, { buy: product.id, referralToken: token });
    expect(page.partnerName).toBe('Agence Lumière');
    const placed = await place(buyer, [product.id], token);
    expect((await orderOf(placed.orderId)).partnerId).toBe(partner.id);

    // 29 days after the click: still attributed.
    await db()
      .update(referralClicks)
      .set({ createdAt: new Date(Date.now() - 29 * DAY_MS) })
      .where(eq(referralClicks.partnerId, partner.id));
    expect((await orderOf((await place(buyer, [product.id], token)).orderId)).partnerId).toBe(partner.id);
  });

  it('attributes an order placed through POST /api/v1/checkout by the browser holding the cookie', async () => {
    const { partner, product, token } = await clickedLink({ address: '203.0.113.8' });
    const password = 'Acheteur-2026-solide';
    const buyer = await createUser(db(), { password });
    const bearer = await ctx.bearerToken(buyer.email, password);
    const body = { ...sandboxCheckoutFields, lines: [{ productId: product.id, quantity: 1 }] };
    const res = await ctx.postJson('/api/v1/checkout', body, {
      authorization: `Bearer ${bearer}`,
      cookie: `deploia_ref=${token}`,
      'idempotency-key': randomUUID(),
    });
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: { orderId: string } };
    expect((await orderOf(data.orderId)).partnerId).toBe(partner.id);
  });

  it('does not attribute an order placed 31 days after the last click', async () => {
    const { partner, product, token } = await clickedLink({ address: '203.0.113.2' });
    await db()
      .update(referralClicks)
      .set({ createdAt: new Date(Date.now() - 31 * DAY_MS) })
      .where(eq(referralClicks.partnerId, partner.id));
    const buyer = await customer();
    expect((await prepareCheckout(deps(), buyer, { buy: product.id, referralToken: token })).partnerName).toBeNull();
    expect((await orderOf((await place(buyer, [product.id], token)).orderId)).partnerId).toBeNull();
  });

  it('ignores a forged cookie: a token no click holds', async () => {
    const { product } = await clickedLink({ address: '203.0.113.3' });
    const placed = await place(await customer(), [product.id], 'A'.repeat(32));
    expect((await orderOf(placed.orderId)).partnerId).toBeNull();
  });

  it('never attributes the partner’s own orders, nor orders of only their own products', async () => {
    const { partnerUser, partner, product, token } = await clickedLink({ address: '203.0.113.4' });
    const self = buildViewer({ userId: partnerUser.id, email: partnerUser.email, roles: ['partner'] });
    expect((await orderOf((await place(self, [product.id], token)).orderId)).partnerId).toBeNull();

    const ownShop = await createSeller(db(), { userId: partnerUser.id });
    const own = await createProduct(db(), { sellerId: ownShop.id, status: 'published' });
    const buyer = await customer();
    expect((await prepareCheckout(deps(), buyer, { buy: own.id, referralToken: token })).partnerName).toBeNull();
    expect((await orderOf((await place(buyer, [own.id], token)).orderId)).partnerId).toBeNull();
    // With another seller's product in the order, the order is the partner's (the commission skips their own line).
    const mixed = await place(buyer, [own.id, product.id], token);
    expect((await orderOf(mixed.orderId)).partnerId).toBe(partner.id);
    await pay(mixed.orderId);
    const lines = await db().select().from(orderItems).where(eq(orderItems.orderId, mixed.orderId));
    expect(lines.find((l) => l.productId === own.id)!.partnerCommissionCents).toBe(0);
    expect(lines.find((l) => l.productId === product.id)!.partnerCommissionCents).toBeGreaterThan(0);
  });
});

describe('the partner’s commission', () => {
  it('is 10 % of the amount excl. VAT, taken from the platform’s share; the refund takes it back', async () => {
    const { partnerUser, partner, product, token } = await clickedLink({ address: '203.0.113.5' });
    const buyer = await customer();
    const placed = await place(buyer, [product.id], token);
    await pay(placed.orderId);

    const [line] = await db().select().from(orderItems).where(eq(orderItems.orderId, placed.orderId));
    const net = line!.totalCents - line!.taxCents;
    expect(net).toBe(10_000);
    expect(line!.partnerCommissionCents).toBe(1_000);
    expect(await ledgerOf(placed.orderId)).toEqual({
      [`seller:${product.sellerId}`]: 7_000,
      platform: 3_000 - 1_000,
      [`partner:${partner.id}`]: 1_000,
    });
    // The ledger still sums to the captured amount excluding VAT.
    expect(Object.values(await ledgerOf(placed.orderId)).reduce((a, b) => a + b, 0)).toBe(net);

    const [note] = await db().select().from(notifications).where(eq(notifications.userId, partnerUser.id));
    expect(note).toMatchObject({
      title: 'Commission partenaire',
      metadata: { redirect_url: '/dashboard/partner' },
    });
    expect(note!.message).toContain((await orderOf(placed.orderId)).number);
    expect(note!.message).toMatch(/10,00\s€/);
    const mail = await db().select().from(emailOutbox).where(eq(emailOutbox.to, partnerUser.email));
    expect(mail.map((m) => m.subject)).toContain('Commission partenaire');

    const dashboard = await getPartnerDashboard(deps(), buildViewer({ userId: partnerUser.id, roles: ['partner'] }));
    expect(dashboard).toMatchObject({
      code: partner.code,
      commissionPercent: 10,
      clicks: { days30: 1, allTime: 1 },
      orders: { days30: 1, allTime: 1 },
      earningsCents: { days30: 1_000, allTime: 1_000 },
      balance: { pendingCents: 1_000, availableCents: 0, paidOutCents: 0 },
    });
    expect(dashboard.recentOrders).toEqual([expect.objectContaining({ commissionCents: 1_000, status: 'paid' })]);
    expect(dashboard.series.earningsCents.at(-1)!.value).toBe(1_000);

    await requestRefund(deps(), buyer, { orderId: placed.orderId, reason: 'Ne correspond pas à mon besoin.' });
    await ctx.testApp.jobs.settled();
    expect(await ledgerOf(placed.orderId)).toEqual({
      [`seller:${product.sellerId}`]: 0,
      platform: 0,
      [`partner:${partner.id}`]: 0,
    });
    const partnerNotes = await db().select().from(notifications).where(eq(notifications.userId, partnerUser.id));
    expect(partnerNotes.map((n) => n.title).sort()).toEqual(['Commission annulée', 'Commission partenaire']);
    expect(partnerNotes.find((n) => n.title === 'Commission annulée')!.message).toMatch(
      /10,00\s€ de commission annulés/,
    );
    const after = await getPartnerDashboard(deps(), buildViewer({ userId: partnerUser.id, roles: ['partner'] }));
    expect(after.earningsCents.allTime).toBe(0);
    expect(after.balance.pendingCents).toBe(0);
  });

  it('uses the partner’s own rate, else the site’s setting', async () => {
    const own = await clickedLink({ commissionPercent: 25, address: '203.0.113.6' });
    const placed = await place(await customer(), [own.product.id], own.token);
    await pay(placed.orderId);
    expect(await ledgerOf(placed.orderId)).toMatchObject({ platform: 500, [`partner:${own.partner.id}`]: 2_500 });

    await db().insert(siteSettings).values({ key: 'partner_commission_percent', value: 15 });
    try {
      const site = await clickedLink({ address: '203.0.113.7', priceCents: 4_900 });
      const order = await place(await customer(), [site.product.id], site.token);
      await pay(order.orderId);
      const [line] = await db().select().from(orderItems).where(eq(orderItems.orderId, order.orderId));
      const net = line!.totalCents - line!.taxCents;
      expect(line!.partnerCommissionCents).toBe(Math.floor((net * 15) / 100));
      expect(line!.sellerShareCents).toBe(Math.floor((net * 70) / 100));
      const ledger = await ledgerOf(order.orderId);
      expect(ledger[`seller:${site.product.sellerId}`]).toBe(line!.sellerShareCents);
      expect(Object.values(ledger).reduce((a, b) => a + b, 0)).toBe(net);
    } finally {
      await db().delete(siteSettings).where(eq(siteSettings.key, 'partner_commission_percent'));
    }
  });
});

describe('a subscription renewal', () => {
  it('earns the partner no commission: it is not an order the buyer placed through the link', async () => {
    const { user: partnerUser, partner } = await createPartner(db());
    const product = await createProduct(db(), { priceCents: 6_000, billing: 'monthly', status: 'published' });
    const link = await visit(`/product/${product.slug}?ref=${partner.code}`, { address: '203.0.113.9' });
    const buyer = await customer();
    const placed = await place(buyer, [product.id], tokenOf(referralCookie(link)));
    await pay(placed.orderId);
    expect(await ledgerOf(placed.orderId)).toEqual({
      [`seller:${product.sellerId}`]: 3_500,
      platform: 1_500 - 500,
      [`partner:${partner.id}`]: 500,
    });

    const checkout = await sandboxCheckoutOf(ctx, placed.orderId);
    const [session] = await db().select().from(sandboxCheckouts).where(eq(sandboxCheckouts.id, checkout));
    expect(session).toBeTruthy();
    await db()
      .update(sandboxSubscriptions)
      .set({ currentPeriodEnd: new Date(Date.now() - 60_000) })
      .where(eq(sandboxSubscriptions.checkoutId, session!.id));
    expect((await renewDueSandboxSubscriptions(deps())).renewed).toBe(1);
    await ctx.testApp.jobs.settled();
    const [renewal] = await rows<{ id: string; partner_id: string | null }>(
      db(),
      sql`select id, partner_id from orders where buyer_id = ${buyer.userId} and idempotency_key like 'renewal:%'`,
    );
    expect(renewal!.partner_id).toBeNull();
    expect(await ledgerOf(renewal!.id)).toEqual({ [`seller:${product.sellerId}`]: 3_500, platform: 1_500 });

    const notes = await db().select().from(notifications).where(eq(notifications.userId, partnerUser.id));
    expect(notes).toHaveLength(1);
  });
});

describe('the partner’s own data', () => {
  it('GET /api/v1/me/partner: 401 for a visitor, 403 for a customer, the figures for a partner', async () => {
    expect((await ctx.app.request('/api/v1/me/partner')).status).toBe(401);
    const password = 'Partenaire-2026-solide';
    const member = await createUser(db(), { password });
    const memberToken = await ctx.bearerToken(member.email, password);
    const refused = await ctx.app.request('/api/v1/me/partner', {
      headers: { authorization: `Bearer ${memberToken}` },
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { code: 'not_a_partner' } });

    // A partner granted the role without a partner row yet gets one, with a code, on first visit.
    const granted = await createUser(db(), { password, roles: ['partner'] });
    const token = await ctx.bearerToken(granted.email, password);
    const res = await ctx.app.request('/api/v1/me/partner', { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { code: string; clicks: object; balance: object } };
    expect(data.code).toMatch(/^[0-9A-Z]{8}$/);
    expect(data.clicks).toEqual({ days30: 0, allTime: 0 });
    expect(data.balance).toEqual({ pendingCents: 0, availableCents: 0, paidOutCents: 0 });
    const [row] = await db().select().from(partners).where(eq(partners.userId, granted.id));
    expect(row!.code).toBe(data.code);

    const doc = (await (await ctx.app.request('/api/v1/openapi.json')).json()) as {
      paths: Record<string, { get?: { responses: Record<string, unknown> } }>;
      components: { schemas: Record<string, { properties: Record<string, unknown> }> };
    };
    expect(Object.keys(doc.paths['/me/partner']!.get!.responses)).toEqual(['200', '401', '403']);
    expect(Object.keys(doc.components.schemas.PartnerDashboard!.properties).sort()).toEqual(Object.keys(data).sort());
  });

  it('saves payout details with a valid IBAN only, on a session that verified a second factor', async () => {
    const { user, partner } = await createPartner(db());
    const details = { payoutName: 'Agence Lumière', payoutIban: 'FR7630006000011234567890189' };
    // ASVS 5.0 V6.3.3: two-factor off, or set up but not used at this sign-in, is refused before anything is read.
    for (const [session, message] of [
      [{ aal: 'aal1', twoFactorEnabled: false }, /Activez la double authentification/],
      [{ aal: 'aal1', twoFactorEnabled: true }, /Reconnectez-vous avec votre second facteur/],
    ] as const) {
      await expect(
        updatePartnerPayout(deps(), buildViewer({ userId: user.id, roles: ['partner'], ...session }), details),
      ).rejects.toMatchObject({ code: 'second_factor_required', status: 403, message: expect.stringMatching(message) });
    }
    expect((await db().select().from(partners).where(eq(partners.id, partner.id)))[0]!.payoutIban).toBeNull();
    const viewer = buildViewer({ userId: user.id, roles: ['partner'], aal: 'aal2', twoFactorEnabled: true });
    await expect(
      updatePartnerPayout(deps(), viewer, {
        payoutName: 'Agence Lumière',
        payoutIban: 'FR76 3000 6000 0112 3456 7890 188',
      }),
    ).rejects.toMatchObject({ issues: [expect.objectContaining({ path: ['payoutIban'], message: 'iban_invalid' })] });
    expect((await db().select().from(partners).where(eq(partners.id, partner.id)))[0]!.payoutIban).toBeNull();

    await updatePartnerPayout(deps(), viewer, {
      payoutName: 'Agence Lumière',
      payoutIban: 'fr76 3000 6000 0112 3456 7890 189',
    });
    const [saved] = await db().select().from(partners).where(eq(partners.id, partner.id));
    expect(saved).toMatchObject({ payoutName: 'Agence Lumière', payoutIban: 'FR7630006000011234567890189' });
    expect((await getPartnerDashboard(deps(), viewer)).payout).toEqual({
      name: 'Agence Lumière',
      iban: 'FR76 •••• 0189',
    });
    await expect(
      updatePartnerPayout(deps(), buildViewer({ userId: user.id }), {
        payoutName: 'X Y',
        payoutIban: 'FR7630006000011234567890189',
      }),
    ).rejects.toMatchObject({ code: 'not_a_partner', status: 403 });
  });
});
