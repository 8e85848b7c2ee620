import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetKeys } from '../../core/assets/seller-library.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { createDeliverable } from '../../db/factories/delivery.ts';
import { createCategory, createProduct, createSeller, createUser } from '../../db/factories/index.ts';
import { rows } from '../../db/rows.ts';
import { s3FileStore } from '../../server/adapters/storage/s3.ts';
import { adminUrl, databaseUrl } from '../setup/database-urls.ts';
import { type AppServer, freePort, signInOverHttp, startAppServer } from '../support/app-server.ts';
import { sandboxCheckoutFields } from '../support/checkout-fields.ts';
import { readEventStream } from '../support/event-stream.ts';
import { type Nginx, nginxBinary, startNginx } from '../support/nginx.ts';
import { type LocalS3, startLocalS3 } from '../support/s3-server.ts';

/*
 * Issue 18's topology on one machine: three instances on one PostgreSQL database and one S3-compatible bucket, behind
 * nginx. A buyer's journey crosses all three; then the instances are restarted one by one (SIGTERM twice, SIGKILL
 * once) while visitors browse and buyers pay: no idempotent request fails, no order is lost or paid twice, no job runs
 * twice. Needs PostgreSQL (TEST_DATABASE_URL), nginx and the built server.
 */
const buildDir = process.env.BUILD_DIR || 'build';
const serverUrl = process.env.TEST_DATABASE_URL;
const password = `Trois-${randomBytes(9).toString('base64url')}`;
const secret = randomBytes(32).toString('base64url');
const runnable = !!serverUrl && !!nginxBinary && existsSync(path.join(buildDir, 'server/index.js'));

let database: Database;
let admin: Database;
let dbName = '';
let s3: LocalS3;
let balancer: Nginx;
const ports: number[] = [];
const instances: AppServer[] = [];
let dataDir = '';
let product: Awaited<ReturnType<typeof createProduct>>;
let deliverable: Awaited<ReturnType<typeof createDeliverable>>;
let sellerEmail = '';
const buyerEmails: string[] = [];

const start = (i: number) =>
  startAppServer({
    port: ports[i]!,
    env: {
      BUILD_DIR: buildDir,
      DATA_DIR: path.join(dataDir, `instance-${i}`),
      DATABASE_URL: databaseUrl(serverUrl ?? '', dbName),
      PUBLIC_URL: balancer.origin,
      TRUSTED_PROXIES: '127.0.0.1',
      SEED_DEMO: '0',
      AUTH_SECRET: secret,
      ADMIN_REQUIRE_2FA: '0',
      SANDBOX_DUPLICATE_RATE: '0.3',
      SANDBOX_SETTLE_SECONDS: '1',
      SHUTDOWN_DRAIN_SECONDS: '1',
      RESPONSE_CACHE_SECONDS: '0',
      ...s3.env,
    },
  });

describe.skipIf(!runnable)('three instances behind nginx on one database and one bucket', () => {
  beforeAll(async () => {
    dbName = `deploia_lb_${randomBytes(4).toString('hex')}`;
    admin = await openDatabase({ url: adminUrl(serverUrl ?? ''), maxConnections: 1 });
    await admin.db.execute(sql.raw(`create database ${dbName}`));
    database = await openDatabase({ url: databaseUrl(serverUrl ?? '', dbName), maxConnections: 2 });
    await database.migrate();
    s3 = await startLocalS3();
    dataDir = await mkdtemp(path.join(tmpdir(), 'deploia-lb-'));
    const sellerUser = await createUser(database.db, { password, roles: ['expert'] });
    sellerEmail = sellerUser.email;
    const seller = await createSeller(database.db, { userId: sellerUser.id });
    product = await createProduct(database.db, {
      sellerId: seller.id,
      categoryId: (await createCategory(database.db)).id,
      priceCents: 4_900,
    });
    deliverable = await createDeliverable({ db: database.db, files: s3FileStore(s3.config) }, product);
    for (let i = 0; i < 3; i++) buyerEmails.push((await createUser(database.db, { password })).email);

    for (let i = 0; i < 4; i++) ports.push(await freePort());
    balancer = await startNginx({ port: ports[3]!, upstreams: ports.slice(0, 3) });
    instances.push(...(await Promise.all([0, 1, 2].map(start))));
  }, 240_000);

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await balancer?.stop();
    await s3?.stop();
    await database?.close();
    await admin?.db.execute(sql.raw(`drop database if exists ${dbName} with (force)`));
    await admin?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const json = (origin: string, method: string, route: string, cookie: string, body?: unknown, key?: string) =>
    fetch(`${origin}${route}`, {
      method,
      headers: {
        'content-type': 'application/json',
        origin: balancer.origin,
        cookie,
        ...(key && { 'idempotency-key': key }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  /**
   * Pays on the sandbox's hosted page (through the balancer), as its form does, and follows the redirect back to the
   * site as a browser would: the return confirms the payment at once, before the provider's webhook.
   */
  const pay = async (redirectUrl: string, cookie: string) => {
    const res = await fetch(redirectUrl, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: balancer.origin },
      body: new URLSearchParams({ card: '4242 4242 4242 4242', intent: 'pay' }),
    });
    await res.arrayBuffer();
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location) {
      await (
        await fetch(new URL(location, balancer.origin), { headers: { cookie }, redirect: 'manual' })
      ).arrayBuffer();
    }
    return res.status;
  };

  const orderStatus = async (cookie: string, orderId: string) => {
    const res = await json(balancer.origin, 'GET', `/api/v1/me/orders/${orderId}`, cookie);
    return ((await res.json()) as { data: { status: string } }).data.status;
  };

  it("carries a buyer's journey across the three instances: sign-up, cart, checkout, live notice, download, upload", async () => {
    const [a, b, c] = instances.map((instance) => instance.origin) as [string, string, string];
    const email = `trois-instances-${randomBytes(4).toString('hex')}@example.com`;
    const signUp = await json(a, 'POST', '/api/auth/sign-up/email', '', { name: 'Camille Martin', email, password });
    expect(signUp.status).toBe(200);
    // The confirmation e-mail, sent by whichever instance ran the job, opened on the second instance.
    let verifyPath = '';
    for (const deadline = Date.now() + 20_000; !verifyPath && Date.now() < deadline; ) {
      const [mail] = await rows<{ text: string }>(
        database.db,
        sql`select text from email_outbox where "to" = ${email} and text like '%/verify-email?token=%'`,
      );
      const link = mail?.text.match(/https?:\/\/\S+\/verify-email\?token=[^\s)]+/)?.[0];
      if (link) verifyPath = new URL(link).pathname + new URL(link).search;
      else await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(verifyPath).not.toBe('');
    expect((await fetch(`${b}${verifyPath}`, { redirect: 'manual' })).status).toBeLessThan(400);
    const cookie = await signInOverHttp(a, email, password);

    // The stream is held by the third instance; everything that follows happens on the other two or the balancer.
    const streamResponse = await json(c, 'GET', '/api/v1/me/notifications/stream', cookie);
    expect(streamResponse.status).toBe(200);
    const stream = readEventStream(streamResponse.body!);
    await stream.nextEvent('unread', 5_000);

    expect(
      (await json(b, 'PUT', '/api/v1/me/cart', cookie, { items: [{ productId: product.id, quantity: 1 }] })).status,
    ).toBe(200);
    const cart = (await (await json(a, 'GET', '/api/v1/me/cart', cookie)).json()) as {
      data: { items: { productId: string; quantity: number }[] };
    };
    expect(cart.data.items).toEqual([expect.objectContaining({ productId: product.id, quantity: 1 })]);
    const lines = cart.data.items.map(({ productId, quantity }) => ({ productId, quantity }));
    const checkout = await json(
      balancer.origin,
      'POST',
      '/api/v1/checkout',
      cookie,
      { ...sandboxCheckoutFields, lines },
      randomUUID(),
    );
    expect(checkout.status).toBe(201);
    const { data } = (await checkout.json()) as { data: { orderId: string; redirectUrl: string } };
    expect(new URL(data.redirectUrl).origin).toBe(balancer.origin);
    expect(await pay(data.redirectUrl, cookie)).toBeGreaterThanOrEqual(300);

    // The sandbox's webhook reaches whichever instance nginx picks; the notice reaches the stream on the third.
    const notice = await stream.nextEvent('notification', 30_000);
    expect(JSON.parse(notice.data)).toMatchObject({ read: false });
    await stream.close();
    expect(await orderStatus(cookie, data.orderId)).toBe('paid');

    const link = await json(a, 'POST', '/api/v1/me/downloads', cookie, { fileId: deliverable.file.id });
    expect(link.status).toBe(201);
    const { url } = ((await link.json()) as { data: { url: string } }).data;
    expect(new URL(url).origin).toBe(balancer.origin);
    const download = await fetch(url, { headers: { cookie } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(Buffer.from(await download.arrayBuffer()).equals(Buffer.from(deliverable.body))).toBe(true);
    // An interrupted download resumes where it stopped, on whichever instance.
    const resumed = await fetch(url, { headers: { cookie, range: 'bytes=100-' } });
    expect(resumed.status).toBe(206);
    expect(resumed.headers.get('content-range')).toBe(
      `bytes 100-${deliverable.body.byteLength - 1}/${deliverable.body.byteLength}`,
    );
    expect(Buffer.from(await resumed.arrayBuffer()).equals(Buffer.from(deliverable.body).subarray(100))).toBe(true);

    const sellerCookie = await signInOverHttp(balancer.origin, sellerEmail, password);
    const archive = new Uint8Array(3 * 1024 * 1024);
    archive.set([0x50, 0x4b, 0x05, 0x06]); // an empty ZIP's end record, then padding
    const upload = await fetch(`${balancer.origin}/api/v1/seller/assets`, {
      method: 'POST',
      headers: {
        cookie: sellerCookie,
        origin: balancer.origin,
        'content-type': 'application/zip',
        'x-file-name': encodeURIComponent('livraison.zip'),
      },
      body: archive,
    });
    const uploaded = (await upload.json()) as { data: { id: string } };
    expect(upload.status, JSON.stringify(uploaded)).toBe(201);
    expect(await s3FileStore(s3.config).exists(assetKeys(product.sellerId, uploaded.data.id).original)).toBe(true);
  });

  it('restarts the instances one by one while visitors browse and buyers pay: nothing fails, nothing doubles', async () => {
    const cookies = await Promise.all(buyerEmails.map((email) => signInOverHttp(balancer.origin, email, password)));
    let browsing = true;
    const failures: string[] = [];
    let reads = 0;
    let retried = 0;
    /**
     * A GET as a browser or an HTTP client makes it: a connection dropped before the whole answer came (the instance
     * was killed while it was sending it, which no balancer can take back) is tried once more. An error answer is not.
     */
    const read = async (route: string) => {
      for (let attempt = 0; ; attempt++) {
        try {
          const res = await fetch(`${balancer.origin}${route}`);
          await res.arrayBuffer();
          return res.status;
        } catch (error) {
          if (attempt > 0) return (error as Error).message;
          retried++;
        }
      }
    };
    const browse = async () => {
      while (browsing) {
        for (const route of [`/api/v1/products/${product.slug}`, '/api/v1/products?limit=5', '/healthz']) {
          const status = await read(route);
          if (status !== 200) failures.push(`${route}: ${status}`);
          reads++;
        }
      }
    };

    const orders: { orderId: string; cookie: string }[] = [];
    let buying = true;
    /** A buyer retries what failed with the same idempotency key, as a client of the API should. */
    const buy = async (cookie: string) => {
      while (buying) {
        const key = randomUUID();
        let placed: { orderId: string; redirectUrl: string } | undefined;
        for (let attempt = 0; !placed && attempt < 10; attempt++) {
          const res = await json(
            balancer.origin,
            'POST',
            '/api/v1/checkout',
            cookie,
            { ...sandboxCheckoutFields, lines: [{ productId: product.id, quantity: 1 }] },
            key,
          ).catch(() => null);
          const answer =
            res?.status === 201 || res?.status === 200
              ? ((await res.json().catch(() => null)) as { data: { orderId: string; redirectUrl: string } } | null)
              : null;
          if (answer) placed = answer.data;
          else await new Promise((resolve) => setTimeout(resolve, 300));
        }
        if (!placed) throw new Error('a checkout never went through');
        orders.push({ orderId: placed.orderId, cookie });
        for (let attempt = 0; attempt < 10; attempt++) {
          const status = await pay(placed.redirectUrl, cookie).catch(() => 0);
          if (status >= 300 && status < 400) break;
          if ((await orderStatus(cookie, placed.orderId).catch(() => '')) === 'paid') break;
          await new Promise((resolve) => setTimeout(resolve, 300));
        }
      }
    };

    const load = [browse(), browse(), ...cookies.map(buy)];
    for (const [i, signal] of [
      [0, 'SIGTERM'],
      [1, 'SIGTERM'],
      [2, 'SIGKILL'],
    ] as const) {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      if (signal === 'SIGKILL') await instances[i]!.kill('SIGKILL');
      else await instances[i]!.stop();
      instances[i] = await start(i);
    }
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    browsing = false;
    buying = false;
    await Promise.all(load);

    expect(failures).toEqual([]);
    expect(reads).toBeGreaterThan(50);
    // Only the requests in flight on the killed instance can have been cut: a handful at most.
    expect(retried).toBeLessThanOrEqual(4);
    expect(orders.length).toBeGreaterThanOrEqual(3);
    // Every order placed is paid once, with one invoice and one buyer's notice. A payment whose answer was lost with a
    // killed instance is confirmed by the provider's webhook, whose delivery job that instance held: pg-boss retries it
    // once its 60 s timeout is noticed, up to two minutes later.
    const deadline = Date.now() + 180_000;
    const ids = orders.map((order) => order.orderId);
    for (;;) {
      const unpaid = await rows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from orders where id in ${ids} and status <> 'paid'`,
      );
      if (unpaid[0]!.n === 0) break;
      if (Date.now() > deadline) throw new Error(`${unpaid[0]!.n} orders still unpaid`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const perOrder = await rows<{ invoices: number; notices: number; sales: number }>(
      database.db,
      sql`select
            (select count(*)::int from invoices i where i.order_id = o.id and i.kind = 'invoice') as invoices,
            (select count(*)::int from notifications n where n.user_id = o.buyer_id
               and n.title || ' ' || n.message like '%' || o.number || '%') as notices,
            (select count(*)::int from order_items oi where oi.order_id = o.id) as sales
          from orders o where o.id in ${ids}`,
    );
    expect(
      perOrder.every((o) => o.invoices === 1 && o.notices === 1 && o.sales === 1),
      JSON.stringify(perOrder),
    ).toBe(true);
    const failedJobs = await rows<{ name: string }>(
      database.db,
      sql`select name from pgboss.job where state = 'failed'`,
    );
    expect(failedJobs).toEqual([]);
  }, 300_000);
});
