import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { broadcastLink } from '../../core/admin/broadcasts/broadcast.schema.ts';
import { createUser, type Role } from '../../db/factories/index.ts';
import { rows } from '../../db/rows.ts';
import {
  auditLog,
  emailOutbox,
  notificationBroadcasts,
  notificationPreferences,
  notifications,
  user,
} from '../../db/schema/index.ts';
import { setUpTestApp } from '../setup/test-app-hooks.ts';
import { readEventStream } from '../support/event-stream.ts';

const ctx = setUpTestApp({ ADMIN_REQUIRE_2FA: '0' });
const db = () => ctx.database.db;
const password = 'Une-annonce-pour-tous-1';

type Who = 'admin' | 'hasty' | 'customer' | 'expertA' | 'expertB' | 'certified' | 'banned' | 'partner';
const people: Record<Who, { id: string; email: string; cookie: string }> = {} as never;
const roleOf: Record<Who, Role[]> = {
  admin: ['admin'],
  hasty: ['admin'],
  customer: [],
  expertA: ['expert'],
  expertB: ['expert'],
  certified: ['expert', 'certified_expert'],
  banned: ['expert'],
  partner: ['partner'],
};

beforeAll(async () => {
  for (const who of Object.keys(roleOf) as Who[]) {
    const email = `${who.toLowerCase()}-broadcast@test.deploia.example`;
    const u = await createUser(db(), { email, password, roles: roleOf[who] });
    const cookie = who === 'banned' ? '' : await ctx.signInCookies(email, password);
    people[who] = { id: u.id, email, cookie };
  }
  await db().update(user).set({ banned: true, banReason: 'Fraude' }).where(eq(user.id, people.banned.id));
  // A ban that has ended does not exclude: the partner was banned until yesterday.
  await db()
    .update(user)
    .set({ banned: true, banExpires: new Date(Date.now() - 86_400_000) })
    .where(eq(user.id, people.partner.id));
});

const send = (body: Record<string, unknown>, who: Who = 'admin', query = '') =>
  ctx.callJson('POST', `/api/v1/admin/notifications${query}`, people[who].cookie, body);
const base = { title: 'Nouvelle fonctionnalité', message: 'Les collections sont là.', type: 'info' };
const count = async (table: typeof notifications | typeof notificationBroadcasts) => db().$count(table);

describe('POST /api/v1/admin/notifications (preview)', () => {
  it('counts the recipients of each audience exactly, banned accounts excluded, and sends nothing', async () => {
    expect(await db().$count(user)).toBe(8);
    const preview = async (audience: Record<string, unknown>) => {
      const res = await send({ ...base, ...audience, preview: true });
      expect(res.status).toBe(200);
      return (await res.json()).data;
    };
    // 8 accounts, one banned (the partner's ban has ended).
    expect((await preview({ audience: 'all' })).recipients).toBe(7);
    // expertA, expertB, certified; not the banned expert.
    expect((await preview({ audience: 'role', role: 'expert' })).recipients).toBe(3);
    expect((await preview({ audience: 'role', role: 'certified_expert' })).recipients).toBe(1);
    expect((await preview({ audience: 'role', role: 'admin' })).recipients).toBe(2);
    expect((await preview({ audience: 'role', role: 'partner' })).recipients).toBe(1);
    expect((await preview({ audience: 'user', user_email: people.expertA.email.toUpperCase() })).recipients).toBe(1);
    expect((await preview({ audience: 'user', user_email: people.banned.email })).recipients).toBe(0);
    // The e-mail field counts only for one person: a leftover in it does not stop a broadcast to everyone.
    expect((await preview({ audience: 'all', user_email: 'pas-une-adresse', role: 'admin' })).recipients).toBe(7);
    const shown = await preview({ audience: 'all', link: 'http://localhost:3000/market?q=agent', type: 'warning' });
    expect(shown).toEqual({
      title: base.title,
      message: base.message,
      type: 'warning',
      redirectUrl: '/market?q=agent',
      recipients: 7,
    });
    expect(await count(notifications)).toBe(0);
    expect(await count(notificationBroadcasts)).toBe(0);
  });

  it('refuses an unknown e-mail (422, translated) and an incomplete audience (400)', async () => {
    const unknown = await send({ ...base, audience: 'user', user_email: 'nobody@test.deploia.example', preview: true });
    expect(unknown.status).toBe(422);
    expect((await unknown.json()).error).toMatchObject({
      code: 'user_not_found',
      message: 'Aucun compte n’utilise cette adresse e-mail.',
    });
    const noRole = await send({ ...base, audience: 'role', preview: true });
    expect(noRole.status).toBe(400);
    expect((await noRole.json()).error.details.fields).toEqual([
      { path: 'role', code: 'role_required', message: 'Choisissez un rôle.' },
    ]);
  });
});

describe('POST /api/v1/admin/notifications (bad input)', () => {
  it.each([
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['//evil.example/market'],
    ['/\\evil.example'],
    ['https://evil.example/market'],
    ['https://localhost:3000.evil.example/'],
    ['/market\nSet-Cookie: x'],
    ['market'],
  ])('refuses the link %j (400, translated) and writes nothing', async (link) => {
    const res = await send({ ...base, audience: 'all', link }, 'admin', '?lang=en');
    expect(res.status).toBe(400);
    const { error } = await res.json();
    const message = 'The link must be a Déploia page (for example /market) or its full address.';
    if (error.code === 'invalid_request')
      expect(error.details.fields).toContainEqual({ path: 'link', code: 'link_invalid', message });
    else expect(error).toMatchObject({ code: 'link_invalid', message });
    expect(await count(notifications)).toBe(0);
    expect(await count(notificationBroadcasts)).toBe(0);
  });

  it('refuses an empty title, a too long message, an unknown type or field (400 in the asked language)', async () => {
    const empty = await send({ ...base, title: '   ', audience: 'all' }, 'admin', '?lang=de');
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.details.fields).toContainEqual({
      path: 'title',
      code: 'title_required',
      message: 'Geben Sie einen Titel ein.',
    });
    const long = await send({ ...base, message: 'x'.repeat(1001), audience: 'all' });
    expect((await long.json()).error.details.fields[0]).toMatchObject({ path: 'message', code: 'message_too_long' });
    expect((await send({ ...base, type: 'danger', audience: 'all' })).status).toBe(400);
    const extra = await send({ ...base, audience: 'all', user_id: people.expertA.id });
    expect(extra.status).toBe(400);
    expect((await extra.json()).error.details.fields[0]).toMatchObject({ code: 'unknown_field' });
    expect(await count(notifications)).toBe(0);
    expect(await count(notificationBroadcasts)).toBe(0);
  });

  it('keeps only paths of this site', () => {
    const site = 'https://deploia.example';
    expect(broadcastLink('/market', site)).toBe('/market');
    expect(broadcastLink('https://deploia.example/p/agent#avis', site)).toBe('/p/agent#avis');
    expect(() => broadcastLink('https://user:pw@deploia.example/', site)).toThrow();
    expect(() => broadcastLink('http://deploia.example/', site)).toThrow();
    expect(broadcastLink(undefined, site)).toBeUndefined();
  });
});

describe('POST /api/v1/admin/notifications (send)', () => {
  it('sends to every expert at once, live in their bell, once per token, with an audit entry', async () => {
    const stream = readEventStream(
      (await ctx.app.request('/api/v1/me/notifications/stream', { headers: { cookie: people.expertA.cookie } })).body!,
    );
    await stream.nextEvent('unread');
    const token = randomUUID();
    const body = { ...base, audience: 'role', role: 'expert', link: '/market', token };
    const res = await send(body);
    expect(res.status).toBe(201);
    expect((await res.json()).data).toEqual({ id: token, recipients: 3, sent: true });

    const live = JSON.parse((await stream.nextEvent('notification', 2_000)).data);
    expect(live).toMatchObject({ title: base.title, message: base.message, type: 'info', read: false });
    expect(live.metadata).toEqual({ redirect_url: '/market' });
    await stream.close();

    const written = await db().select().from(notifications);
    expect(written.map((n) => n.userId).sort()).toEqual(
      [people.expertA.id, people.expertB.id, people.certified.id].sort(),
    );
    for (const n of written) expect(n.metadata).toEqual({ broadcast_id: token, redirect_url: '/market' });

    // The same form again, one after the other and then twice at once: nothing more is sent.
    const again = await send(body);
    expect(again.status).toBe(200);
    expect((await again.json()).data).toEqual({ id: token, recipients: 3, sent: false });
    const both = await Promise.all([send(body), send(body)]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect(await count(notificationBroadcasts)).toBe(1);
    expect(await count(notifications)).toBe(3);

    const [broadcast] = await db().select().from(notificationBroadcasts);
    expect(broadcast).toMatchObject({
      id: token,
      audience: 'role',
      audienceRole: 'expert',
      recipientCount: 3,
      redirectUrl: '/market',
      createdBy: people.admin.id,
      emailed: false,
    });
    const audit = await db().select().from(auditLog).where(eq(auditLog.targetId, token));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'notification.broadcast', targetType: 'notification_broadcast' });
    expect(audit[0]!.data).toMatchObject({ after: { audience: 'role', role: 'expert', recipients: 3 } });
  });

  it('sends to one user by e-mail address, and e-mails those who did not opt out of announcements', async () => {
    await db()
      .insert(notificationPreferences)
      .values({ userId: people.expertB.id, category: 'announcements', email: false });
    const outboxBefore = await db().$count(emailOutbox);
    const res = await send({
      ...base,
      title: 'Maintenance ce soir',
      audience: 'all',
      send_email: true,
      token: randomUUID(),
    });
    expect(res.status).toBe(201);
    expect((await res.json()).data.recipients).toBe(7);
    await ctx.testApp.jobs.settled();
    const mails = await db()
      .select({ to: emailOutbox.to, subject: emailOutbox.subject, text: emailOutbox.text })
      .from(emailOutbox)
      .where(eq(emailOutbox.template, 'notification'));
    expect(await db().$count(emailOutbox)).toBe(outboxBefore + 6);
    const recipients = mails.map((m) => m.to).sort();
    expect(recipients).not.toContain(people.expertB.email);
    expect(recipients).not.toContain(people.banned.email);
    expect(recipients).toContain(people.partner.email);
    expect(mails[0]?.text).toContain('Maintenance ce soir');

    const one = await send({ ...base, audience: 'user', user_email: people.customer.email, token: randomUUID() });
    expect((await one.json()).data.recipients).toBe(1);
    const [row] = await rows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from notifications where user_id = ${people.customer.id}`,
    );
    expect(row?.n).toBe(2);
  });

  it('refuses to send to nobody (422) and a burst of sends (429 with Retry-After)', async () => {
    const nobody = await send({ ...base, audience: 'user', user_email: people.banned.email }, 'hasty');
    expect(nobody.status).toBe(422);
    expect((await nobody.json()).error.code).toBe('no_recipients');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await send({ ...base, audience: 'role', role: 'admin', token: randomUUID() }, 'hasty')).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const limited = await send({ ...base, audience: 'role', role: 'admin' }, 'hasty');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('GET /api/v1/admin/notifications', () => {
  it('lists the history newest first with recipients and reads, counted after a user reads one', async () => {
    const token = randomUUID();
    await send({ ...base, title: 'À lire', audience: 'role', role: 'certified_expert', token });
    const history = async () =>
      await (await ctx.callJson('GET', '/api/v1/admin/notifications', people.admin.cookie)).json();
    const before = await history();
    expect(before.data[0]).toMatchObject({
      id: token,
      title: 'À lire',
      audience: 'role',
      role: 'certified_expert',
      recipients: 1,
      reads: 0,
      author: { id: people.admin.id, email: people.admin.email },
    });
    const [mine] = await db()
      .select({ id: notifications.id })
      .from(notifications)
      .where(sql`${notifications.metadata}->>'broadcast_id' = ${token}`);
    const read = await ctx.callJson('POST', `/api/v1/me/notifications/${mine!.id}/read`, people.certified.cookie);
    expect(read.status).toBe(204);
    const after = await history();
    expect(after.data[0]).toMatchObject({ id: token, recipients: 1, reads: 1 });
    const experts = after.data.find((b: { audienceRole?: string; role: string }) => b.role === 'expert');
    expect(experts).toMatchObject({ recipients: 3, reads: 0 });
    expect(after.meta).toEqual({ total: before.meta.total, page: 1, per_page: 20 });
    const paged = await (
      await ctx.callJson('GET', '/api/v1/admin/notifications?page=2&per_page=2', people.admin.cookie)
    ).json();
    expect(paged.data).toHaveLength(2);
    expect(paged.data[0].id).toBe(after.data[2].id);
  });
});

describe('authorisation', () => {
  it('answers a visitor 401, a customer, an expert and a banned account 403, and writes nothing', async () => {
    const broadcasts = await count(notificationBroadcasts);
    expect((await ctx.callJson('GET', '/api/v1/admin/notifications')).status).toBe(401);
    expect((await ctx.callJson('POST', '/api/v1/admin/notifications', '', { ...base, audience: 'all' })).status).toBe(
      401,
    );
    for (const who of ['customer', 'expertA'] as const) {
      expect((await ctx.callJson('GET', '/api/v1/admin/notifications', people[who].cookie)).status).toBe(403);
      expect((await send({ ...base, audience: 'all' }, who)).status).toBe(403);
    }
    expect(await count(notificationBroadcasts)).toBe(broadcasts);
  });
});

describe('e-mailing a large broadcast', () => {
  it('e-mails in batches of 500, each its own job and transaction', async () => {
    // 600 more partners, written at once.
    await db().execute(sql`
      with made as (
        insert into "user" (name, email, email_verified)
        select 'Partenaire ' || i, 'bulk-partner-' || i || '@test.deploia.example', true
        from generate_series(1, 600) as i
        returning id, name, email
      ), profiled as (
        insert into profiles (id, email, display_name) select id, email, name from made returning id
      )
      insert into user_roles (user_id, role) select id, 'partner' from profiled`);
    const token = randomUUID();
    const res = await send({ ...base, audience: 'role', role: 'partner', send_email: true, token });
    expect((await res.json()).data.recipients).toBe(601);
    const jobs = async (name: string, state = '') =>
      (
        await rows<{ n: number }>(
          db(),
          sql`select count(*)::int as n from pgboss.job
              where name = ${name} and data->>'broadcastId' is not distinct from ${name === 'email-broadcast' ? token : null}
              ${state ? sql`and state = ${state}` : sql``}`,
        )
      )[0]!.n;
    const deadline = Date.now() + 30_000;
    while ((await jobs('email-broadcast', 'completed')) < 2 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(await jobs('email-broadcast')).toBe(2);
    const [queued] = await rows<{ n: number }>(
      db(),
      sql`select count(distinct data->>'to')::int as n from pgboss.job
          where name = 'send-email' and data->'props'->>'title' = ${base.title}
            and data->>'to' like 'bulk-partner-%'`,
    );
    expect(queued?.n).toBe(600);
  }, 60_000);
});
