import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { recordAdminAction } from '../../core/admin/record-admin-action.ts';
import { createUser } from '../../db/factories/index.ts';
import { auditLog } from '../../db/schema/index.ts';
import { setUpTestApp } from '../setup/test-app-hooks.ts';

const ctx = setUpTestApp({ ADMIN_REQUIRE_2FA: '0' });
const db = () => ctx.database.db;
const password = 'Un-journal-qui-ne-ment-pas-1';
const cookies = { alice: '', bob: '', customer: '', expert: '' };
const ids = { alice: '', bob: '', target: randomUUID(), order: randomUUID() };

const get = async (query = '', who: keyof typeof cookies = 'alice') => {
  const res = await ctx.callJson('GET', `/api/v1/admin/audit-log${query}`, cookies[who]);
  return { status: res.status, body: await res.json() };
};
const actions = async (query: string) =>
  (await get(query)).body.data.map((e: { action: string }) => e.action) as string[];

beforeAll(async () => {
  for (const who of ['alice', 'bob', 'customer', 'expert'] as const) {
    const email = `${who}-audit@test.deploia.example`;
    const roles =
      who === 'alice' || who === 'bob' ? (['admin'] as const) : who === 'expert' ? (['expert'] as const) : [];
    const u = await createUser(db(), { email, password, roles: [...roles] });
    if (who === 'alice' || who === 'bob') ids[who] = u.id;
    cookies[who] = await ctx.signInCookies(email, password);
  }
  const at = (day: string) => new Date(`${day}T12:00:00Z`);
  await recordAdminAction(db(), {
    actorId: ids.alice,
    action: 'user.ban',
    targetType: 'user',
    targetId: ids.target,
    before: { banned: false },
    after: { banned: true },
    reason: 'Fraude à la carte',
    ip: '203.0.113.7',
    at: at('2026-01-10'),
  });
  await recordAdminAction(db(), {
    actorId: ids.alice,
    action: 'user.role_grant',
    targetType: 'user',
    targetId: ids.target,
    before: { roles: [] },
    after: { roles: ['expert'] },
    at: at('2026-02-10'),
  });
  await recordAdminAction(db(), {
    actorId: ids.bob,
    action: 'order.refund',
    targetType: 'order',
    targetId: ids.order,
    after: { status: 'refunded' },
    reason: '=HYPERLINK("http://evil.example")',
    details: { amount_cents: 4900 },
    at: at('2026-03-10'),
  });
  await recordAdminAction(db(), {
    actorId: ids.bob,
    action: 'product.suspend',
    targetType: 'product',
    targetId: 'p_1',
    at: at('2026-03-20'),
  });
});

describe('GET /api/v1/admin/audit-log', () => {
  it('lists the entries newest first, with who, what, target, before/after, reason, IP and when', async () => {
    const { status, body } = await get('?from=2026-01-01&to=2026-12-31');
    expect(status).toBe(200);
    expect(body.meta).toEqual({ total: 4, page: 1, per_page: 25 });
    expect(body.data.map((e: { action: string }) => e.action)).toEqual([
      'product.suspend',
      'order.refund',
      'user.role_grant',
      'user.ban',
    ]);
    expect(body.data[3]).toMatchObject({
      action: 'user.ban',
      targetType: 'user',
      targetId: ids.target,
      actor: { id: ids.alice, email: 'alice-audit@test.deploia.example' },
      before: { banned: false },
      after: { banned: true },
      reason: 'Fraude à la carte',
      ip: '203.0.113.7',
      createdAt: '2026-01-10T12:00:00.000Z',
    });
    expect(body.data[1].details).toEqual({ amount_cents: 4900 });
  });

  it('filters by actor (part of the e-mail), action (exact or prefix), target type and id, and days', async () => {
    const range = '&from=2026-01-01&to=2026-12-31';
    expect(await actions(`?actor=BOB-AUD${range}`)).toEqual(['product.suspend', 'order.refund']);
    expect(await actions(`?actor=%25${range}`)).toEqual([]);
    expect(await actions(`?action=user.ban${range}`)).toEqual(['user.ban']);
    expect(await actions(`?action=user.*${range}`)).toEqual(['user.role_grant', 'user.ban']);
    expect(await actions(`?action=user.${range}`)).toEqual(['user.role_grant', 'user.ban']);
    expect(await actions(`?action=user${range}`)).toEqual([]);
    expect(await actions(`?target_type=order${range}`)).toEqual(['order.refund']);
    expect(await actions(`?target_id=${ids.target}`)).toEqual(['user.role_grant', 'user.ban']);
    expect(await actions('?from=2026-02-10&to=2026-03-10')).toEqual(['order.refund', 'user.role_grant']);
    expect(await actions('?from=2026-03-11&to=2026-03-20')).toEqual(['product.suspend']);
    const paged = await get(`?per_page=1&page=2${range}`);
    expect(paged.body.data.map((e: { action: string }) => e.action)).toEqual(['order.refund']);
    expect(paged.body.meta.total).toBe(4);
  });

  it('refuses malformed filters with 400', async () => {
    expect((await get('?from=2026-13-45')).status).toBe(400);
    expect((await get('?from=yesterday')).status).toBe(400);
    expect((await get('?to=2026-02-30')).status).toBe(400);
    expect((await get('?per_page=1000')).status).toBe(400);
  });

  it('exports the filtered entries as formula-inert CSV', async () => {
    const res = await ctx.callJson('GET', '/api/v1/admin/audit-log.csv?actor=bob&from=2026-01-01', cookies.alice);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    const body = await res.text();
    const lines = body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain('"action"');
    expect(body).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(body).not.toContain(',"=HYPERLINK');
  });

  it('answers a visitor 401, a customer and an expert 403 (and records their attempt)', async () => {
    expect((await ctx.callJson('GET', '/api/v1/admin/audit-log')).status).toBe(401);
    expect((await ctx.callJson('GET', '/api/v1/admin/audit-log.csv')).status).toBe(401);
    expect((await get('', 'customer')).status).toBe(403);
    expect((await get('', 'expert')).status).toBe(403);
    const denied = await actions('?action=admin.access_denied');
    expect(denied.length).toBeGreaterThanOrEqual(2);
  });
});

describe('the audit log is append-only', () => {
  it('refuses UPDATE and DELETE in the database itself', async () => {
    await expect(db().execute(sql`update audit_log set action = 'user.unban'`)).rejects.toThrow();
    await expect(db().execute(sql`delete from audit_log`)).rejects.toThrow();
    const entries = await db().select({ action: auditLog.action }).from(auditLog);
    expect(entries.map((e) => e.action)).toContain('user.ban');
    expect(entries.map((e) => e.action)).not.toContain('user.unban');
  });

  it('has no endpoint that changes it', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const res = await ctx.callJson(method, '/api/v1/admin/audit-log', cookies.alice, {});
      expect([404, 405]).toContain(res.status);
    }
    expect(await db().$count(auditLog, sql`action = 'user.ban'`)).toBe(1);
  });
});

describe('OpenAPI', () => {
  it('describes the broadcast body as closed (unknown fields refused)', async () => {
    const doc = await (await ctx.app.request('/api/v1/openapi.json')).json();
    expect(doc.paths['/admin/notifications'].post.requestBody.content['application/json'].schema).toMatchObject({
      additionalProperties: false,
    });
  });
});
