import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyUsers } from '../../core/notifications/notify-users.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { createCategory, createProduct, createSeller, createUser } from '../../db/factories/index.ts';
import { createTestApp } from '../setup/test-app.ts';
import { requestJson, sessionCookie } from '../setup/test-app-hooks.ts';
import { openTestDatabase } from '../setup/test-database.ts';
import { readEventStream } from '../support/event-stream.ts';

/*
 * Two app instances on one PostgreSQL database, each with its own connections (pool and LISTEN connection), as two
 * processes behind a load balancer would be. PGlite is one in-process database: two instances on it prove nothing,
 * so this runs only with TEST_DATABASE_URL.
 */
const onPostgres = !!process.env.TEST_DATABASE_URL;
const password = 'Deux-instances-une-base-1';

describe.skipIf(!onPostgres)('two app instances on one PostgreSQL database (needs TEST_DATABASE_URL)', () => {
  let database: Database;
  let secondConnection: Database;
  let one: Awaited<ReturnType<typeof createTestApp>>;
  let two: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    database = await openTestDatabase();
    if (database.kind !== 'postgres')
      throw new Error('TEST_DATABASE_URL is set but the test database is not PostgreSQL');
    secondConnection = await openDatabase({ url: database.url, maxConnections: 4 });
    one = await createTestApp(database);
    two = await createTestApp(secondConnection);
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await secondConnection?.close();
    await database?.close();
  });

  async function signInThroughOne(email: string) {
    const u = await createUser(database.db, { email, password });
    const res = await requestJson(one, 'POST', '/api/auth/sign-in/email', '', { email, password });
    expect(res.status).toBe(200);
    return { id: u.id, cookie: sessionCookie(res) ?? '' };
  }

  it('a session opened through one instance is valid through the other', async () => {
    const { id, cookie } = await signInThroughOne('session@test.deploia.example');
    const res = await requestJson(two, 'GET', '/api/v1/me', cookie);
    expect(res.status).toBe(200);
    expect((await res.json()).data).toMatchObject({ id });
  });

  it('a cart saved through one instance is read through the other', async () => {
    const { cookie } = await signInThroughOne('cart@test.deploia.example');
    const seller = await createSeller(database.db);
    const product = await createProduct(database.db, {
      sellerId: seller.id,
      categoryId: (await createCategory(database.db)).id,
    });
    const put = await requestJson(one, 'PUT', '/api/v1/me/cart', cookie, {
      items: [{ productId: product.id, quantity: 2 }],
    });
    expect(put.status).toBe(200);
    const cart = await (await requestJson(two, 'GET', '/api/v1/me/cart', cookie)).json();
    expect(cart.data.items.map((i: { productId: string; quantity: number }) => [i.productId, i.quantity])).toEqual([
      [product.id, 2],
    ]);
  });

  it('a notification written through one instance arrives live on a stream held by the other', async () => {
    const { id, cookie } = await signInThroughOne('live@test.deploia.example');
    const res = await requestJson(two, 'GET', '/api/v1/me/notifications/stream', cookie);
    const stream = readEventStream(res.body!);
    await stream.nextEvent('unread');
    await notifyUsers(one.deps.db, [
      { userId: id, kind: 'sellerApplicationApproved', params: () => ({}), type: 'success' },
    ]);
    const event = await stream.nextEvent('notification', 1_000);
    expect(JSON.parse(event.data)).toMatchObject({ title: 'Candidature vendeur acceptée', read: false });

    // Marked read through the first instance: the second one's stream hears it too.
    const mark = await requestJson(one, 'POST', `/api/v1/me/notifications/${event.id}/read`, cookie);
    expect(mark.status).toBe(204);
    expect(JSON.parse((await stream.nextEvent('read')).data)).toEqual({ id: event.id, read: true });
    await stream.close();
  });

  it('listens again after losing its database connection, and tells its streams to catch up', async () => {
    const { id, cookie } = await signInThroughOne('reconnect@test.deploia.example');
    const res = await requestJson(two, 'GET', '/api/v1/me/notifications/stream', cookie);
    const stream = readEventStream(res.body!);
    await stream.nextEvent('unread');

    const terminated = await database.db.execute<{ pid: number }>(sql`
      select pg_terminate_backend(pid) as pid from pg_stat_activity
      where application_name = 'deploia-notifications' and datname = current_database()`);
    expect([...(terminated as unknown as Iterable<unknown>)]).toHaveLength(2);
    // Written while nobody listens: the resync after the reconnection makes the stream count it.
    await notifyUsers(one.deps.db, [
      { userId: id, kind: 'sellerApplicationApproved', params: () => ({}), type: 'info' },
    ]);
    expect(await stream.nextEvent('unread', 5_000)).toMatchObject({ data: JSON.stringify({ count: 1 }) });

    await notifyUsers(one.deps.db, [
      { userId: id, kind: 'sellerApplicationApproved', params: () => ({}), type: 'info' },
    ]);
    expect(JSON.parse((await stream.nextEvent('notification', 1_000)).data)).toMatchObject({ read: false });
    await stream.close();
  });
});
