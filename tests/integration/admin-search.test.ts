import { beforeAll, describe, expect, it } from 'vitest';
import { loader as searchLoader } from '../../app/routes/admin/search.tsx';
import type { Viewer } from '../../core/accounts/viewer.ts';
import {
  buildViewer,
  createLicences,
  createPaidOrder,
  createProduct,
  createSeller,
  createUser,
} from '../../db/factories/index.ts';
import { answerOf, routeArgs } from '../setup/page-context.ts';
import { setUpTestApp } from '../setup/test-app-hooks.ts';

const ctx = setUpTestApp({ ADMIN_REQUIRE_2FA: '0' });
const db = () => ctx.database.db;
const password = 'Une-recherche-bien-faite-1';
const cookies: Record<'admin' | 'member', string> = { admin: '', member: '' };
let admin: Viewer;
const orders: Record<'camille' | 'camilleAgain' | 'other', { id: string; number: string }> = {
  camille: { id: '', number: '' },
  camilleAgain: { id: '', number: '' },
  other: { id: '', number: '' },
};
let licenceKey = '';
let camilleId = '';

beforeAll(async () => {
  for (const who of ['admin', 'member'] as const) {
    const email = `${who}-search@test.deploia.example`;
    const created = await createUser(db(), { email, password, roles: who === 'admin' ? ['admin'] : [] });
    cookies[who] = await ctx.signInCookies(email, password);
    if (who === 'admin') admin = buildViewer({ userId: created.id, roles: ['admin'] });
  }
  const camille = await createUser(db(), { name: 'Camille Roussel', email: 'camille.roussel@test.deploia.example' });
  const other = await createUser(db(), { name: 'Dominique Faure', email: 'dominique@test.deploia.example' });
  camilleId = camille.id;
  const seller = await createSeller(db(), { publicName: 'Studio Recherche' });
  const product = await createProduct(db(), { sellerId: seller.id, title: 'Agent cherché', priceCents: 9_900 });
  const line = { productId: product.id, sellerId: seller.id, title: product.title, unitPriceCents: 9_900 };
  for (const [name, buyerId] of [
    ['camille', camille.id],
    ['camilleAgain', camille.id],
    ['other', other.id],
  ] as const) {
    const built = await createPaidOrder(db(), { buyerId, lines: [line] });
    orders[name] = { id: built.order.id, number: built.order.number };
    if (name === 'other') {
      const [licence] = await createLicences(db(), { id: built.items[0]!.id, quantity: 1 }, other.id);
      licenceKey = licence!.key;
    }
  }
});

const search = (q: string, who: keyof typeof cookies = 'admin') =>
  ctx.callJson('GET', `/api/v1/admin/search?q=${encodeURIComponent(q)}`, cookies[who]);

type Answer = {
  exact: { orderId: string; number: string; via: string } | null;
  orders: { data: { id: string }[]; meta: { total: number } };
  users: { data: { id: string; email: string }[]; meta: { total: number } };
};

describe('GET /api/v1/admin/search', () => {
  it('names the order of an exact number, however it was typed', async () => {
    const typed = ` ${orders.camille.number.toLowerCase().replace('-', ' - ')} `;
    const res = await search(typed);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Answer;
    expect(body.exact).toEqual({ orderId: orders.camille.id, number: orders.camille.number, via: 'number' });
  });

  it('names the order a licence key belongs to', async () => {
    const body = (await (await search(licenceKey.toLowerCase())).json()) as Answer;
    expect(body.exact).toEqual({ orderId: orders.other.id, number: orders.other.number, via: 'licence' });
  });

  it('lists the orders and the account of a buyer found by part of the e-mail or the name', async () => {
    for (const q of ['camille.rous', 'Roussel']) {
      const body = (await (await search(q)).json()) as Answer;
      expect(body.exact).toBeNull();
      expect(body.orders.data.map((o) => o.id).sort()).toEqual([orders.camille.id, orders.camilleAgain.id].sort());
      expect(body.orders.meta.total).toBe(2);
      expect(body.users.data.map((u) => u.id)).toEqual([camilleId]);
    }
  });

  it('finds nothing for an unknown number, and no order at all for another one', async () => {
    const body = (await (await search('CMD-2026-0000000000')).json()) as Answer;
    expect(body.exact).toBeNull();
    expect(body.orders.meta.total).toBe(0);
  });

  it('refuses a query too short or too long, and anyone but an administrator', async () => {
    for (const q of ['a', 'x'.repeat(201)]) {
      const res = await search(q);
      expect(res.status, q).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('invalid_query');
    }
    expect((await search('camille', 'member')).status).toBe(403);
  });
});

describe('/admin/search', () => {
  const load = async (q: string) => {
    try {
      return answerOf<{ error: string | null; results: Answer | null }>(
        await searchLoader(await routeArgs(ctx.testApp, `/admin/search?q=${encodeURIComponent(q)}`, admin)),
      );
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  };

  it('opens the order at once when the query is its number or one of its licence keys', async () => {
    for (const [q, id] of [
      [orders.camilleAgain.number, orders.camilleAgain.id],
      [licenceKey, orders.other.id],
    ] as const) {
      const answer = await load(q);
      expect(answer).toBeInstanceOf(Response);
      expect((answer as Response).headers.get('location')).toBe(`/admin/orders/${id}`);
    }
  });

  it('lists the matches otherwise, and says why a query is refused', async () => {
    const found = (await load('dominique')) as { data: { results: Answer } };
    expect(found.data.results.orders.data.map((o) => o.id)).toEqual([orders.other.id]);
    const refused = (await load('d')) as { status: number; data: { error: string } };
    expect(refused.status).toBe(400);
    expect(refused.data.error).toBe('query_too_short');
  });
});
