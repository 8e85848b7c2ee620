import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../db/factories/index.ts';
import { totpLastSteps } from '../../db/schema/index.ts';
import { liveCookiesOf as cookiesOf, setUpTestApp, testOrigin } from '../setup/test-app-hooks.ts';
import { totp } from '../support/totp.ts';

/** Behind a reverse proxy at 10.0.0.2 (TRUSTED_PROXIES), so each request can come from its own address. */
const proxy = '10.0.0.2';
const ctx = setUpTestApp({ TRUSTED_PROXIES: proxy });

let clientNumber = 0;
const nextClient = () => `198.51.${Math.floor(++clientNumber / 250)}.${clientNumber % 250}`;
const post = (path: string, body: unknown, cookie = '') =>
  ctx.postJson(path, body, { cookie, 'x-forwarded-for': nextClient() }, proxy);
const hasSession = (res: Response) => cookiesOf(res).includes('session_token=');
const errorCode = async (res: Response) => ((await res.json()) as { code?: string }).code;

/** A user with TOTP turned on (enable, then confirm with the current code, as /profile does). */
async function withTotp(email: string, password: string) {
  const u = await createUser(ctx.database.db, { email, password });
  const signedIn = await post('/api/auth/sign-in/email', { email, password });
  expect(signedIn.status).toBe(200);
  const cookie = cookiesOf(signedIn);
  const enabled = await post('/api/auth/two-factor/enable', { password }, cookie);
  expect(enabled.status).toBe(200);
  const { totpURI } = (await enabled.json()) as { totpURI: string };
  const secret = new URL(totpURI).searchParams.get('secret') ?? '';
  const confirmationCode = totp(secret);
  const confirmed = await post('/api/auth/two-factor/verify-totp', { code: confirmationCode }, cookie);
  expect(confirmed.status).toBe(200);
  return { id: u.id, secret, confirmationCode };
}

/** The password step of a sign-in for a user with two-factor: the `two_factor` challenge cookie. */
async function challenge(email: string, password: string) {
  const res = await post('/api/auth/sign-in/email', { email, password });
  expect(res.status).toBe(200);
  expect(((await res.json()) as { twoFactorRedirect?: boolean }).twoFactorRedirect).toBe(true);
  expect(hasSession(res)).toBe(false);
  return cookiesOf(res);
}

describe('a TOTP code works once (ASVS 5.0 V6.5.1, V6.5.5)', () => {
  it('refuses at sign-in the code that confirmed two-factor, then takes the next one, once', async () => {
    const email = 'totp-rejeu@example.com';
    const password = 'Code-a-usage-unique-1';
    const { id, secret, confirmationCode } = await withTotp(email, password);
    const [recorded] = await ctx.database.db.select().from(totpLastSteps).where(eq(totpLastSteps.userId, id));
    expect(recorded?.step).toBeGreaterThan(0);

    // Still inside the plugin's ±1-step window, but already used: refused as a wrong code would be.
    const replayed = await post(
      '/api/auth/two-factor/verify-totp',
      { code: confirmationCode },
      await challenge(email, password),
    );
    expect(replayed.status).toBe(401);
    expect(await errorCode(replayed)).toBe('INVALID_CODE');
    expect(hasSession(replayed)).toBe(false);

    // The next step's code (the authenticator app's next one) opens the session.
    const next = totp(secret, Date.now() + 30_000);
    const accepted = await post('/api/auth/two-factor/verify-totp', { code: next }, await challenge(email, password));
    expect(accepted.status).toBe(200);
    expect(hasSession(accepted)).toBe(true);

    // And it cannot be used again, nor can an earlier one.
    for (const code of [next, totp(secret)]) {
      const again = await post('/api/auth/two-factor/verify-totp', { code }, await challenge(email, password));
      expect(again.status).toBe(401);
      expect(await errorCode(again)).toBe('INVALID_CODE');
      expect(hasSession(again)).toBe(false);
    }
  });

  it('lets only one of two sign-ins racing with the same code through', async () => {
    const email = 'totp-course@example.com';
    const password = 'Deux-onglets-un-code-1';
    const { secret } = await withTotp(email, password);
    const [first, second] = [await challenge(email, password), await challenge(email, password)];
    const code = totp(secret, Date.now() + 30_000);
    const answers = await Promise.all([
      post('/api/auth/two-factor/verify-totp', { code }, first),
      post('/api/auth/two-factor/verify-totp', { code }, second),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 401]);
  });

  it('holds for auth.api.verifyTOTP, as the account pages call it', async () => {
    const email = 'totp-api@example.com';
    const password = 'Par-les-pages-aussi-1';
    const { secret, confirmationCode } = await withTotp(email, password);
    const verify = (code: string, cookie: string) =>
      ctx.testApp.auth.api.verifyTOTP({ body: { code }, headers: new Headers({ cookie, origin: testOrigin }) });

    const refused = await verify(confirmationCode, await challenge(email, password)).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(APIError);
    expect((refused as APIError).statusCode).toBe(401);
    expect((refused as APIError).body?.code).toBe('INVALID_CODE');

    const next = totp(secret, Date.now() + 30_000);
    await expect(verify(next, await challenge(email, password))).resolves.toMatchObject({ token: expect.any(String) });
    await expect(verify(next, await challenge(email, password))).rejects.toBeInstanceOf(APIError);
  });
});
