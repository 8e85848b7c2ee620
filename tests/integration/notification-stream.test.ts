import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyUsers } from '../../core/notifications/notify-users.ts';
import type { Database } from '../../db/client.ts';
import { createUser } from '../../db/factories/index.ts';
import { maxStreamsPerUser } from '../../server/api/v1/notifications.ts';
import { createTestApp } from '../setup/test-app.ts';
import { sessionCookie, testOrigin } from '../setup/test-app-hooks.ts';
import { openTestDatabase } from '../setup/test-database.ts';
import { readEventStream } from '../support/event-stream.ts';

const password = 'Des-notifications-en-direct-1';
const heartbeatMs = 200;

let database: Database;
let testApp: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  database = await openTestDatabase();
  testApp = await createTestApp(database, {}, { heartbeatMs });
});
afterAll(async () => {
  await testApp.close();
  await database.close();
});

async function signedIn(email: string) {
  const u = await createUser(database.db, { email, password });
  const res = await testApp.app.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: testOrigin },
    body: JSON.stringify({ email, password }),
  });
  return { id: u.id, cookie: sessionCookie(res) ?? '' };
}

const openStream = async (cookie: string, headers: Record<string, string> = {}) => {
  const res = await testApp.app.request('/api/v1/me/notifications/stream', { headers: { cookie, ...headers } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  return readEventStream(res.body!);
};

const approve = (userId: string, redirectUrl?: string) =>
  notifyUsers(database.db, [
    { userId, kind: 'sellerApplicationApproved', params: () => ({}), type: 'success', redirectUrl },
  ]);

describe('GET /api/v1/me/notifications/stream', () => {
  it('answers a visitor 401', async () => {
    const res = await testApp.app.request('/api/v1/me/notifications/stream');
    expect(res.status).toBe(401);
  });

  it('opens with a retry hint and the unread count, then delivers a new notification live, within a second', async () => {
    const { id, cookie } = await signedIn('live@test.deploia.example');
    await approve(id);
    const stream = await openStream(cookie);
    expect(await stream.next()).toMatchObject({ kind: 'event', retry: 1000 });
    expect(await stream.nextEvent('unread')).toMatchObject({ data: JSON.stringify({ count: 1 }) });

    const written = Date.now();
    await approve(id, '/dashboard/products');
    const event = await stream.nextEvent('notification', 1_000);
    expect(Date.now() - written).toBeLessThan(1_000);
    const item = JSON.parse(event.data);
    expect(item).toMatchObject({
      title: 'Candidature vendeur acceptée',
      type: 'success',
      read: false,
      metadata: { redirect_url: '/dashboard/products' },
    });
    expect(event.id).toBe(item.id);
    await stream.close();
  });

  it('sends the other users’ notifications to them only', async () => {
    const me = await signedIn('only-mine@test.deploia.example');
    const other = await signedIn('not-mine@test.deploia.example');
    const stream = await openStream(me.cookie);
    await stream.nextEvent('unread');
    await approve(other.id);
    await approve(me.id);
    const event = await stream.nextEvent('notification');
    const [row] = await database.db.query.notifications.findMany({
      where: (n, { eq }) => eq(n.userId, me.id),
    });
    expect(JSON.parse(event.data).id).toBe(row?.id);
    await stream.close();
  });

  it('announces a read change as a `read` event', async () => {
    const { id, cookie } = await signedIn('read-live@test.deploia.example');
    await approve(id);
    const [row] = await database.db.query.notifications.findMany({ where: (n, { eq }) => eq(n.userId, id) });
    const stream = await openStream(cookie);
    await stream.nextEvent('unread');
    const res = await testApp.app.request(`/api/v1/me/notifications/${row?.id}/read`, {
      method: 'POST',
      headers: { cookie, origin: testOrigin },
    });
    expect(res.status).toBe(204);
    const event = await stream.nextEvent('read');
    expect(JSON.parse(event.data)).toEqual({ id: row?.id, read: true });
    await stream.close();
  });

  it('sends a comment line every heartbeat', async () => {
    const { cookie } = await signedIn('heartbeat@test.deploia.example');
    const stream = await openStream(cookie);
    await stream.nextEvent('unread');
    expect(await stream.next(heartbeatMs * 3)).toEqual({ kind: 'comment', text: 'ping' });
    await stream.close();
  });

  it('resends what was missed since Last-Event-ID, oldest first', async () => {
    const { id, cookie } = await signedIn('catch-up@test.deploia.example');
    await approve(id);
    const first = await openStream(cookie);
    await first.nextEvent('unread');
    await approve(id);
    const seen = await first.nextEvent('notification');
    await first.close();

    await approve(id);
    await approve(id);
    const again = await openStream(cookie, { 'last-event-id': seen.id ?? '' });
    const missed = [await again.nextEvent('notification'), await again.nextEvent('notification')];
    expect(await again.nextEvent('unread')).toMatchObject({ data: JSON.stringify({ count: 4 }) });
    const rows = await database.db.query.notifications.findMany({
      where: (n, { eq }) => eq(n.userId, id),
      orderBy: (n, { asc }) => [asc(n.createdAt), asc(n.id)],
    });
    expect(missed.map((m) => m.id)).toEqual(rows.slice(2).map((r) => r.id));
    await again.close();
  });

  it('answers a HEAD without opening a stream', async () => {
    const { cookie } = await signedIn('head@test.deploia.example');
    const before = testApp.notificationHub.subscriptions;
    const res = await testApp.app.request('/api/v1/me/notifications/stream', { method: 'HEAD', headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(testApp.notificationHub.subscriptions).toBe(before);
  });

  it(`refuses a user's stream beyond ${maxStreamsPerUser} open ones`, async () => {
    const { cookie } = await signedIn('many-tabs@test.deploia.example');
    const streams = await Promise.all(Array.from({ length: maxStreamsPerUser }, () => openStream(cookie)));
    const res = await testApp.app.request('/api/v1/me/notifications/stream', { headers: { cookie } });
    expect(res.status).toBe(429);
    expect((await res.json()).error.code).toBe('too_many_streams');
    await streams[0]?.close();
    await expect
      .poll(async () => {
        const again = await testApp.app.request('/api/v1/me/notifications/stream', {
          method: 'HEAD',
          headers: { cookie },
        });
        return again.status;
      })
      .toBe(200);
    await Promise.all(streams.slice(1).map((s) => s.close()));
  });

  it('frees the subscription when the client leaves', async () => {
    const { cookie } = await signedIn('leaves@test.deploia.example');
    const before = testApp.notificationHub.subscriptions;
    const stream = await openStream(cookie);
    await stream.nextEvent('unread');
    expect(testApp.notificationHub.subscriptions).toBe(before + 1);
    await stream.close();
    await expect.poll(() => testApp.notificationHub.subscriptions, { timeout: 1_000 }).toBe(before);
  });

  it('ends every stream when the instance stops', async () => {
    const other = await createTestApp(database);
    const { cookie } = await signedIn('shutdown@test.deploia.example');
    const res = await other.app.request('/api/v1/me/notifications/stream', { headers: { cookie } });
    const stream = readEventStream(res.body!);
    await stream.nextEvent('unread');
    await other.close();
    await expect(stream.nextEvent('notification')).rejects.toThrow('the stream ended');
    expect(other.notificationHub.subscriptions).toBe(0);
  });
});
