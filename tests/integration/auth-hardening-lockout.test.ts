import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../db/factories/index.ts';
import { emailOutbox } from '../../db/schema/index.ts';
import { setUpTestApp } from '../setup/test-app-hooks.ts';

const proxy = '10.0.0.2';
/** Behind a reverse proxy at 10.0.0.2 (TRUSTED_PROXIES): X-Forwarded-For names distinct clients. */
const ctx = setUpTestApp({ TRUSTED_PROXIES: proxy });

let clientNumber = 0;
const nextClient = () => `198.51.${Math.floor(++clientNumber / 250)}.${clientNumber % 250}`;
const post = (path: string, body: unknown, client: string) =>
  ctx.postJson(path, body, { 'x-forwarded-for': client }, proxy);
const hasSession = (res: Response) =>
  res.headers
    .getSetCookie()
    .some((c) => c.startsWith('deploia.session_token=') && !c.startsWith('deploia.session_token=;'));

/** An attacker fails the account's password from many addresses until it is locked. */
async function lock(email: string) {
  for (let attempt = 0; attempt < 11; attempt++) {
    await post('/api/auth/sign-in/email', { email, password: `mauvais-${attempt}` }, nextClient());
  }
}

describe('an account locked by an attacker (decision 0011, ASVS 5.0 V6.1.1)', () => {
  it('is locked for its owner too, by password and by e-mailed code', async () => {
    await createUser(ctx.database.db, { email: 'verrou@example.com', password: 'Le-bon-secret-2026' });
    await lock('verrou@example.com');
    const owner = '203.0.113.50';
    expect(
      (await post('/api/auth/sign-in/email', { email: 'verrou@example.com', password: 'Le-bon-secret-2026' }, owner))
        .status,
    ).toBe(429);
    expect(
      (await post('/api/auth/sign-in/email-otp', { email: 'verrou@example.com', otp: '123456' }, owner)).status,
    ).toBe(429);
  });

  it('lets the owner in with the e-mailed reset link, from the address that used it, while the attacker stays locked out', async () => {
    await createUser(ctx.database.db, { email: 'owner@example.com', password: 'Ancien-secret-2026' });
    await lock('owner@example.com');
    const owner = '203.0.113.60';
    expect((await post('/api/auth/request-password-reset', { email: 'owner@example.com' }, owner)).status).toBe(200);
    await ctx.testApp.jobs.settled();
    const [mail] = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, 'owner@example.com'))
      .orderBy(desc(emailOutbox.createdAt));
    const token = mail?.text.match(/\/reset-password\?token=([\w-]+)/)?.[1];
    expect(token).toBeTruthy();
    expect((await post('/api/auth/reset-password', { token, newPassword: 'Nouveau-secret-2026' }, owner)).status).toBe(
      200,
    );

    // The owner signs in from the address that used the link, though the account's bucket is still full.
    const signIn = await post(
      '/api/auth/sign-in/email',
      { email: 'owner@example.com', password: 'Nouveau-secret-2026' },
      owner,
    );
    expect(signIn.status).toBe(200);
    expect(hasSession(signIn)).toBe(true);

    // Everyone else is still locked out of the account, even with the right password.
    expect(
      (
        await post(
          '/api/auth/sign-in/email',
          { email: 'owner@example.com', password: 'Nouveau-secret-2026' },
          nextClient(),
        )
      ).status,
    ).toBe(429);
    // And the owner's own bucket still has a limit.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt++) {
      statuses.push(
        (await post('/api/auth/sign-in/email', { email: 'owner@example.com', password: `faux-${attempt}` }, owner))
          .status,
      );
    }
    expect(statuses.slice(0, 9).every((status) => status === 401)).toBe(true);
    expect(statuses[9]).toBe(429);
  });

  it('grants nothing for a link that does not work', async () => {
    await createUser(ctx.database.db, { email: 'rien@example.com', password: 'Rien-a-signaler-2026' });
    await lock('rien@example.com');
    const client = '203.0.113.70';
    expect(
      (await post('/api/auth/reset-password', { token: 'pas-un-jeton', newPassword: 'Xy-nouveau-2026' }, client))
        .status,
    ).toBe(400);
    expect(
      (await post('/api/auth/sign-in/email', { email: 'rien@example.com', password: 'Rien-a-signaler-2026' }, client))
        .status,
    ).toBe(429);
  });
});
