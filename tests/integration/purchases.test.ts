import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loader as downloadLoader } from '../../app/routes/dashboard/download.ts';
import { action as purchasesAction, loader as purchasesLoader } from '../../app/routes/dashboard/purchases.tsx';
import type { Viewer } from '../../core/accounts/viewer.ts';
import type { CoreDeps } from '../../core/deps.ts';
import { listPurchases } from '../../core/purchases/list-purchases.ts';
import { listReceivedGifts } from '../../core/purchases/list-received-gifts.ts';
import { ownedProducts } from '../../core/purchases/owned-products.ts';
import type { Db } from '../../db/client.ts';
import { createDeliverable, createLicences, createSubscription } from '../../db/factories/delivery.ts';
import { buildReview, buildViewer, createPaidOrder, createProduct, createUser } from '../../db/factories/index.ts';
import { gifts, orderItems, orders, productReleases, refunds, reviews } from '../../db/schema/index.ts';
import { answerOf, pageContext } from '../setup/page-context.ts';
import { setUpTestApp, testOrigin } from '../setup/test-app-hooks.ts';

const ctx = setUpTestApp();
const db = () => ctx.database.db;
const day = 86_400_000;
const password = 'Mes-achats-bien-gardes-1';
const firstPage = { page: 1, per_page: 10 };

type Product = Awaited<ReturnType<typeof createProduct>>;

async function member(email?: string) {
  const u = await createUser(db(), { email, password });
  return buildViewer({ userId: u.id, email: u.email, name: u.name });
}

async function signIn(email: string) {
  const res = await ctx.postJson('/api/auth/sign-in/email', { email, password });
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** A paid order of `products` by `viewer`, `daysAgo` days ago, with a licence key per seat. */
async function purchase(viewer: Viewer, products: Product[], { daysAgo = 1, quantity = 1 } = {}) {
  const built = await createPaidOrder(db(), {
    buyerId: viewer.userId,
    paidAt: new Date(Date.now() - daysAgo * day),
    lines: products.map((p) => ({
      productId: p.id,
      sellerId: p.sellerId,
      title: p.title,
      unitPriceCents: p.priceCents,
      quantity,
    })),
  });
  for (const item of built.items) await createLicences(db(), item, viewer.userId);
  return built;
}

/** The deps with `db.execute` counted: every query of the purchases use cases goes through it. */
function countingDeps(): { deps: Pick<CoreDeps, 'db' | 'clock'>; count: () => number } {
  let count = 0;
  const real = db();
  const counted = new Proxy(real, {
    get(target, property) {
      if (property === 'execute') {
        return (...args: Parameters<Db['execute']>) => {
          count++;
          return target.execute(...args);
        };
      }
      return Reflect.get(target, property);
    },
  });
  return { deps: { db: counted, clock: ctx.testApp.deps.clock }, count: () => count };
}

let agent: Product;
let chatbot: Product;
let noFiles: Product;

beforeAll(async () => {
  agent = await createProduct(db(), { title: 'Agent SDR', priceCents: 4900 });
  chatbot = await createProduct(db(), { title: 'Chatbot support', priceCents: 2900 });
  noFiles = await createProduct(db(), { title: 'Sans fichier' });
  await createDeliverable(ctx.testApp.deps, agent, {
    version: '1.0.0',
    changelog: 'Ancienne',
    publishedAt: new Date(Date.now() - 20 * day),
  });
  await createDeliverable(ctx.testApp.deps, agent, {
    version: '1.1.0',
    changelog: '## Nouveautés\n\n- Relances <script>alert(1)</script> automatiques',
    publishedAt: new Date(Date.now() - 2 * day),
  });
  // A release the seller has not published yet is not shown.
  await db().insert(productReleases).values({ productId: agent.id, version: '2.0.0-beta', changelog: 'Brouillon' });
  await createDeliverable(ctx.testApp.deps, chatbot);
});

describe('listing purchases', () => {
  it('lists the viewer’s orders newest first with keys per seat, the latest release, its files and changelog', async () => {
    const viewer = await member();
    const older = await purchase(viewer, [chatbot], { daysAgo: 5 });
    const newer = await purchase(viewer, [agent, noFiles], { daysAgo: 1, quantity: 2 });
    const stranger = await member();
    await purchase(stranger, [agent]);

    const page = await listPurchases(ctx.testApp.deps, viewer, firstPage);
    expect(page.meta).toEqual({ total: 2, page: 1, per_page: 10 });
    expect(page.data.map((o) => o.number)).toEqual([newer.order.number, older.order.number]);
    const [first] = page.data;
    expect(first).toMatchObject({ status: 'paid', totalCents: newer.order.totalCents });
    const [agentLine, noFilesLine] = first!.items;
    expect(agentLine).toMatchObject({
      product: { id: agent.id, title: 'Agent SDR' },
      quantity: 2,
      canDownload: true,
      refundable: true,
      canReview: true,
      refund: null,
      gift: null,
    });
    expect(agentLine!.licenceKeys).toHaveLength(2);
    expect(agentLine!.licenceKeys[0]).toMatch(/^DPL-[0-9A-Z]{5}-[0-9A-Z]{5}-[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    expect(agentLine!.release?.version).toBe('1.1.0');
    expect(agentLine!.release?.files).toEqual([
      expect.objectContaining({ fileName: `${agent.slug}-1.1.0.zip`, sizeBytes: expect.any(Number) }),
    ]);
    expect(agentLine!.release?.changelogHtml).toContain('<h3>Nouveautés</h3>');
    expect(agentLine!.release?.changelogHtml).toContain('&lt;script&gt;');
    expect(agentLine!.release?.changelogHtml).not.toContain('<script>');
    expect(noFilesLine).toMatchObject({ release: null, canDownload: true });
  });

  it('takes the same number of queries for one order as for twelve (no query per order or line)', async () => {
    const few = await member();
    await purchase(few, [agent]);
    const many = await member();
    for (let i = 0; i < 12; i++) await purchase(many, [agent, chatbot, noFiles], { daysAgo: i });

    const one = countingDeps();
    await listPurchases(one.deps, few, { page: 1, per_page: 50 });
    const twelve = countingDeps();
    const page = await listPurchases(twelve.deps, many, { page: 1, per_page: 50 });
    expect(page.data).toHaveLength(12);
    expect(page.data.flatMap((o) => o.items)).toHaveLength(36);
    expect(twelve.count()).toBe(one.count());
    expect(twelve.count()).toBeLessThanOrEqual(8);
  });

  it('shows paid, pending and refunded orders, not failed or expired checkouts; pages them', async () => {
    const viewer = await member();
    const paid = await purchase(viewer, [agent]);
    for (const status of ['pending_payment', 'expired', 'failed', 'canceled'] as const) {
      const { order } = await purchase(viewer, [chatbot]);
      await db().update(orders).set({ status, paidAt: null }).where(eq(orders.id, order.id));
    }
    const page = await listPurchases(ctx.testApp.deps, viewer, firstPage);
    expect(page.data.map((o) => o.status).sort()).toEqual(['paid', 'pending_payment']);
    const pending = page.data.find((o) => o.status === 'pending_payment')!;
    expect(pending.items[0]).toMatchObject({ canDownload: false, refundable: false, canReview: false });
    const second = await listPurchases(ctx.testApp.deps, viewer, { page: 2, per_page: 1 });
    expect(second.meta.total).toBe(2);
    expect(second.data.map((o) => o.id)).toEqual([paid.order.id]);
  });

  it('offers a review only to a buyer who has not reviewed the product yet', async () => {
    const viewer = await member();
    await purchase(viewer, [agent, chatbot]);
    await db()
      .insert(reviews)
      .values(buildReview({ productId: chatbot.id, buyerId: viewer.userId, rating: 5 }));
    const [order] = (await listPurchases(ctx.testApp.deps, viewer, firstPage)).data;
    expect(order!.items.map((i) => [i.product.title, i.canReview])).toEqual([
      ['Agent SDR', true],
      ['Chatbot support', false],
    ]);
  });

  it('allows a refund request within 30 days of payment, once, and shows the refund’s state', async () => {
    const viewer = await member();
    const recent = await purchase(viewer, [agent], { daysAgo: 29 });
    const old = await purchase(viewer, [agent], { daysAgo: 31 });
    const asked = await purchase(viewer, [agent, chatbot], { daysAgo: 3 });
    const refunded = await purchase(viewer, [agent], { daysAgo: 3 });
    // A refund of each one's first line: still asked for, and made.
    for (const [order, status] of [
      [asked, 'requested'],
      [refunded, 'succeeded'],
    ] as const) {
      const line = { orderId: order.order.id, orderItemId: order.items[0]!.id };
      await db()
        .insert(refunds)
        .values({ ...line, amountCents: 4900, reason: 'Ne correspond pas', status });
    }
    await db().update(orders).set({ status: 'refund_requested' }).where(eq(orders.id, asked.order.id));
    await db().update(orderItems).set({ refundedAt: new Date() }).where(eq(orderItems.id, refunded.items[0]!.id));
    await db().update(orders).set({ status: 'refunded' }).where(eq(orders.id, refunded.order.id));

    const { data } = await listPurchases(ctx.testApp.deps, viewer, firstPage);
    const byId = new Map(data.map((o) => [o.id, o]));
    expect(byId.get(recent.order.id)!.items[0]!.refundable).toBe(true);
    expect(byId.get(old.order.id)!.items[0]!.refundable).toBe(false);
    const [askedLine, otherLine] = byId.get(asked.order.id)!.items;
    expect(askedLine).toMatchObject({ refundable: false, refund: { status: 'requested', amountCents: 4900 } });
    // One refund in flight per order, and a requested refund suspends the downloads.
    expect(otherLine).toMatchObject({ refundable: false, refund: null, canDownload: false });
    expect(byId.get(refunded.order.id)!.items[0]).toMatchObject({
      refundable: false,
      canReview: false,
      canDownload: false,
      refund: { status: 'succeeded' },
      refundedAt: expect.any(String),
    });
  });

  it('tells the giver whether the gift was claimed, without showing them the recipient’s keys', async () => {
    const giver = await member();
    const recipient = await member();
    const { items } = await createPaidOrder(db(), {
      buyerId: giver.userId,
      lines: [{ productId: agent.id, sellerId: agent.sellerId, title: agent.title, unitPriceCents: 4900 }],
    });
    await createLicences(db(), items[0]!, recipient.userId);
    await db()
      .insert(gifts)
      .values({
        orderItemId: items[0]!.id,
        recipientEmail: 'ami@example.com',
        claimTokenHash: `hash-${items[0]!.id}`,
        claimedBy: recipient.userId,
        claimedAt: new Date(),
      });
    const [order] = (await listPurchases(ctx.testApp.deps, giver, firstPage)).data;
    expect(order!.items[0]).toMatchObject({
      licenceKeys: [],
      canDownload: false,
      gift: { recipientEmail: 'ami@example.com', claimedAt: expect.any(String) },
    });
    expect(await listReceivedGifts(ctx.testApp.deps, giver)).toEqual([]);

    // The recipient finds it among their gifts: keys, files, who offered it; not what it cost, no refund, no review.
    expect((await listPurchases(ctx.testApp.deps, recipient, firstPage)).data).toEqual([]);
    const [received] = await listReceivedGifts(ctx.testApp.deps, recipient);
    expect(received).toMatchObject({
      from: giver.name,
      message: '',
      item: { product: { id: agent.id }, canDownload: true, release: { version: '1.1.0' } },
    });
    expect(received!.item.licenceKeys).toHaveLength(1);
    for (const hidden of ['totalCents', 'unitPriceCents', 'refundable', 'canReview']) {
      expect(received!.item).not.toHaveProperty(hidden);
    }
  });
});

describe('ownedProducts', () => {
  it('knows what the viewer has: their paid order, a gift they received, a live subscription; not the rest', async () => {
    const buyer = await member();
    const recipient = await member();
    const monthly = await createProduct(db(), { title: 'Veille mensuelle', billing: 'monthly' });
    const lapsed = await createProduct(db(), { title: 'Abonnement échu', billing: 'monthly' });
    const bought = await purchase(buyer, [agent]);
    const refunded = await purchase(buyer, [chatbot]);
    await db().update(orderItems).set({ refundedAt: new Date() }).where(eq(orderItems.id, refunded.items[0]!.id));
    // A gift of noFiles from the buyer, claimed: the recipient holds its licence.
    const { items } = await createPaidOrder(db(), {
      buyerId: buyer.userId,
      lines: [{ productId: noFiles.id, sellerId: noFiles.sellerId, title: noFiles.title, unitPriceCents: 900 }],
    });
    await createLicences(db(), items[0]!, recipient.userId);
    const subscription = await createSubscription(db(), { userId: buyer.userId, productId: monthly.id });
    await createSubscription(db(), {
      userId: buyer.userId,
      productId: lapsed.id,
      status: 'expired',
      currentPeriodEnd: new Date(Date.now() - day),
    });

    const all = [agent.id, chatbot.id, noFiles.id, monthly.id, lapsed.id];
    const byProduct = async (viewer: Viewer | null) =>
      Object.fromEntries((await ownedProducts(ctx.testApp.deps, viewer, all)).map((o) => [o.productId, o]));
    expect(await byProduct(buyer)).toEqual({
      [agent.id]: { productId: agent.id, via: 'order', orderId: bought.order.id },
      [monthly.id]: { productId: monthly.id, via: 'subscription', subscriptionId: subscription.id },
    });
    expect(await byProduct(recipient)).toEqual({
      [noFiles.id]: { productId: noFiles.id, via: 'gift', orderItemId: items[0]!.id },
    });
    expect(await byProduct(null)).toEqual({});
  });
});

describe('the purchases API', () => {
  let cookie: string;
  let viewer: Viewer;
  let bought: Awaited<ReturnType<typeof purchase>>;
  const call = (method: string, path: string, withCookie = cookie, body?: unknown) =>
    ctx.app.request(path, {
      method,
      headers: {
        origin: testOrigin,
        ...(withCookie ? { cookie: withCookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  beforeAll(async () => {
    viewer = await member('acheteur-api@example.com');
    cookie = await signIn('acheteur-api@example.com');
    bought = await purchase(viewer, [agent]);
  });

  it('answers a visitor 401 on every path', async () => {
    for (const [method, path] of [
      ['GET', '/api/v1/me/orders'],
      ['GET', `/api/v1/me/orders/${bought.order.id}`],
      ['POST', '/api/v1/me/downloads'],
    ] as const) {
      const res = await call(method, path, '', method === 'POST' ? { fileId: bought.order.id } : undefined);
      expect(res.status, path).toBe(401);
    }
  });

  it('lists the caller’s orders and one by id, never cached; someone else’s order is a 404', async () => {
    const list = await call('GET', '/api/v1/me/orders?per_page=5');
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('private, no-store');
    const body = (await list.json()) as { data: { id: string; items: { licenceKeys: string[] }[] }[]; meta: unknown };
    expect(body.meta).toEqual({ total: 1, page: 1, per_page: 5 });
    expect(body.data[0]!.id).toBe(bought.order.id);
    expect(body.data[0]!.items[0]!.licenceKeys).toHaveLength(1);

    const one = await call('GET', `/api/v1/me/orders/${bought.order.id}`);
    expect(one.status).toBe(200);
    expect(((await one.json()) as { data: { number: string } }).data.number).toBe(bought.order.number);

    const other = await purchase(await member(), [agent]);
    for (const id of [other.order.id, 'pas-un-uuid']) {
      const res = await call('GET', `/api/v1/me/orders/${id}`);
      expect(res.status, id).toBe(404);
      expect(await res.json()).toEqual({ error: { code: 'order_not_found', message: 'Commande introuvable' } });
    }
    expect((await call('GET', '/api/v1/me/orders?per_page=51')).status).toBe(400);
  });

  it('makes a download link for a file the caller holds, and refuses the others', async () => {
    const [order] = (await listPurchases(ctx.testApp.deps, viewer, firstPage)).data;
    const fileId = order!.items[0]!.release!.files[0]!.id;
    const res = await call('POST', '/api/v1/me/downloads', cookie, { fileId });
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: { url: string; expiresAt: string } };
    expect(data.url).toMatch(new RegExp(`^${ctx.testApp.config.publicUrl}/downloads/[\\w-]+\\.[\\w-]+$`));
    expect(Date.parse(data.expiresAt) - Date.now()).toBeGreaterThan(4 * 60_000);

    const chatbotFile = (await listPurchases(ctx.testApp.deps, await purchaseOf(chatbot), firstPage)).data[0]!.items[0]!
      .release!.files[0]!.id;
    const refused = await call('POST', '/api/v1/me/downloads', cookie, { fileId: chatbotFile });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('download_forbidden');
    expect((await call('POST', '/api/v1/me/downloads', cookie, { fileId, extra: 1 })).status).toBe(400);
    expect((await call('POST', '/api/v1/me/downloads', cookie, { fileId: 'x' })).status).toBe(400);
  });
});

/** A new buyer of `product`, for reading its file ids. */
async function purchaseOf(product: Product) {
  const buyer = await member();
  await purchase(buyer, [product]);
  return buyer;
}

describe('the purchases page and /downloads/:token', () => {
  let cookie: string;
  let fileId: string;
  const args = async (path: string, withCookie: string, init?: RequestInit) => {
    const url = new URL(path, testOrigin);
    const request = new Request(url, {
      ...init,
      headers: { origin: testOrigin, cookie: withCookie, ...init?.headers },
    });
    const { context } = await pageContext(ctx.testApp, request.headers);
    return { url, request, context, params: {} as Record<string, string> };
  };
  const form = (fields: Record<string, string>) => ({ method: 'POST', body: new URLSearchParams(fields) });

  beforeAll(async () => {
    const viewer = await member('acheteur-page@example.com');
    cookie = await signIn('acheteur-page@example.com');
    await purchase(viewer, [agent]);
    fileId = (await listPurchases(ctx.testApp.deps, viewer, firstPage)).data[0]!.items[0]!.release!.files[0]!.id;
  });

  it('sends a visitor to sign in, from the page and from a link', async () => {
    const page = await purchasesLoader((await args('/dashboard/purchases', '')) as never).catch((e: unknown) => e);
    expect((page as Response).headers.get('location')).toBe('/auth?redirectTo=%2Fdashboard%2Fpurchases');
    const link = await downloadLoader({
      ...(await args('/downloads/abc.def', '')),
      params: { token: 'abc.def' },
    } as never).catch((e: unknown) => e);
    expect((link as Response).headers.get('location')).toBe('/auth?redirectTo=%2Fdownloads%2Fabc.def');
  });

  it('downloads a file: the form makes a fresh link and the browser follows it to the attachment', async () => {
    const answer = await purchasesAction(
      (await args('/dashboard/purchases', cookie, form({ intent: 'download', fileId }))) as never,
    );
    const redirect = answer as Response;
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('x-remix-reload-document')).toBe('true');
    const location = redirect.headers.get('location')!;
    expect(location).toMatch(/^\/downloads\/[\w-]+\.[\w-]+$/);

    const token = location.slice('/downloads/'.length);
    const file = (await downloadLoader({ ...(await args(location, cookie)), params: { token } } as never)) as Response;
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="/);
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(100);
  });

  it('sends a link it cannot serve back to the purchases page, which explains why', async () => {
    const token = 'e30.AAAA';
    const answer = await downloadLoader({
      ...(await args(`/downloads/${token}`, cookie)),
      params: { token },
    } as never).catch((e: unknown) => e);
    expect((answer as Response).headers.get('location')).toBe('/dashboard/purchases?download=download_link_invalid');
    const page = await purchasesLoader(
      (await args('/dashboard/purchases?download=download_link_expired', cookie)) as never,
    );
    expect(page.downloadError).toBe('download_link_expired');
    const forged = await purchasesLoader((await args('/dashboard/purchases?download=<b>', cookie)) as never);
    expect(forged.downloadError).toBe('unknown');
  });

  it('answers a refused download or an invalid refund request with a code the page translates', async () => {
    const stranger = await member('sans-achat@example.com');
    const strangerCookie = await signIn(stranger.email);
    const refused = answerOf<{ code: string }>(
      await purchasesAction(
        (await args('/dashboard/purchases', strangerCookie, form({ intent: 'download', fileId }))) as never,
      ),
    );
    expect(refused).toMatchObject({ status: 403, data: { intent: 'download', ok: false, code: 'download_forbidden' } });
    const short = answerOf<{ code: string }>(
      await purchasesAction(
        (await args(
          '/dashboard/purchases',
          cookie,
          form({ intent: 'refund', orderId: fileId, orderItemId: fileId, reason: 'Bof' }),
        )) as never,
      ),
    );
    expect(short).toMatchObject({ status: 400, data: { intent: 'refund', ok: false, code: 'reason_too_short' } });
  });
});
