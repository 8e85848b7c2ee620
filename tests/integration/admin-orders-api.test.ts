import { beforeAll, describe, expect, it } from 'vitest';
import { buildPaidOrder, createProduct, createSeller, createUser } from '../../db/factories/index.ts';
import { orderItems, orders } from '../../db/schema/index.ts';
import { setUpTestApp } from '../setup/test-app-hooks.ts';

const ctx = setUpTestApp({ ADMIN_REQUIRE_2FA: '0' });
const db = () => ctx.database.db;
const password = 'Des-commandes-bien-filtrees-1';
const cookies: Record<'admin' | 'member', string> = { admin: '', member: '' };
/** The orders by name, oldest first: o1 … o5. */
const ids: Record<string, string> = {};
const numbers: Record<string, string> = {};

type Status = (typeof orders.$inferSelect)['status'];

beforeAll(async () => {
  for (const who of ['admin', 'member'] as const) {
    const email = `${who}-orders@test.deploia.example`;
    await createUser(db(), { email, password, roles: who === 'admin' ? ['admin'] : [] });
    cookies[who] = await ctx.signInCookies(email, password);
  }
  const alice = await createUser(db(), { name: 'Alice Martin', email: 'alice.martin@test.deploia.example' });
  const bruno = await createUser(db(), { name: 'Bruno Petit', email: 'bp@test.deploia.example' });
  const chloe = await createUser(db(), { name: 'Chloé Durand', email: 'chloe@test.deploia.example' });
  const alpha = await createSeller(db(), { publicName: 'Studio Alpha' });
  const beta = await createSeller(db(), { publicName: 'Atelier Beta 100%' });
  const a = await createProduct(db(), { sellerId: alpha.id, title: 'Agent A', priceCents: 12_000 });
  const b = await createProduct(db(), { sellerId: beta.id, title: 'Agent B', priceCents: 4_900 });
  const lineA = { productId: a.id, sellerId: alpha.id, title: a.title, unitPriceCents: 12_000 };
  const lineB = { productId: b.id, sellerId: beta.id, title: b.title, unitPriceCents: 4_900 };
  const make = async (
    name: string,
    buyerId: string,
    lines: (typeof lineA & { quantity?: number })[],
    status: Status,
    at: string,
  ) => {
    const built = buildPaidOrder({ buyerId, lines, paidAt: new Date(at) });
    await db()
      .insert(orders)
      .values({
        ...built.order,
        status,
        paidAt: status === 'paid' || status === 'refunded' ? built.order.paidAt : null,
      });
    await db().insert(orderItems).values(built.items);
    ids[name] = built.order.id;
    numbers[name] = built.order.number;
  };
  await make('o1', alice.id, [lineA], 'paid', '2026-01-10T10:00:00Z');
  await make('o2', alice.id, [lineB], 'refunded', '2026-02-15T23:30:00Z');
  await make('o3', bruno.id, [lineA, lineB], 'paid', '2026-03-01T00:10:00Z');
  await make('o4', bruno.id, [lineB], 'pending_payment', '2026-03-20T12:00:00Z');
  await make('o5', chloe.id, [{ ...lineA, quantity: 2 }], 'failed', '2026-04-01T08:00:00Z');
});

const get = (path: string, who: keyof typeof cookies | null = 'admin') =>
  ctx.callJson('GET', path, who ? cookies[who] : '');

/** The names of the orders a listing answered, in its order. */
async function listed(query: string) {
  const res = await get(`/api/v1/admin/orders${query}`);
  expect(res.status, query).toBe(200);
  const body = (await res.json()) as { data: { id: string }[]; meta: { total: number } };
  const byId = Object.fromEntries(Object.entries(ids).map(([name, id]) => [id, name]));
  return { names: body.data.map((row) => byId[row.id] ?? row.id), total: body.meta.total, body };
}

describe('GET /api/v1/admin/orders', () => {
  it('lists every order newest first with number, date, buyer, experts, total, status and provider', async () => {
    const { names, total, body } = await listed('');
    expect(names).toEqual(['o5', 'o4', 'o3', 'o2', 'o1']);
    expect(total).toBe(5);
    const o3 = (body.data as Record<string, unknown>[])[2];
    expect(o3).toMatchObject({
      number: numbers.o3,
      createdAt: '2026-03-01T00:10:00.000Z',
      status: 'paid',
      totalCents: 16_900,
      provider: 'sandbox',
      buyer: { name: 'Bruno Petit', email: 'bp@test.deploia.example' },
      experts: ['Atelier Beta 100%', 'Studio Alpha'],
    });
  });

  it('filters by status', async () => {
    expect((await listed('?status=paid')).names).toEqual(['o3', 'o1']);
    expect((await listed('?status=refunded')).names).toEqual(['o2']);
    expect((await listed('?status=canceled')).names).toEqual([]);
  });

  it('filters by creation dates, both days included (UTC)', async () => {
    expect((await listed('?from=2026-02-15&to=2026-03-01')).names).toEqual(['o3', 'o2']);
    expect((await listed('?from=2026-03-02')).names).toEqual(['o5', 'o4']);
    expect((await listed('?to=2026-02-14')).names).toEqual(['o1']);
  });

  it('filters by buyer: part of the name or e-mail, any case', async () => {
    expect((await listed('?buyer=martin')).names).toEqual(['o2', 'o1']);
    expect((await listed('?buyer=PETIT')).names).toEqual(['o4', 'o3']);
    expect((await listed('?buyer=bp%40test')).names).toEqual(['o4', 'o3']);
    expect((await listed('?buyer=chlo')).names).toEqual(['o5']);
    expect((await listed('?buyer=personne')).names).toEqual([]);
  });

  it('filters by expert: orders with at least one line of a seller whose public name matches', async () => {
    expect((await listed('?expert=beta')).names).toEqual(['o4', 'o3', 'o2']);
    expect((await listed('?expert=alpha')).names).toEqual(['o5', 'o3', 'o1']);
    // Wildcards typed by the administrator are taken literally.
    expect((await listed('?expert=100%25')).names).toEqual(['o4', 'o3', 'o2']);
    expect((await listed('?expert=_')).names).toEqual([]);
  });

  it('filters by total in euros (TTC), bounds included', async () => {
    expect((await listed('?min=100&max=200')).names).toEqual(['o3', 'o1']);
    expect((await listed('?min=49,01')).names).toEqual(['o5', 'o3', 'o1']);
    expect((await listed('?max=49')).names).toEqual(['o4', 'o2']);
    expect((await listed('?min=240&max=240.00')).names).toEqual(['o5']);
  });

  it('combines the filters', async () => {
    expect((await listed('?status=paid&expert=beta&buyer=bruno')).names).toEqual(['o3']);
    expect((await listed('?status=paid&expert=beta&buyer=alice')).names).toEqual([]);
    expect((await listed('?expert=alpha&from=2026-01-01&to=2026-03-31&min=100')).names).toEqual(['o3', 'o1']);
  });

  it('pages the list', async () => {
    const first = await listed('?per_page=2');
    expect(first.names).toEqual(['o5', 'o4']);
    expect(first.body.meta).toEqual({ total: 5, page: 1, per_page: 2 });
    expect((await listed('?per_page=2&page=2')).names).toEqual(['o3', 'o2']);
    expect((await listed('?per_page=2&page=3')).names).toEqual(['o1']);
    expect((await listed('?per_page=2&page=4')).names).toEqual([]);
    expect((await listed('?status=paid&per_page=1&page=2')).names).toEqual(['o1']);
  });

  it('answers 400 with a code per malformed filter, never a 500', async () => {
    const cases: [string, Record<string, string>][] = [
      ['?status=lost', { status: 'status_invalid' }],
      ['?from=2026-02-30', { from: 'date_invalid' }],
      ['?to=yesterday', { to: 'date_invalid' }],
      ['?from=2026-03-02&to=2026-03-01', { to: 'date_range_invalid' }],
      ['?min=abc', { min: 'amount_invalid' }],
      ['?max=-5', { max: 'amount_invalid' }],
      ['?min=12.345', { min: 'amount_invalid' }],
      ['?min=30&max=20', { max: 'amount_range_invalid' }],
      [`?buyer=${'x'.repeat(201)}`, { buyer: 'text_too_long' }],
      ['?page=0', { page: 'page_invalid' }],
      ['?per_page=1000', { per_page: 'per_page_invalid' }],
      ['?status=lost&min=x', { status: 'status_invalid', min: 'amount_invalid' }],
    ];
    for (const [query, fields] of cases) {
      const res = await get(`/api/v1/admin/orders${query}`);
      expect(res.status, query).toBe(400);
      expect(await res.json(), query).toEqual({
        error: { code: 'invalid_filters', message: 'Filtres invalides', details: { fields } },
      });
    }
  });

  it('is for administrators only: 401 for a visitor, 403 for a member', async () => {
    expect((await get('/api/v1/admin/orders', null)).status).toBe(401);
    expect((await get('/api/v1/admin/orders', 'member')).status).toBe(403);
    expect((await get(`/api/v1/admin/orders/${ids.o1}`, 'member')).status).toBe(403);
    expect((await get(`/api/v1/admin/orders/${ids.o1}`, null)).status).toBe(401);
  });
});

describe('GET /api/v1/admin/orders/:id', () => {
  it('answers the order with its lines and split, and 404 for an unknown or malformed id', async () => {
    const res = await get(`/api/v1/admin/orders/${ids.o3}`);
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: Record<string, unknown> & { lines: Record<string, unknown>[] } };
    expect(data).toMatchObject({ id: ids.o3, number: numbers.o3, status: 'paid', refundable: true });
    const lines = data.lines.map((line) => [line.title, line.totalCents, line.sellerShareCents, line.platformFeeCents]);
    expect(lines.sort((x, y) => String(x[0]).localeCompare(String(y[0])))).toEqual([
      ['Agent A', 12_000, 7_000, 3_000],
      ['Agent B', 4_900, 2_858, 1_225],
    ]);
    expect((await get('/api/v1/admin/orders/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const malformed = await get('/api/v1/admin/orders/not-an-id');
    expect(malformed.status).toBe(404);
    expect(await malformed.json()).toMatchObject({ error: { code: 'order_not_found' } });
  });
});

describe('the OpenAPI document', () => {
  it('describes the two endpoints with the filters of the shared schema', async () => {
    const doc = await (await ctx.app.request('/api/v1/openapi.json')).json();
    const list = doc.paths['/admin/orders'].get;
    expect(list.parameters.map((p: { name: string }) => p.name)).toEqual([
      'status',
      'from',
      'to',
      'buyer',
      'expert',
      'min',
      'max',
      'page',
      'per_page',
    ]);
    expect(Object.keys(list.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403']));
    expect(doc.paths['/admin/orders/{id}'].get.operationId).toBe('getAdminOrder');
    expect(doc.paths['/admin/orders/{id}/refunds'].post.operationId).toBe('refundOrder');
  });
});
