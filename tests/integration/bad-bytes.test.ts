import { describe, expect, it } from 'vitest';
import { middleware as rootMiddleware } from '../../app/root.tsx';
import { createProduct, createUser } from '../../db/factories/index.ts';
import { paymentEvents, webhookDeliveries } from '../../db/schema/index.ts';
import { signatureHeader, signPayload } from '../../server/adapters/payments/sandbox/signature.ts';
import { pageContext } from '../setup/page-context.ts';
import { setUpTestApp, testOrigin } from '../setup/test-app-hooks.ts';

/*
 * The requests a tester found answered 500 (issue 17): NUL, lone surrogates and bytes that are not UTF-8 in a path, a
 * query or a body, a `null` body, signed webhooks of a shape nobody can read. Each is now a 4xx in the usual envelope
 * (or, for a genuine webhook, an acknowledgement), with the security headers; api-fuzz.test.ts walks every operation.
 */
const ctx = setUpTestApp({ ADMIN_REQUIRE_2FA: '0' });
const password = 'Des-octets-de-travers-1';

async function member(roles: 'admin'[] = []) {
  const email = `octets-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const user = await createUser(ctx.database.db, { email, password, roles });
  return { user, cookie: await ctx.signInCookies(email, password) };
}

/** The root route's middleware on a page request: resolves when the page may run, throws the answer otherwise. */
async function pageRequest(path: string, init?: RequestInit) {
  const { context } = await pageContext(ctx.testApp);
  const args = { request: new Request(`${testOrigin}${path}`, init), context, params: {}, unstable_pattern: '' };
  return rootMiddleware[0]!(args as never, async () => new Response());
}

async function expectInvalidRequest(res: Response, message = 'Paramètres invalides') {
  expect(res.status).toBe(400);
  expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(await res.json()).toMatchObject({ error: { code: 'invalid_request', message } });
}

describe('an address holding bytes no client means to send', () => {
  it.each([
    ['a NUL product slug', '/api/v1/products/%00'],
    ['a NUL inside a slug', '/api/v1/products/agent%00sdr/reviews'],
    ['an encoded lone surrogate in a path', '/api/v1/sellers/%ED%A0%80'],
    ['a byte that is not UTF-8', '/api/v1/products/%FF'],
    ['a NUL in the query', '/api/v1/products?q=%00'],
    ['an encoded lone surrogate in the query', '/api/v1/search/suggest?q=%ED%A0%80'],
    ['a vertical tab in the query', '/api/v1/products?category=%0B'],
    ['a media key that is not UTF-8', '/media/%ED%A0%80'],
  ])('answers %s with 400 invalid_request in the API envelope, security headers kept', async (_, path) => {
    await expectInvalidRequest(await ctx.app.request(path));
  });

  it('says so in the language asked for', async () => {
    await expectInvalidRequest(await ctx.app.request('/api/v1/products/%00?lang=en'), 'Invalid parameters');
    await expectInvalidRequest(
      await ctx.app.request('/api/v1/products/%00', { headers: { cookie: 'language=de' } }),
      'Ungültige Parameter',
    );
  });

  it('is, for a page, the not-found page before any loader runs (root middleware)', async () => {
    for (const path of [
      '/product/%00',
      '/market?q=%00',
      '/seller/%ED%A0%80',
      '/auth?redirectTo=%0B',
      '/pay/sandbox/%00',
    ]) {
      await expect(pageRequest(path), path).rejects.toMatchObject({ init: { status: 404 } });
    }
    await expect(pageRequest('/market?q=agent+sdr&page=2')).resolves.toBeUndefined();
  });
});

describe('a page form posting what PostgreSQL cannot store', () => {
  const post = (fields: Record<string, string>) =>
    pageRequest('/contact', { method: 'POST', body: new URLSearchParams(fields) });

  it('is refused with a 400 before the action runs (the contact form answered 500)', async () => {
    const form = { name: 'Ada', email: 'ada@example.com', subject: 'other', message: 'Bonjour, une question.' };
    for (const message of ['Bonjour\u0000', 'Bonjour \u000b']) {
      await expect(post({ ...form, message })).rejects.toMatchObject({
        data: { code: 'invalid_request' },
        init: { status: 400 },
      });
    }
    await expect(post(form)).resolves.toBeUndefined();
  });
});

describe('a JSON body holding what PostgreSQL cannot store, or no object at all', () => {
  it('refuses a body that is literally null, and an array, where an object is declared', async () => {
    const { cookie } = await member();
    for (const body of ['null', '[]']) {
      await expectInvalidRequest(await ctx.callJson('POST', '/api/v1/me/collections', cookie, body));
      await expectInvalidRequest(await ctx.callJson('PUT', '/api/v1/me/cart', cookie, body));
    }
  });

  it('refuses NUL and lone surrogates in a text the schema takes, and stores nothing', async () => {
    const { cookie } = await member();
    const product = await createProduct(ctx.database.db);
    for (const details of ['Un faux\u0000produit', 'Un faux \ud800 produit']) {
      const res = await ctx.callJson('POST', `/api/v1/products/${product.id}/reports`, cookie, {
        reason: 'scam',
        details,
      });
      await expectInvalidRequest(res);
    }
    for (const name of ['Sélection\u0000', '\udfff']) {
      await expectInvalidRequest(await ctx.callJson('POST', '/api/v1/me/collections', cookie, { name }));
    }
    const collections = await ctx.callJson('GET', '/api/v1/me/collections', cookie);
    expect(((await collections.json()) as { data: unknown[] }).data).toEqual([]);
  });

  it('refuses them in a body a handler reads itself (a role revoked with a reason)', async () => {
    const { cookie } = await member(['admin']);
    const { user } = await member();
    const res = await ctx.callJson('DELETE', `/api/v1/admin/users/${user.id}/roles/expert`, cookie, {
      reason: 'Fin\u0000',
    });
    await expectInvalidRequest(res);
    const ban = await ctx.callJson('POST', `/api/v1/admin/users/${user.id}/ban`, cookie, { reason: '\udfff x' });
    await expectInvalidRequest(ban);
  });

  it('refuses them on the account endpoints too (Better Auth): 400, not a database error', async () => {
    for (const [path, body] of [
      ['/api/auth/sign-in/email', { email: 'a\u0000@example.com', password }],
      ['/api/auth/sign-up/email', { email: 'b\u0000@example.com', password, name: 'Ada' }],
      ['/api/auth/request-password-reset', { email: 'c\u0000@example.com' }],
    ] as const) {
      const res = await ctx.postJson(path, body);
      expect(res.status, path).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'INVALID_INPUT' });
    }
  });
});

describe('a correctly signed webhook of a shape nobody can read', () => {
  const deliver = (body: string) =>
    ctx.app.request('/webhooks/sandbox', {
      method: 'POST',
      body,
      headers: {
        'content-type': 'application/json',
        [signatureHeader]: signPayload(ctx.testApp.deps.secret, body, new Date()),
      },
    });

  it.each([
    ['data: null', JSON.stringify({ id: 'evt_null', type: 'checkout.completed', created: 1, data: null })],
    ['an array', JSON.stringify([{ id: 'evt_array', type: 'checkout.completed', data: {} }])],
    ['no id', JSON.stringify({ type: 'checkout.completed', created: 1, data: {} })],
    ['a NUL in its text', JSON.stringify({ id: 'evt_nul', type: 'x.y', created: 1, data: { note: 'a\u0000b' } })],
  ])(
    'is acknowledged (200 unusable_event, so the provider stops sending it) and applied to nothing: %s',
    async (_, body) => {
      const db = ctx.database.db;
      const before = (await db.select().from(paymentEvents)).length;
      const res = await deliver(body);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ received: true, outcome: 'unusable_event' });
      expect((await db.select().from(paymentEvents)).length).toBe(before);
      const deliveries = await db.select().from(webhookDeliveries);
      expect(deliveries.at(-1)).toMatchObject({ provider: 'sandbox', statusCode: 200, outcome: 'unusable_event' });
    },
  );

  it('still refuses the same bodies unsigned: 400 invalid_signature', async () => {
    const res = await ctx.app.request('/webhooks/sandbox', {
      method: 'POST',
      body: 'null',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'invalid_signature' } });
  });
});
