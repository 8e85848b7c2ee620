import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createPromotion, createSeller, createUser } from '../../db/factories/index.ts';
import { auditLog, promotions } from '../../db/schema/index.ts';
import { setUpTestApp } from '../setup/test-app-hooks.ts';

const ctx = setUpTestApp({ ADMIN_REQUIRE_2FA: '0' });
const db = () => ctx.database.db;
const password = 'Des-codes-bien-tenus-17';
const cookies = { admin: '', customer: '' };

beforeAll(async () => {
  for (const who of ['admin', 'customer'] as const) {
    const email = `${who}-promotions@test.deploia.example`;
    await createUser(db(), { email, password, roles: who === 'admin' ? ['admin'] : [] });
    cookies[who] = await ctx.signInCookies(email, password);
  }
});

const call = async (method: string, path: string, body?: unknown, who: keyof typeof cookies = 'admin') => {
  const res = await ctx.callJson(method, `/api/v1/admin/promotions${path}`, cookies[who], body);
  return { status: res.status, body: await res.json() };
};
const stored = async (id: string) => (await db().select().from(promotions).where(eq(promotions.id, id)))[0]!;
const base = { discount: 'percent', percentOff: 15, startsOn: '2026-12-01', endsOn: '2026-12-31' };

describe('POST /api/v1/admin/promotions', () => {
  it('creates a platform-wide code limited to 1 use per buyer by default, audited', async () => {
    const created = await call('POST', '', { ...base, code: 'noel15' });
    expect(created.status).toBe(201);
    expect(created.body.data.code).toBe('NOEL15');
    const row = await stored(created.body.data.id);
    expect(row).toMatchObject({
      code: 'NOEL15',
      percentOff: 15,
      amountOffCents: null,
      sellerId: null,
      productId: null,
      maxRedemptions: null,
      maxPerCustomer: 1,
      startsAt: new Date('2026-12-01T00:00:00Z'),
      endsAt: new Date('2027-01-01T00:00:00Z'),
    });
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.targetId, row.id));
    expect(entry).toMatchObject({ action: 'promotion.create', targetType: 'promotion' });
  });

  it('takes an amount in euros, a product or seller scope, and limits (null: none)', async () => {
    const seller = await createSeller(db());
    const product = await createProduct(db(), { sellerId: seller.id });
    const amount = await call('POST', '', {
      ...base,
      code: 'DIX-EUROS',
      discount: 'amount',
      amountOff: 10.5,
      scope: 'product',
      scopeId: product.id,
      maxRedemptions: 100,
      maxPerCustomer: null,
    });
    expect(amount.status).toBe(201);
    expect(await stored(amount.body.data.id)).toMatchObject({
      percentOff: null,
      amountOffCents: 1_050,
      productId: product.id,
      maxRedemptions: 100,
      maxPerCustomer: null,
    });
    const sellers = await call('POST', '', { ...base, code: 'STUDIO', scope: 'seller', scopeId: seller.id });
    expect((await stored(sellers.body.data.id)).sellerId).toBe(seller.id);
  });

  it('refuses a taken code whatever its case, an unknown scope, a bad body, in the request’s language', async () => {
    await createPromotion(db(), { code: 'DEJA-LA' });
    expect(await call('POST', '', { ...base, code: 'deja-la' })).toMatchObject({
      status: 409,
      body: { error: { code: 'code_taken', message: 'Ce code existe déjà.' } },
    });
    const unknown = await call('POST', '', {
      ...base,
      code: 'NULLEPART',
      scope: 'seller',
      scopeId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown).toMatchObject({ status: 422, body: { error: { code: 'scope_not_found' } } });
    const bad = await call('POST', '', {
      ...base,
      code: 'x',
      percentOff: 120,
      endsOn: '2026-11-30',
      maxPerCustomer: 0,
      price: 1,
    });
    expect(bad.status).toBe(400);
    const codes = Object.fromEntries(
      bad.body.error.details.fields.map((f: { path: string; code: string }) => [f.path, f.code]),
    );
    expect(codes).toMatchObject({
      code: 'code_invalid',
      percentOff: 'percent_invalid',
      maxPerCustomer: 'limit_invalid',
      price: 'unknown_field',
    });
    const en = await ctx.callJson('POST', '/api/v1/admin/promotions?lang=en', cookies.admin, {
      ...base,
      code: 'DEJA-LA',
    });
    expect((await en.json()).error.message).toBe('This code already exists.');
  });

  it('is the administrators’ only', async () => {
    expect((await call('GET', '', undefined, 'customer')).status).toBe(403);
    expect((await call('POST', '', { ...base, code: 'PIRATE' }, 'customer')).status).toBe(403);
    expect((await ctx.callJson('GET', '/api/v1/admin/promotions')).status).toBe(401);
    expect(await db().$count(promotions, eq(promotions.code, 'PIRATE'))).toBe(0);
  });
});

describe('GET and PATCH /api/v1/admin/promotions', () => {
  it('lists codes newest first with their scope, uses and limits, a page at a time', async () => {
    const seller = await createSeller(db(), { publicName: 'Studio Liste' });
    // Dated apart and after the file's other codes: two rows of the same instant would come in either order.
    const later = (seconds: number) => new Date(Date.now() + seconds * 1000);
    await createPromotion(db(), {
      code: 'LISTE-A',
      sellerId: seller.id,
      maxRedemptions: 5,
      redemptions: 2,
      createdAt: later(30),
    });
    await createPromotion(db(), { code: 'LISTE-B', maxPerCustomer: null, createdAt: later(60) });
    const first = await call('GET', '?per_page=2');
    expect(first.status).toBe(200);
    expect(first.body.data.map((p: { code: string }) => p.code)).toEqual(['LISTE-B', 'LISTE-A']);
    expect(first.body.data[1]).toMatchObject({
      scope: 'seller',
      scopeName: 'Studio Liste',
      redemptions: 2,
      maxRedemptions: 5,
      maxPerCustomer: 1,
      status: 'active',
    });
    expect(first.body.data[0]).toMatchObject({ scope: 'platform', maxPerCustomer: null });
    expect(first.body.meta).toMatchObject({ page: 1, per_page: 2 });
    expect(first.body.meta.total).toBeGreaterThanOrEqual(2);
    expect((await call('GET', '?page=0')).status).toBe(400);
  });

  it('changes the limits and the last day, ends a code now, and says when nothing changed', async () => {
    const promo = await createPromotion(db(), { code: 'A-CHANGER' });
    const changed = await call('PATCH', `/${promo.id}`, {
      maxPerCustomer: 3,
      maxRedemptions: null,
      endsOn: '2099-01-31',
    });
    expect(changed).toMatchObject({ status: 200, body: { data: { changed: true } } });
    expect(await stored(promo.id)).toMatchObject({
      maxPerCustomer: 3,
      maxRedemptions: null,
      endsAt: new Date('2099-02-01T00:00:00Z'),
    });
    expect((await call('PATCH', `/${promo.id}`, { maxPerCustomer: 3 })).body.data.changed).toBe(false);

    const ended = await call('PATCH', `/${promo.id}`, { endNow: true });
    expect(ended.body.data.changed).toBe(true);
    expect((await stored(promo.id)).endsAt.getTime()).toBeLessThanOrEqual(Date.now());
    const entries = await db().select().from(auditLog).where(eq(auditLog.targetId, promo.id));
    expect(entries.map((e) => e.action).sort()).toEqual(['promotion.end', 'promotion.update']);
  });

  it('refuses an end before the start, an unknown code and unknown fields', async () => {
    const promo = await createPromotion(db(), { startsAt: new Date('2026-06-01T00:00:00Z') });
    expect(await call('PATCH', `/${promo.id}`, { endsOn: '2026-05-01' })).toMatchObject({
      status: 422,
      body: { error: { code: 'ends_before_start' } },
    });
    expect((await call('PATCH', '/00000000-0000-4000-8000-000000000000', { endNow: true })).status).toBe(404);
    expect((await call('PATCH', '/not-an-id', { endNow: true })).status).toBe(404);
    expect((await call('PATCH', `/${promo.id}`, { redemptions: 0 })).status).toBe(400);
  });
});
