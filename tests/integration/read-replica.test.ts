import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loader as productLoader } from '../../app/routes/market/product.tsx';
import { type Database, openDatabase } from '../../db/client.ts';
import { createCategory, createSeller, createUser } from '../../db/factories/index.ts';
import { migrationStatus } from '../../db/migration-status.ts';
import { checkReplica, replicaStatus } from '../../db/replica-status.ts';
import { rows } from '../../db/rows.ts';
import { readiness } from '../../server/readiness.ts';
import { answerOf, routeArgs } from '../setup/page-context.ts';
import { createTestApp } from '../setup/test-app.ts';
import { requestJson, sessionCookie, type TestApp } from '../setup/test-app-hooks.ts';
import {
  postgresBinDir,
  type ReplicaPair,
  replicaBinariesAvailable,
  startReplicaPair,
  waitForReplay,
} from '../support/postgres-replica.ts';
import { completeInput, createAsset } from './product-editor-fixtures.ts';

/*
 * Catalogue reads on a real streaming replica (decision 0037). The file starts its own PostgreSQL primary and hot
 * standby from the server binaries (tests/support/postgres-replica.ts), whatever TEST_DATABASE_URL says, and deletes
 * them afterwards. With the standby's replay paused, what the catalogue answers tells where it read: the replica
 * still has the old title, the primary the new one.
 */
const skipReason = replicaBinariesAvailable ? '' : ` (skipped: no PostgreSQL server binaries in ${postgresBinDir})`;
const password = 'Une-replique-en-lecture-1';
const originalTitle = 'Agent de tri des courriels';

describe.skipIf(!replicaBinariesAvailable)(`catalogue reads on a streaming read replica${skipReason}`, () => {
  let pair: ReplicaPair | undefined;
  let database: Database;
  /** The app with its response cache off: every answer is read from a database. */
  let app: TestApp;
  /** The same app with the response cache on, as in production. */
  let cachedApp: TestApp;

  beforeAll(async () => {
    pair = await startReplicaPair();
    const admin = await openDatabase({ url: pair.primaryUrl(), maxConnections: 1 });
    const adminReplica = await openDatabase({ url: pair.replicaUrl(), maxConnections: 1 });
    await admin.db.execute(sql.raw('create database deploia'));
    await waitForReplay(admin.db, adminReplica.db);
    await Promise.all([admin.close(), adminReplica.close()]);
    database = await openDatabase({
      url: pair.primaryUrl('deploia'),
      readUrl: pair.replicaUrl('deploia'),
      maxConnections: 4,
    });
    await database.migrate();
    app = await createTestApp(database, { RESPONSE_CACHE_SECONDS: '0' });
    cachedApp = await createTestApp(database);
  });
  afterAll(async () => {
    await app?.close();
    await cachedApp?.close();
    await database?.close();
    await pair?.stop();
  });

  const errorCode = (error: unknown) =>
    (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;

  it('replays the migrations run on the primary, and refuses writes (25006) as a hot standby', async () => {
    await waitForReplay(database.db, database.readDb);
    const onPrimary = await migrationStatus(database.db);
    expect(onPrimary.applied).toBe(onPrimary.expected);
    expect(await migrationStatus(database.readDb)).toEqual(onPrimary);
    const recovery = async (db: typeof database.db) =>
      (await rows<{ standby: boolean }>(db, sql`select pg_is_in_recovery() as standby`))[0]?.standby;
    expect(await recovery(database.readDb)).toBe(true);
    expect(await recovery(database.db)).toBe(false);
    const refused = await database.readDb.execute(sql`create table written_on_the_replica (id int)`).catch((e) => e);
    expect(errorCode(refused)).toBe('25006');
    // The app's dependencies: the primary for writes, the replica for the catalogue.
    expect(app.deps.db).toBe(database.db);
    expect(app.deps.readDb).toBe(database.readDb);
  });

  it('serves the catalogue from the replica, the writer from the primary, and converges once replay resumes', async () => {
    const sellerUser = await createUser(database.db, { email: 'vendeur@replica.test', password, roles: ['expert'] });
    const seller = await createSeller(database.db, { userId: sellerUser.id });
    const category = await createCategory(database.db);
    await createUser(database.db, { email: 'client@replica.test', password });
    const assets = {
      cover: (await createAsset(app.deps, seller.id, { kind: 'image' })).id,
      file: (await createAsset(app.deps, seller.id, { kind: 'file' })).id,
    };
    const signIn = async (email: string) => {
      const res = await requestJson(app, 'POST', '/api/auth/sign-in/email', '', { email, password });
      expect(res.status).toBe(200);
      return sessionCookie(res) ?? '';
    };
    const sellerSession = await signIn('vendeur@replica.test');
    const customerSession = await signIn('client@replica.test');
    // The seller publishes a product through the editor's API.
    const created = await requestJson(app, 'POST', '/api/v1/seller/products', sellerSession, {
      ...completeInput(category.id, assets),
      title: originalTitle,
    });
    expect(created.status).toBe(201);
    const product = ((await created.json()) as { data: { id: string; slug: string } }).data;
    const published = await requestJson(app, 'POST', `/api/v1/seller/products/${product.id}/status`, sellerSession, {
      status: 'published',
    });
    expect(published.status).toBe(200);
    await waitForReplay(database.db, database.readDb);
    // Replayed is not always yet visible to a new snapshot on a loaded standby: wait until the replica shows it.
    await expect
      .poll(
        async () =>
          (
            await rows<{ status: string }>(database.readDb, sql`select status from products where id = ${product.id}`)
          )[0]?.status,
        { timeout: 10_000, interval: 50 },
      )
      .toBe('published');

    /** The title the catalogue API answers for the product, and the titles of its category's and seller's lists. */
    const catalogue = async (target: TestApp, cookie = '') => {
      const one = await requestJson(target, 'GET', `/api/v1/products/${product.slug}`, cookie);
      const list = await requestJson(target, 'GET', `/api/v1/products?category=${category.slug}`, cookie);
      const shop = await requestJson(target, 'GET', `/api/v1/sellers/${seller.id}`, cookie);
      expect([one.status, list.status, shop.status]).toEqual([200, 200, 200]);
      const listed = ((await list.json()) as { data: { title: string }[] }).data.map((p) => p.title);
      const sellerPage = (await shop.json()) as { data: { products: { items: { title: string }[] } } };
      // The seller's page lists the same product, read from the same database.
      expect(sellerPage.data.products.items.map((p) => p.title)).toEqual(listed);
      return {
        title: ((await one.json()) as { data: { title: string } }).data.title,
        listed,
        cache: one.headers.get('x-cache'),
      };
    };
    /** The product page's loader, as the server calls it for a browser sending `cookie`. */
    const pageTitle = async (cookie?: string) => {
      const args = await routeArgs(app, `/product/${product.slug}`, null, {
        params: { slug: product.slug },
        init: cookie ? { headers: { cookie } } : undefined,
      });
      return answerOf<{ product: { title: string } }>(await productLoader(args)).data.product.title;
    };
    expect(await catalogue(app)).toMatchObject({ title: originalTitle, listed: [originalTitle] });

    // The standby stops replaying: from now on it answers what the primary had before.
    await database.readDb.execute(sql`select pg_wal_replay_pause()`);
    // The pause takes effect when the standby's startup process next looks, at the latest with the next WAL record: a
    // small one is written on the primary until it has.
    const pauseState = async () => {
      const [row] = await rows<{ state: string }>(
        database.readDb,
        sql`select pg_get_wal_replay_pause_state() as state`,
      );
      if (row?.state !== 'paused')
        await database.db.execute(sql`select pg_logical_emit_message(true, 'deploia-test', 'pause')`);
      return row?.state;
    };
    await expect.poll(pauseState, { timeout: 10_000, interval: 50 }).toBe('paused');

    // Written directly on the primary: the catalogue (API and page), read on the replica, still shows the old title.
    const primaryTitle = 'Titre écrit sur le primaire';
    await database.db.execute(sql`update products set title = ${primaryTitle} where id = ${product.id}`);
    expect(await catalogue(app)).toMatchObject({ title: originalTitle, listed: [originalTitle] });
    expect(await pageTitle()).toBe(originalTitle);
    // A browser that has just written carries the cookie: its catalogue reads go to the primary.
    expect(await catalogue(app, 'deploia_primary=1')).toMatchObject({ title: primaryTitle, listed: [primaryTitle] });
    expect(await pageTitle('deploia_primary=1')).toBe(primaryTitle);

    // The seller edits the product through the API while replay is paused: the write goes to the primary and succeeds
    // (on the standby it would fail with 25006), and its answer hands the seller the cookie.
    const sellerTitle = 'Agent de tri renommé par son vendeur';
    const patched = await requestJson(app, 'PATCH', `/api/v1/seller/products/${product.id}`, sellerSession, {
      title: sellerTitle,
    });
    expect(patched.status, await patched.clone().text()).toBe(200);
    const sticky = patched.headers.getSetCookie().find((c) => c.startsWith('deploia_primary='));
    expect(sticky).toMatch(/^deploia_primary=1; Path=\/; Max-Age=5; HttpOnly; SameSite=Lax$/);
    const sellerCookies = `${sellerSession}; ${sticky?.split(';')[0]}`;
    expect(await catalogue(app, sellerCookies)).toMatchObject({ title: sellerTitle, listed: [sellerTitle] });
    // Anyone else, the seller's own session without the cookie included, reads the replica.
    expect(await catalogue(app)).toMatchObject({ title: originalTitle });
    expect(await catalogue(app, sellerSession)).toMatchObject({ title: originalTitle });

    // A buyer's cart write goes to the primary too, and is read back from it.
    const put = await requestJson(app, 'PUT', '/api/v1/me/cart', customerSession, {
      items: [{ productId: product.id, quantity: 1 }],
    });
    expect(put.status).toBe(200);
    expect(put.headers.getSetCookie().some((c) => c.startsWith('deploia_primary=1'))).toBe(true);
    const cart = (await (await requestJson(app, 'GET', '/api/v1/me/cart', customerSession)).json()) as {
      data: { items: { productId: string }[] };
    };
    expect(cart.data.items.map((i) => i.productId)).toEqual([product.id]);

    // With the response cache on: the anonymous answer is kept, and a browser carrying the cookie never gets it.
    expect(await catalogue(cachedApp)).toMatchObject({ title: originalTitle, cache: 'MISS' });
    expect(await catalogue(cachedApp, 'deploia_primary=1')).toMatchObject({ title: sellerTitle, cache: null });
    expect(await catalogue(cachedApp)).toMatchObject({ title: originalTitle, cache: 'HIT' });

    // The lag check sees a standby that is behind.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const behind = await replicaStatus(database.readDb, { maxLagSeconds: 1 });
    expect(behind.ok).toBe(false);
    expect(behind.lagSeconds).toBeGreaterThan(1);
    // …and /readyz, fed by it, takes the instance out of the balancer with the reason.
    const readyz = (maxLagSeconds: number) =>
      readiness({ ...app.deps, replica: () => checkReplica(database.readDb, { maxLagSeconds }) });
    const unready = await readyz(1);
    expect(unready.httpStatus).toBe(503);
    expect(unready.body.checks.replica).toMatchObject({ status: 'down', error: expect.stringMatching(/s behind/) });

    // Replay resumes: the replica catches up and everyone reads the seller's title.
    await database.readDb.execute(sql`select pg_wal_replay_resume()`);
    await waitForReplay(database.db, database.readDb);
    expect(await catalogue(app)).toMatchObject({ title: sellerTitle, listed: [sellerTitle] });
    expect(await pageTitle()).toBe(sellerTitle);
    const caughtUp = await replicaStatus(database.readDb);
    expect(caughtUp.ok).toBe(true);
    expect(caughtUp.lagSeconds).toBeLessThan(5);
    expect((await readyz(30)).body.checks.replica).toMatchObject({ status: 'up', lagSeconds: expect.any(Number) });
    expect(await replicaStatus(database.db)).toEqual({ ok: true, lagSeconds: 0 });
  });
});
