import { describe, expect, it } from 'vitest';
import { createSeller, createUser } from '../../db/factories/index.ts';
import { setUpTestApp, testOrigin } from '../setup/test-app-hooks.ts';

/*
 * Answers the API gives since its routes declare their requests (decision 0030): the media type is checked before the
 * body, a request's headers before what the use case decides, and a query parameter given blank is a value.
 */
const ctx = setUpTestApp();
const password = 'Des-bords-bien-nets-1';

async function signedIn(options: { emailVerified?: boolean; roles?: 'expert'[] } = {}) {
  const email = `bord-${crypto.randomUUID().slice(0, 8)}@test.deploia.example`;
  const user = await createUser(ctx.database.db, { email, password, ...options });
  return { cookie: await ctx.signInCookies(email, password), userId: user.id };
}

const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string } }).error;

describe('the API at the edges of a request', () => {
  it('refuses a body that is not JSON where JSON is declared: 415 unsupported_media_type, nothing added', async () => {
    const { cookie } = await signedIn();
    const res = await ctx.app.request('/api/v1/me/cart', {
      method: 'PUT',
      headers: { origin: testOrigin, cookie, 'content-type': 'text/plain' },
      body: JSON.stringify({ items: [] }),
    });
    expect(res.status).toBe(415);
    expect(await errorOf(res)).toMatchObject({ code: 'unsupported_media_type' });
    const cart = await ctx.callJson('GET', '/api/v1/me/cart', cookie);
    expect(((await cart.json()) as { data: { items: unknown[] } }).data.items).toEqual([]);
  });

  it('checks the Idempotency-Key of a checkout before the account: 400 without it, 403 for an unverified address with it', async () => {
    const { cookie } = await signedIn({ emailVerified: false });
    const body = {
      lines: [{ productId: crypto.randomUUID(), quantity: 1 }],
      country: 'FR',
      provider: 'sandbox',
      billingName: 'Ada Lovelace',
      acceptTerms: true,
      waiveWithdrawal: true,
    };
    const withoutKey = await ctx.callJson('POST', '/api/v1/checkout', cookie, body);
    expect(withoutKey.status).toBe(400);
    expect(await errorOf(withoutKey)).toMatchObject({ code: 'invalid_request' });
    const withKey = await ctx.callJson('POST', '/api/v1/checkout', cookie, body, { 'idempotency-key': 'bord-0001' });
    expect(withKey.status).toBe(403);
    expect(await errorOf(withKey)).toMatchObject({ code: 'email_not_verified' });
  });

  // Issue 17: `quantity: "1"` was accepted although the document says integer.
  it('refuses a number sent as a string in a JSON body', async () => {
    const { cookie } = await signedIn();
    const res = await ctx.callJson(
      'POST',
      '/api/v1/checkout',
      cookie,
      {
        lines: [{ productId: crypto.randomUUID(), quantity: '1' }],
        country: 'FR',
        provider: 'sandbox',
        billingName: 'Ada Lovelace',
        acceptTerms: true,
        waiveWithdrawal: true,
      },
      { 'idempotency-key': 'bord-0002' },
    );
    expect(res.status).toBe(400);
    expect(JSON.stringify(await errorOf(res))).toContain('quantity_invalid');
  });

  it('reads a blank query parameter as absent, whatever the method (a blank sellerId is one’s own library)', async () => {
    const { cookie, userId } = await signedIn({ roles: ['expert'] });
    await createSeller(ctx.database.db, { userId });
    expect((await ctx.callJson('GET', '/api/v1/seller/assets?sellerId=', cookie)).status).toBe(200);
    const missing = await ctx.callJson('DELETE', `/api/v1/seller/assets/${crypto.randomUUID()}?sellerId=`, cookie);
    expect(missing.status).toBe(404);
    expect(await errorOf(missing)).toMatchObject({ code: 'asset_not_found' });
    const upload = await ctx.app.request('/api/v1/seller/assets?sellerId=&kind=', {
      method: 'POST',
      headers: { origin: testOrigin, cookie, 'content-type': 'application/octet-stream', 'x-file-name': 'notes.txt' },
      body: new TextEncoder().encode('Des notes en texte brut.\n'),
    });
    expect(upload.status).toBe(201);
    // A value that is there must still be right.
    expect((await ctx.callJson('GET', '/api/v1/seller/assets?sellerId=nope', cookie)).status).toBe(400);
  });
});
