import { beforeAll, describe, expect, it } from 'vitest';
import SellerDiscountsPage, {
  action,
  type DiscountActionResult,
  loader,
} from '../../app/routes/dashboard/discounts.tsx';
import type { Viewer } from '../../core/accounts/viewer.ts';
import { changeDiscountStatus } from '../../core/discounts/change-discount-status.ts';
import { createSellerDiscount } from '../../core/discounts/create-seller-discount.ts';
import { listSellerDiscounts } from '../../core/discounts/list-seller-discounts.ts';
import { sellerDiscountForm } from '../../core/discounts/seller-discount.schema.ts';
import { updateSellerDiscount } from '../../core/discounts/update-seller-discount.ts';
import { quoteOrder } from '../../core/orders/quote-order.ts';
import { buildViewer, createCategory, createProduct, createSeller, createUser } from '../../db/factories/index.ts';
import { type Locale, locales } from '../../i18n/config.ts';
import { answerOf, routeArgs } from '../setup/page-context.ts';
import { setUpTestApp } from '../setup/test-app-hooks.ts';
import { renderPage } from '../support/render-page.tsx';

const ctx = setUpTestApp();
const db = () => ctx.database.db;
const day = 86_400_000;
let now = new Date();
const deps = () => ({ db: db(), clock: { now: () => now } });
const isoDay = (offset: number) => new Date(now.getTime() + offset * day).toISOString().slice(0, 10);

let alice: Viewer;
let bruno: Viewer;
let customer: Viewer;
/** Alice's 100 € agent and 50 € bot; Bruno's 80 € course. */
let agent: { id: string };
let bot: { id: string };
let course: { id: string };

beforeAll(async () => {
  const categoryId = (await createCategory(db())).id;
  const a = await createSeller(db(), { publicName: 'Atelier Alice' });
  const b = await createSeller(db(), { publicName: 'Bruno Labs' });
  alice = buildViewer({ userId: a.userId, roles: ['expert'] });
  bruno = buildViewer({ userId: b.userId, roles: ['expert'] });
  customer = buildViewer({ userId: (await createUser(db())).id });
  agent = await createProduct(db(), { sellerId: a.id, categoryId, title: 'Agent SDR', priceCents: 10_000 });
  bot = await createProduct(db(), { sellerId: a.id, categoryId, title: 'Chatbot', priceCents: 5_000 });
  course = await createProduct(db(), { sellerId: b.id, categoryId, title: 'Cours IA', priceCents: 8_000 });
});

const input = (extra: Record<string, unknown> = {}) =>
  sellerDiscountForm.parse({
    code: `code-${Math.random().toString(36).slice(2, 8)}`,
    discount: 'percent',
    percentOff: '20',
    startsOn: isoDay(0),
    endsOn: isoDay(10),
    maxRedemptions: '',
    maxPerCustomer: '1',
    ...extra,
  });
const cart = (code: string) =>
  quoteOrder(deps(), {
    country: 'FR',
    promoCode: code,
    lines: [agent, bot, course].map((p) => ({ productId: p.id, quantity: 1 })),
  });
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (e: { code: string }) => e.code,
  );

describe('a creator’s discount codes (core)', () => {
  it('only discount the creator’s own lines: the chosen products, or all of theirs', async () => {
    const chosen = await createSellerDiscount(deps(), alice, input({ code: 'alice-agent', productIds: [agent.id] }));
    expect(chosen.code).toBe('ALICE-AGENT');
    const onAgent = await cart('alice-agent');
    expect(onAgent.lines.map((l) => l.discountCents)).toEqual([2_000, 0, 0]);
    await createSellerDiscount(deps(), alice, input({ code: 'ALICE-ALL', discount: 'amount', amountOff: '30' }));
    const allOfHers = await cart('alice-all');
    // 30 € spread over her 100 € and 50 € lines, nothing off Bruno's course.
    expect(allOfHers.lines.map((l) => l.discountCents)).toEqual([2_000, 1_000, 0]);
    expect(allOfHers.discountCents).toBe(3_000);
  });

  it('refuse another creator’s product, and keep codes unique whatever their case', async () => {
    expect(await refusal(createSellerDiscount(deps(), alice, input({ productIds: [course.id] })))).toBe(
      'product_not_yours',
    );
    expect(await refusal(createSellerDiscount(deps(), bruno, input({ code: 'Alice-Agent' })))).toBe('code_taken');
    expect(await refusal(createSellerDiscount(deps(), customer, input()))).toBe('not_a_seller');
  });

  it('let a creator manage only their own codes', async () => {
    const own = await createSellerDiscount(deps(), bruno, input({ code: 'BRUNO-10' }));
    expect(await refusal(updateSellerDiscount(deps(), alice, own.id, input()))).toBe('discount_not_found');
    expect(await refusal(changeDiscountStatus(deps(), alice, own.id, 'end'))).toBe('discount_not_found');
    expect((await listSellerDiscounts(deps(), alice)).discounts.map((d) => d.code)).not.toContain('BRUNO-10');
    // Bruno's code on Alice's products discounts nothing: refused as not applicable when she alone is in the cart.
    await updateSellerDiscount(deps(), bruno, own.id, input({ productIds: [course.id] }));
    const aliceOnly = quoteOrder(deps(), {
      country: 'FR',
      promoCode: 'bruno-10',
      lines: [{ productId: agent.id, quantity: 1 }],
    });
    expect(await refusal(aliceOnly)).toBe('promo_not_applicable');
  });

  it('are refused at checkout before their first day, after their last, paused, or used up', async () => {
    await createSellerDiscount(deps(), alice, input({ code: 'LATER', startsOn: isoDay(2), endsOn: isoDay(5) }));
    expect(await refusal(cart('later'))).toBe('promo_not_started');
    const paused = await createSellerDiscount(deps(), alice, input({ code: 'PAUSED' }));
    await changeDiscountStatus(deps(), alice, paused.id, 'pause');
    expect(await refusal(cart('paused'))).toBe('promo_paused');
    await changeDiscountStatus(deps(), alice, paused.id, 'resume');
    expect((await cart('paused')).discountCents).toBe(3_000);
    await changeDiscountStatus(deps(), alice, paused.id, 'end');
    expect(await refusal(cart('paused'))).toBe('promo_expired');
    expect(await refusal(changeDiscountStatus(deps(), alice, paused.id, 'resume'))).toBe('discount_ended');
    const once = await createSellerDiscount(deps(), alice, input({ code: 'ONCE', maxRedemptions: '1' }));
    await db().execute(`update promotions set redemptions = 1 where id = '${once.id}'`);
    expect(await refusal(cart('once'))).toBe('promo_used_up');
    const saved = now;
    now = new Date(now.getTime() + 12 * day);
    expect(await refusal(cart('alice-all'))).toBe('promo_expired');
    now = saved;
    const listed = await listSellerDiscounts(deps(), alice);
    const status = Object.fromEntries(listed.discounts.map((d) => [d.code, d.status]));
    expect(status).toMatchObject({ LATER: 'scheduled', PAUSED: 'ended', ONCE: 'used_up', 'ALICE-ALL': 'active' });
    expect(listed.discounts.find((d) => d.code === 'ALICE-AGENT')?.products).toEqual([
      { id: agent.id, title: 'Agent SDR' },
    ]);
    expect(listed.products.map((p) => p.title)).toEqual(['Agent SDR', 'Chatbot']);
  });
});

const path = '/dashboard/discounts';
const args = (url: string, viewer: Viewer | null, init?: RequestInit) => routeArgs(ctx.testApp, url, viewer, { init });
const post = (fields: [string, string][]) => ({ method: 'POST', body: new URLSearchParams(fields) });
const act = async (viewer: Viewer, fields: [string, string][]) =>
  answerOf<DiscountActionResult>(await action(await args(path, viewer, post(fields))).catch((r: Response) => r));
type LoaderData = Parameters<typeof SellerDiscountsPage>[0]['loaderData'];
const load = async (viewer: Viewer, url = path) => (await loader(await args(url, viewer))) as LoaderData;
const render = (loaderData: LoaderData, actionData?: DiscountActionResult, locale?: Locale) =>
  renderPage(path, SellerDiscountsPage, { loaderData, actionData }, locale);
/** The create form's fields, those of `extra` replacing them (productIds added). */
const form = (extra: [string, string][] = []): [string, string][] => [
  ...base.filter(([name]) => !extra.some(([given]) => given === name)),
  ...extra,
];
const base: [string, string][] = [
  ['intent', 'create'],
  ['code', 'PAGE15'],
  ['discount', 'percent'],
  ['percentOff', '15'],
  ['amountOff', ''],
  ['startsOn', isoDay(0)],
  ['endsOn', isoDay(3)],
  ['maxRedemptions', '50'],
  ['maxPerCustomer', '1'],
];

describe('/dashboard/discounts', () => {
  it('sends a customer to /sell and a visitor to sign in', async () => {
    const member = await loader(await args(path, customer)).catch((r: Response) => r);
    expect((member as Response).headers.get('location')).toBe('/sell');
    const visitor = await loader(await args(path, null)).catch((r: Response) => r);
    expect((visitor as Response).headers.get('location')).toContain('/auth?redirectTo=');
  });

  it('creates a code for chosen products, lists it, and refuses bad input with translated errors', async () => {
    const created = await act(
      alice,
      form([
        ['productIds', agent.id],
        ['productIds', bot.id],
      ]),
    );
    expect(created.data).toEqual({ ok: true, intent: 'created', code: 'PAGE15' });
    const loaded = await load(alice);
    const html = render(loaded);
    expect(html).toContain('PAGE15');
    expect(html).toContain('Agent SDR, Chatbot');
    expect(html).toContain('Produits concernés');
    for (const locale of locales)
      expect(render(loaded, undefined, locale)).not.toMatch(/(?<![\w/])(list|form|errors|statuses|create)\.[a-zA-Z]/);
    const taken = await act(alice, form([['code', 'page15']]));
    expect(taken.status).toBe(409);
    expect(render(loaded, taken.data)).toContain('Ce code existe déjà.');
    const theirs = await act(
      alice,
      form([
        ['code', 'THEIRS'],
        ['productIds', course.id],
      ]),
    );
    expect(theirs.status).toBe(403);
    expect(render(loaded, theirs.data)).toContain('Un code promo ne peut porter que sur vos propres produits.');
    const dates = await act(
      alice,
      form([
        ['code', 'DATES'],
        ['endsOn', isoDay(-3)],
      ]),
    );
    expect(dates.status).toBe(400);
    expect(render(loaded, dates.data)).toContain('Le dernier jour ne peut pas précéder le premier.');
  });

  it('edits, pauses and ends a code; another creator’s is not found', async () => {
    const page15 = (await load(alice)).discounts!.find((d) => d.code === 'PAGE15')!;
    const editing = await load(alice, `${path}?edit=${page15.id}`);
    expect(editing.editing?.id).toBe(page15.id);
    expect(render(editing)).toContain('Modifier le code PAGE15');
    const saved = await action(
      await args(
        path,
        alice,
        post(
          form([
            ['intent', 'edit'],
            ['id', page15.id],
            ['percentOff', '25'],
          ]),
        ),
      ),
    ).catch((r: Response) => r);
    expect((saved as Response).headers.get('location')).toBe('/dashboard/discounts?saved=1');
    const after = (await load(alice)).discounts!.find((d) => d.code === 'PAGE15')!;
    expect(after.percentOff).toBe(25);
    expect(after.products).toEqual([]);
    expect(
      (
        await act(alice, [
          ['intent', 'pause'],
          ['id', page15.id],
        ])
      ).data,
    ).toEqual({ ok: true, intent: 'pause' });
    expect((await load(alice)).discounts!.find((d) => d.code === 'PAGE15')!.status).toBe('paused');
    const foreign = await act(bruno, [
      ['intent', 'end'],
      ['id', page15.id],
    ]);
    expect(foreign.status).toBe(404);
    expect(render(await load(bruno), foreign.data)).toContain('Ce code promo n’existe pas.');
    const loadedForeign = await loader(await args(`${path}?edit=${page15.id}`, bruno)).catch((r: Response) => r);
    expect((loadedForeign as Response).headers.get('location')).toBe('/dashboard/discounts');
  });
});

describe('/api/v1/seller/discounts', () => {
  it('lists, creates, changes and ends the seller’s own codes; refuses another’s product or code', async () => {
    const password = 'Des-codes-bien-gardes-1';
    const email = `createur-${Date.now()}@test.deploia.example`;
    const owner = await createUser(db(), { email, password, roles: ['expert'] });
    const shop = await createSeller(db(), { userId: owner.id });
    const own = await createProduct(db(), { sellerId: shop.id, title: 'Agent maison', priceCents: 9_000 });
    const cookie = await ctx.signInCookies(email, password);
    const call = (method: string, path: string, body?: unknown) =>
      ctx.app.request(`/api/v1/seller/discounts${path}`, {
        method,
        headers: { cookie, 'content-type': 'application/json', origin: ctx.testApp.config.publicUrl },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const terms = { discount: 'percent', percentOff: 15, startsOn: isoDay(0), endsOn: isoDay(9), productIds: [own.id] };
    const created = await call('POST', '', { code: 'api-15', ...terms });
    expect(created.status).toBe(201);
    const { data } = (await created.json()) as { data: { id: string; code: string } };
    expect(data.code).toBe('API-15');
    expect((await call('POST', '', { code: 'API-X', ...terms, productIds: [course.id] })).status).toBe(403);
    expect((await call('POST', '', { code: 'api-15', ...terms })).status).toBe(409);
    expect((await call('POST', '', { code: 'API-Y', ...terms, extra: 1 })).status).toBe(400);
    expect((await call('PUT', `/${data.id}`, { ...terms, percentOff: 30 })).status).toBe(200);
    expect((await call('POST', `/${data.id}/status`, { status: 'end' })).status).toBe(200);
    const listed = (await (await call('GET', '')).json()) as {
      data: { code: string; percentOff: number; status: string }[];
    };
    expect(listed.data).toMatchObject([{ code: 'API-15', percentOff: 30, status: 'ended' }]);
    const bruno15 = (await listSellerDiscounts(deps(), bruno)).discounts[0]!;
    expect((await call('PUT', `/${bruno15.id}`, terms)).status).toBe(404);
    expect((await call('POST', '/not-an-id/status', { status: 'pause' })).status).toBe(404);
    expect((await ctx.app.request('/api/v1/seller/discounts')).status).toBe(401);
  });
});
