import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifyUsers } from '../../core/notifications/notify-users.ts';
import { createUser } from '../../db/factories/index.ts';
import { notifications } from '../../db/schema/index.ts';
import { setUpTestApp } from '../setup/test-app-hooks.ts';

const ctx = setUpTestApp();
const db = () => ctx.database.db;
const password = 'Des-notifications-bien-rangees-1';

async function signedIn(email: string) {
  const u = await createUser(db(), { email, password });
  const res = await ctx.postJson('/api/auth/sign-in/email', { email, password });
  return { id: u.id, cookie: ctx.sessionCookie(res) ?? '' };
}

const call = ctx.callJson;

/** `count` notifications for `userId`, one minute apart, the last one the newest. */
async function notificationsFor(userId: string, count: number) {
  const start = Date.now() - count * 60_000;
  await db()
    .insert(notifications)
    .values(
      Array.from({ length: count }, (_, i) => ({
        userId,
        title: `Notification ${i + 1}`,
        message: `Message ${i + 1}`,
        createdAt: new Date(start + i * 60_000),
      })),
    );
}

describe('GET /api/v1/me/notifications', () => {
  it('answers a visitor 401', async () => {
    expect((await call('GET', '/api/v1/me/notifications')).status).toBe(401);
  });

  it('lists the 50 newest of the user’s own, newest first, with the unread count', async () => {
    const me = await signedIn('list@test.deploia.example');
    const other = await signedIn('list-other@test.deploia.example');
    await notificationsFor(me.id, 55);
    await notificationsFor(other.id, 3);
    await db().update(notifications).set({ read: true }).where(eq(notifications.title, 'Notification 55'));

    const res = await call('GET', '/api/v1/me/notifications', me.cookie);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.data).toHaveLength(50);
    expect(body.data[0]).toMatchObject({ title: 'Notification 55', read: true, type: 'info', metadata: {} });
    expect(body.data[49].title).toBe('Notification 6');
    expect(body).toMatchObject({ total: 55, unread: 54, page: 1, perPage: 50 });

    const second = await (await call('GET', '/api/v1/me/notifications?page=2', me.cookie)).json();
    expect(second.data.map((n: { title: string }) => n.title)).toEqual([5, 4, 3, 2, 1].map((i) => `Notification ${i}`));
  });

  it('refuses more than 50 a page', async () => {
    const me = await signedIn('too-many@test.deploia.example');
    expect((await call('GET', '/api/v1/me/notifications?per_page=51', me.cookie)).status).toBe(400);
  });

  it('only follows a redirect_url that is a path of this site', async () => {
    const me = await signedIn('redirects@test.deploia.example');
    await db()
      .insert(notifications)
      .values([
        { userId: me.id, title: 'Ici', message: 'm', metadata: { redirect_url: '/dashboard/sales' } },
        { userId: me.id, title: 'Ailleurs', message: 'm', metadata: { redirect_url: '//evil.example/x' } },
      ]);
    const body = await (await call('GET', '/api/v1/me/notifications', me.cookie)).json();
    const byTitle = Object.fromEntries(
      body.data.map((n: { title: string; metadata: unknown }) => [n.title, n.metadata]),
    );
    expect(byTitle).toEqual({ Ici: { redirect_url: '/dashboard/sales' }, Ailleurs: {} });
  });
});

describe('POST /api/v1/me/notifications/:id/read and /read-all', () => {
  it('marks one of the user’s own read; another user’s or an unknown id is 404 and changes nothing', async () => {
    const me = await signedIn('mark@test.deploia.example');
    const other = await signedIn('mark-other@test.deploia.example');
    await notificationsFor(me.id, 2);
    await notificationsFor(other.id, 1);
    const [mine] = await db().select().from(notifications).where(eq(notifications.userId, me.id));
    const [theirs] = await db().select().from(notifications).where(eq(notifications.userId, other.id));

    expect((await call('POST', `/api/v1/me/notifications/${mine?.id}/read`, me.cookie)).status).toBe(204);
    expect((await call('POST', `/api/v1/me/notifications/${theirs?.id}/read`, me.cookie)).status).toBe(404);
    expect((await call('POST', '/api/v1/me/notifications/not-an-id/read', me.cookie)).status).toBe(404);
    expect((await call('POST', `/api/v1/me/notifications/${mine?.id}/read`)).status).toBe(401);

    const rows = await db().select().from(notifications);
    expect(rows.find((r) => r.id === mine?.id)?.read).toBe(true);
    expect(rows.find((r) => r.id === theirs?.id)?.read).toBe(false);
    expect(rows.filter((r) => r.userId === me.id && !r.read)).toHaveLength(1);
  });

  it('marks all of the user’s own read, and only theirs', async () => {
    const me = await signedIn('all@test.deploia.example');
    const other = await signedIn('all-other@test.deploia.example');
    await notificationsFor(me.id, 3);
    await notificationsFor(other.id, 2);

    const res = await call('POST', '/api/v1/me/notifications/read-all', me.cookie);
    expect(await res.json()).toEqual({ data: { updated: 3 } });
    const unreadOf = async (userId: string) =>
      (await db().select().from(notifications).where(eq(notifications.userId, userId))).filter((r) => !r.read).length;
    expect(await unreadOf(me.id)).toBe(0);
    expect(await unreadOf(other.id)).toBe(2);
    expect(await (await call('POST', '/api/v1/me/notifications/read-all', me.cookie)).json()).toEqual({
      data: { updated: 0 },
    });
  });
});

describe('GET|PUT /api/v1/me/notification-preferences', () => {
  it('answers a visitor 401', async () => {
    expect((await call('GET', '/api/v1/me/notification-preferences')).status).toBe(401);
    expect((await call('PUT', '/api/v1/me/notification-preferences', '', { sales: false })).status).toBe(401);
  });

  it('starts with every category on, saves a choice, and e-mails no more notices of a category turned off', async () => {
    const me = await signedIn('prefs@test.deploia.example');
    const all = {
      seller: true,
      sales: true,
      messages: true,
      releases: true,
      creator_posts: true,
      deployments: true,
      partner: true,
      announcements: true,
    };
    expect(await (await call('GET', '/api/v1/me/notification-preferences', me.cookie)).json()).toEqual({ data: all });

    const res = await call('PUT', '/api/v1/me/notification-preferences', me.cookie, { seller: false });
    expect(await res.json()).toEqual({ data: { ...all, seller: false } });
    await call('PUT', '/api/v1/me/notification-preferences', me.cookie, { sales: false });
    expect(await (await call('GET', '/api/v1/me/notification-preferences', me.cookie)).json()).toEqual({
      data: { ...all, seller: false, sales: false },
    });

    const enqueued: string[] = [];
    const queue = { enqueue: async (name: string) => void enqueued.push(name) } as never;
    const notice = { userId: me.id, kind: 'sellerApplicationApproved', params: () => ({}), type: 'success' } as const;
    await notifyUsers(db(), [{ ...notice, email: 'seller' }], { queue, publicUrl: 'http://localhost:3000' });
    expect(enqueued).toEqual([]);
    await notifyUsers(db(), [{ ...notice, email: 'releases' }], { queue, publicUrl: 'http://localhost:3000' });
    expect(enqueued).toEqual(['send-email']);
  });

  it('refuses an unknown category or a value that is not a boolean, and changes nothing', async () => {
    const me = await signedIn('prefs-bad@test.deploia.example');
    for (const body of [{ spam: false }, { sales: 'no' }, 'not json']) {
      expect((await call('PUT', '/api/v1/me/notification-preferences', me.cookie, body)).status).toBe(400);
    }
    const prefs = await (await call('GET', '/api/v1/me/notification-preferences', me.cookie)).json();
    expect(Object.values(prefs.data).every(Boolean)).toBe(true);
  });
});
