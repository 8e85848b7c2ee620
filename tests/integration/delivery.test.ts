import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../../core/accounts/viewer.ts';
import { createDownloadLink } from '../../core/delivery/create-download-link.ts';
import { downloadFile } from '../../core/delivery/download-file.ts';
import type { CoreDeps } from '../../core/deps.ts';
import { listProductUpdates } from '../../core/purchases/list-product-updates.ts';
import { createDeliverable, createLicences, createSubscription } from '../../db/factories/delivery.ts';
import { buildViewer, createPaidOrder, createProduct, createUser } from '../../db/factories/index.ts';
import {
  downloads,
  licences,
  orderItems,
  orders,
  productReleases,
  refunds,
  subscriptions,
} from '../../db/schema/index.ts';
import { setUpTestApp } from '../setup/test-app-hooks.ts';

const ctx = setUpTestApp();
let now = new Date('2026-03-10T10:00:00Z');
const deps = (): CoreDeps => ({ ...ctx.testApp.deps, clock: { now: () => now } });
const request = { ip: '203.0.113.9', userAgent: 'Vitest' };

type Product = Awaited<ReturnType<typeof createProduct>>;

async function member() {
  const u = await createUser(ctx.database.db);
  return buildViewer({ userId: u.id, email: u.email });
}

/** A buyer holding a paid licence of `product` (one seat). */
async function buyer(product: Product, quantity = 1) {
  const viewer = await member();
  const { order, items } = await createPaidOrder(ctx.database.db, {
    buyerId: viewer.userId,
    paidAt: now,
    lines: [
      { productId: product.id, sellerId: product.sellerId, title: product.title, unitPriceCents: 4900, quantity },
    ],
  });
  await createLicences(ctx.database.db, items[0]!, viewer.userId);
  return { viewer, order, item: items[0]! };
}

const tokenOf = (url: string) => url.slice('/downloads/'.length);
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => ({ status: 0, code: 'none', message: '' }),
    (error: { status: number; code: string; message: string }) => error,
  );

let product: Product;
let deliverable: Awaited<ReturnType<typeof createDeliverable>>;

beforeAll(async () => {
  product = await createProduct(ctx.database.db, { title: 'Agent SDR', slug: 'agent-sdr-livraison' });
  deliverable = await createDeliverable(ctx.testApp.deps, product);
});

describe('download links', () => {
  it('gives a paying buyer a 5-minute link that serves the file as a private attachment, and logs it', async () => {
    const { viewer, item } = await buyer(product);
    const link = await createDownloadLink(deps(), viewer, { fileId: deliverable.file.id });
    expect(link.url).toMatch(/^\/downloads\/[\w-]+\.[\w-]+$/);
    expect(Date.parse(link.expiresAt) - now.getTime()).toBe(5 * 60_000);

    const file = await downloadFile(deps(), viewer, tokenOf(link.url), request);
    if (file.kind !== 'stream') throw new Error('the local store streams its files through the app');
    expect(Buffer.from(await new Response(file.body).arrayBuffer()).equals(Buffer.from(deliverable.body))).toBe(true);
    expect(file.headers['Content-Disposition']).toBe(
      'attachment; filename="agent-sdr-livraison-1.0.0.zip"; filename*=UTF-8\'\'agent-sdr-livraison-1.0.0.zip',
    );
    expect(file.headers['Cache-Control']).toBe('private, no-store');
    expect(file.headers['Content-Type']).toBe('application/zip');
    expect(file.headers['Content-Length']).toBe(String(deliverable.file.sizeBytes));

    const logged = await ctx.database.db.select().from(downloads).where(eq(downloads.userId, viewer.userId));
    expect(logged).toEqual([
      expect.objectContaining({
        fileId: deliverable.file.id,
        orderItemId: item.id,
        ip: '203.0.113.9',
        userAgent: 'Vitest',
      }),
    ]);
  });

  it('answers a range with 206 (an interrupted download resumes), logged once, and 416 past the end', async () => {
    const { viewer } = await buyer(product);
    const link = await createDownloadLink(deps(), viewer, { fileId: deliverable.file.id });
    const size = deliverable.body.byteLength;
    const count = async () =>
      (await ctx.database.db.select().from(downloads).where(eq(downloads.userId, viewer.userId))).length;

    const whole = await downloadFile(deps(), viewer, tokenOf(link.url), request);
    expect(whole).toMatchObject({ kind: 'stream', status: 200, headers: { 'Accept-Ranges': 'bytes' } });
    if (whole.kind === 'stream') await whole.body.cancel();
    expect(await count()).toBe(1);

    const rest = await downloadFile(deps(), viewer, tokenOf(link.url), { ...request, range: 'bytes=10-' });
    if (rest.kind !== 'stream') throw new Error('a satisfiable range is streamed');
    expect(rest.status).toBe(206);
    expect(rest.headers['Content-Range']).toBe(`bytes 10-${size - 1}/${size}`);
    expect(rest.headers['Content-Length']).toBe(String(size - 10));
    const bytes = Buffer.from(await new Response(rest.body).arrayBuffer());
    expect(bytes.equals(Buffer.from(deliverable.body).subarray(10))).toBe(true);
    expect(await count()).toBe(1);

    expect(await downloadFile(deps(), viewer, tokenOf(link.url), { ...request, range: `bytes=${size}-` })).toEqual({
      kind: 'unsatisfiable',
      headers: { 'Content-Range': `bytes */${size}` },
    });
  });

  it('stops working after 5 minutes (410, in French) and logs nothing', async () => {
    const { viewer } = await buyer(product);
    const link = await createDownloadLink(deps(), viewer, { fileId: deliverable.file.id });
    const made = now;
    try {
      now = new Date(made.getTime() + 5 * 60_000 - 1000);
      await downloadFile(deps(), viewer, tokenOf(link.url), request);
      now = new Date(made.getTime() + 5 * 60_000);
      expect(await failure(downloadFile(deps(), viewer, tokenOf(link.url), request))).toMatchObject({
        status: 410,
        code: 'download_link_expired',
        message: 'Ce lien de téléchargement a expiré',
      });
    } finally {
      now = made;
    }
    const logged = await ctx.database.db.select().from(downloads).where(eq(downloads.userId, viewer.userId));
    expect(logged).toHaveLength(1);
  });

  it('refuses a link to another user (403), even one who bought the product too', async () => {
    const owner = await buyer(product);
    const other = await buyer(product);
    const link = await createDownloadLink(deps(), owner.viewer, { fileId: deliverable.file.id });
    expect(await failure(downloadFile(deps(), other.viewer, tokenOf(link.url), request))).toMatchObject({
      status: 403,
      code: 'download_link_other_user',
    });
  });

  it('answers 404 to a forged, altered or malformed token', async () => {
    const { viewer } = await buyer(product);
    const token = tokenOf((await createDownloadLink(deps(), viewer, { fileId: deliverable.file.id })).url);
    const [payload, signature] = token.split('.') as [string, string];
    const forgedPayload = Buffer.from(
      Buffer.from(payload, 'base64url').toString().replace(/:\d+$/, ':9999999999'),
    ).toString('base64url');
    for (const bad of [
      `${forgedPayload}.${signature}`,
      `${payload}.${signature.slice(0, -2)}AA`,
      `${payload}.`,
      'nimportequoi',
      `${payload}.${signature}.x`,
    ]) {
      expect(await failure(downloadFile(deps(), viewer, bad, request)), bad).toMatchObject({
        status: 404,
        code: 'download_link_invalid',
      });
    }
    const other = { ...deps(), secret: 'another-secret-of-at-least-32-characters' };
    expect(await failure(downloadFile(other, viewer, token, request))).toMatchObject({ status: 404 });
  });

  it('checks the right again at download: a refund after the link was made closes it (403)', async () => {
    const { viewer, item } = await buyer(product);
    const link = await createDownloadLink(deps(), viewer, { fileId: deliverable.file.id });
    await ctx.database.db.update(orderItems).set({ refundedAt: now }).where(eq(orderItems.id, item.id));
    expect(await failure(downloadFile(deps(), viewer, tokenOf(link.url), request))).toMatchObject({
      status: 403,
      code: 'download_forbidden',
    });
    expect(await failure(createDownloadLink(deps(), viewer, { fileId: deliverable.file.id }))).toMatchObject({
      status: 403,
    });
  });

  it('refuses a refunded order, a requested refund, a succeeded refund of the line and a revoked licence', async () => {
    const refundedOrder = await buyer(product);
    await ctx.database.db.update(orders).set({ status: 'refunded' }).where(eq(orders.id, refundedOrder.order.id));
    const asked = await buyer(product);
    await ctx.database.db.update(orders).set({ status: 'refund_requested' }).where(eq(orders.id, asked.order.id));
    const refundedLine = await buyer(product);
    await ctx.database.db.insert(refunds).values({
      orderId: refundedLine.order.id,
      orderItemId: refundedLine.item.id,
      amountCents: 4900,
      reason: 'Ne correspond pas à mon besoin',
      status: 'succeeded',
    });
    const revoked = await buyer(product);
    await ctx.database.db
      .update(licences)
      .set({ status: 'revoked', revokedAt: now })
      .where(eq(licences.orderItemId, revoked.item.id));
    for (const { viewer } of [refundedOrder, asked, refundedLine, revoked]) {
      expect(await failure(createDownloadLink(deps(), viewer, { fileId: deliverable.file.id }))).toMatchObject({
        status: 403,
        code: 'download_forbidden',
      });
    }
  });

  it('keeps access in a partly refunded order for the line that was not refunded', async () => {
    const { viewer, order } = await buyer(product);
    await ctx.database.db.update(orders).set({ status: 'partially_refunded' }).where(eq(orders.id, order.id));
    await expect(createDownloadLink(deps(), viewer, { fileId: deliverable.file.id })).resolves.toHaveProperty('url');
  });

  it('refuses a user without a licence (403), a visitor (401) and an unknown file (404)', async () => {
    const stranger = await member();
    expect(await failure(createDownloadLink(deps(), stranger, { fileId: deliverable.file.id }))).toMatchObject({
      status: 403,
    });
    expect(await failure(createDownloadLink(deps(), null, { fileId: deliverable.file.id }))).toMatchObject({
      status: 401,
    });
    const { viewer } = await buyer(product);
    expect(
      await failure(createDownloadLink(deps(), viewer, { fileId: '00000000-0000-4000-8000-000000000000' })),
    ).toMatchObject({ status: 404, code: 'file_not_found' });
  });

  it("gives a product's files only to its buyers, not to a buyer of another product", async () => {
    const other = await createProduct(ctx.database.db);
    const { viewer } = await buyer(other);
    expect(await failure(createDownloadLink(deps(), viewer, { fileId: deliverable.file.id }))).toMatchObject({
      status: 403,
    });
  });

  it("follows the licence's holder: a gift's recipient downloads, the buyer who offered it does not", async () => {
    const giver = await member();
    const recipient = await member();
    const { items } = await createPaidOrder(ctx.database.db, {
      buyerId: giver.userId,
      lines: [{ productId: product.id, sellerId: product.sellerId, title: product.title, unitPriceCents: 4900 }],
    });
    await createLicences(ctx.database.db, items[0]!, recipient.userId);
    await expect(createDownloadLink(deps(), recipient, { fileId: deliverable.file.id })).resolves.toHaveProperty('url');
    expect(await failure(createDownloadLink(deps(), giver, { fileId: deliverable.file.id }))).toMatchObject({
      status: 403,
    });
  });
});

describe('download links through a subscription', () => {
  let monthly: Product;
  let file: { id: string };
  beforeAll(async () => {
    monthly = await createProduct(ctx.database.db, { billing: 'monthly', title: 'Veille IA mensuelle' });
    file = (await createDeliverable(ctx.testApp.deps, monthly)).file;
  });

  const subscriber = async (input: Partial<typeof subscriptions.$inferInsert>) => {
    const viewer: Viewer = await member();
    await createSubscription(ctx.database.db, { userId: viewer.userId, productId: monthly.id, ...input });
    return viewer;
  };

  it('serves an active subscription, and a past-due one within its grace period', async () => {
    for (const viewer of [
      await subscriber({ status: 'active' }),
      await subscriber({ status: 'past_due', graceUntil: new Date(now.getTime() + 86_400_000) }),
    ]) {
      const link = await createDownloadLink(deps(), viewer, { fileId: file.id });
      const served = await downloadFile(deps(), viewer, tokenOf(link.url), request);
      expect(served.kind === 'stream' && (await new Response(served.body).arrayBuffer()).byteLength).toBeGreaterThan(0);
    }
  });

  it('refuses a suspended or canceled subscription, and a past-due one after its grace period', async () => {
    for (const viewer of [
      await subscriber({ status: 'suspended' }),
      await subscriber({ status: 'canceled' }),
      await subscriber({ status: 'past_due', graceUntil: new Date(now.getTime() - 1000) }),
    ]) {
      expect(await failure(createDownloadLink(deps(), viewer, { fileId: file.id }))).toMatchObject({ status: 403 });
    }
  });

  it('closes a link when the subscription is suspended after it was made', async () => {
    const viewer = await member();
    const sub = await createSubscription(ctx.database.db, {
      userId: viewer.userId,
      productId: monthly.id,
      status: 'active',
    });
    const link = await createDownloadLink(deps(), viewer, { fileId: file.id });
    await ctx.database.db.update(subscriptions).set({ status: 'suspended' }).where(eq(subscriptions.id, sub.id));
    expect(await failure(downloadFile(deps(), viewer, tokenOf(link.url), request))).toMatchObject({ status: 403 });
  });
});

describe('« Mises à jour de vos produits »', () => {
  const release = (productId: string, version: string, publishedAt: Date | null, changelog = '') =>
    ctx.database.db.insert(productReleases).values({ productId, version, publishedAt, changelog });

  it('lists the released versions of what the buyer may download, newest first, notes sanitised', async () => {
    const owned = await createProduct(ctx.database.db, { title: 'Agent suivi' });
    const other = await createProduct(ctx.database.db, { title: 'Produit d’un autre' });
    const refunded = await createProduct(ctx.database.db, { title: 'Produit remboursé' });
    const { viewer } = await buyer(owned);
    const { order: refundedOrder, item: refundedItem } = await buyer(refunded);
    await ctx.database.db.update(orders).set({ buyerId: viewer.userId }).where(eq(orders.id, refundedOrder.id));
    await ctx.database.db
      .update(licences)
      .set({ ownerId: viewer.userId })
      .where(eq(licences.orderItemId, refundedItem.id));
    const day = 86_400_000;
    await release(owned.id, '1.0.0', new Date(now.getTime() - 3 * day), 'Première version');
    await release(owned.id, '1.1.0', new Date(now.getTime() - day), '**Nouveau** <script>alert(1)</script>');
    await release(owned.id, '2.0.0', new Date(now.getTime() + day), 'Programmée');
    await release(owned.id, '2.1.0-brouillon', null);
    await release(other.id, '9.9.9', new Date(now.getTime() - day));
    await release(refunded.id, '3.0.0', new Date(now.getTime() - day));

    expect((await listProductUpdates(deps(), viewer, { page: 1, per_page: 20 })).meta.total).toBe(3);
    await ctx.database.db.update(orders).set({ status: 'refunded' }).where(eq(orders.id, refundedOrder.id));
    const page = await listProductUpdates(deps(), viewer, { page: 1, per_page: 20 });
    expect(page.meta.total).toBe(2);
    expect(page.data.map((u) => u.version)).toEqual(['1.1.0', '1.0.0']);
    expect(page.data[0]!.product.title).toBe('Agent suivi');
    expect(page.data[0]!.changelogHtml).toContain('<strong>Nouveau</strong>');
    expect(page.data[0]!.changelogHtml).not.toContain('<script');

    const second = await listProductUpdates(deps(), viewer, { page: 2, per_page: 1 });
    expect(second.data.map((u) => u.version)).toEqual(['1.0.0']);
    expect((await listProductUpdates(deps(), viewer, { page: 5, per_page: 1 })).meta.total).toBe(2);
    await expect(listProductUpdates(deps(), null, { page: 1, per_page: 20 })).rejects.toMatchObject({ status: 401 });
  });
});
