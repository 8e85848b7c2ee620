import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../db/factories/index.ts';
import { emailOutbox } from '../../db/schema/index.ts';
import { type AppCalls, setUpTestApp } from '../setup/test-app-hooks.ts';

const proxy = '10.0.0.2';
/** Behind a reverse proxy at 10.0.0.2 (TRUSTED_PROXIES): X-Forwarded-For names distinct clients. */
const proxied = setUpTestApp({ TRUSTED_PROXIES: proxy });
/** Reached directly (no TRUSTED_PROXIES, the default): X-Forwarded-For is the client's own claim. */
const direct = proxied.withApp();

/** A POST as it reaches the app: `peer` is the socket's remote address, `forwardedFor` the header as received. */
const post = (app: AppCalls, path: string, body: unknown, peer: string, forwardedFor?: string) =>
  app.postJson(
    path,
    body,
    { cookie: 'language=en', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    peer,
  );

let clientNumber = 0;
/** A new client address for each request, as a botnet (or a forged header) would give. */
const nextClient = () => `198.51.${Math.floor(++clientNumber / 250)}.${clientNumber % 250}`;

async function expectRateLimited(res: Response) {
  expect(res.status).toBe(429);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  const body = (await res.json()) as { error: { code: string; message: string } };
  expect(body.error).toEqual({
    code: 'rate_limited',
    message: 'Too many attempts. Please wait a few minutes before trying again.',
  });
}

describe('password guessing on /api/auth/sign-in/email', () => {
  it('locks the account after 10 wrong passwords from 50 different addresses, the right one included', async () => {
    await createUser(proxied.database.db, { email: 'cible@example.com', password: 'Le-bon-mot-de-passe-1' });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 50; attempt++) {
      const res = await post(
        proxied,
        '/api/auth/sign-in/email',
        { email: 'cible@example.com', password: `mauvais-${attempt}` },
        proxy,
        nextClient(),
      );
      statuses.push(res.status);
      if (attempt === 49) await expectRateLimited(res);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10).every((status) => status === 429)).toBe(true);

    const right = await post(
      proxied,
      '/api/auth/sign-in/email',
      { email: 'CIBLE@example.com', password: 'Le-bon-mot-de-passe-1' },
      proxy,
      nextClient(),
    );
    await expectRateLimited(right);
    expect(right.headers.getSetCookie().some((c) => c.startsWith('deploia.session_token='))).toBe(false);

    // Only that account is locked: another one signs in from the same kind of address.
    await createUser(proxied.database.db, { email: 'voisin@example.com', password: 'Le-voisin-tranquille-1' });
    const neighbour = await post(
      proxied,
      '/api/auth/sign-in/email',
      { email: 'voisin@example.com', password: 'Le-voisin-tranquille-1' },
      proxy,
      nextClient(),
    );
    expect(neighbour.status).toBe(200);
  });

  it('locks a phone-number sign-in the same way', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      const res = await post(
        proxied,
        '/api/auth/sign-in/phone-number',
        { phoneNumber: '+33611223344', password: `mauvais-${attempt}` },
        proxy,
        nextClient(),
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('ignores a forged X-Forwarded-For when no proxy is trusted: the socket address is the client', async () => {
    const statuses: number[] = [];
    // Different accounts, so only the per-address limit (100 in 15 minutes) can stop this run.
    for (let attempt = 0; attempt < 102; attempt++) {
      const res = await post(
        direct,
        '/api/auth/sign-in/email',
        { email: `inconnu-${attempt}@example.com`, password: 'pas-le-bon-du-tout' },
        '203.0.113.9',
        nextClient(),
      );
      statuses.push(res.status);
      if (attempt === 101) await expectRateLimited(res);
    }
    expect(statuses.slice(0, 100)).toEqual(Array(100).fill(401));
    expect(statuses.slice(100)).toEqual([429, 429]);
    // Another client (socket) is not affected.
    const other = await post(
      direct,
      '/api/auth/sign-in/email',
      { email: 'inconnu-0@example.com', password: 'pas-le-bon-du-tout' },
      '203.0.113.10',
      '203.0.113.9',
    );
    expect(other.status).toBe(401);
  });

  // Issue 17: Better Auth's own rule (10 sign-ins per address in 15 minutes) locked out everyone behind a shared
  // address (an office, a school) after a few typos; the designed limits count per account and per address (100).
  it('lets the people behind one shared address sign in, typos included', async () => {
    const office = '192.0.2.44';
    for (let person = 0; person < 12; person++) {
      const email = `collegue-${person}@example.com`;
      await createUser(proxied.database.db, { email, password: 'Le-mot-de-passe-du-bureau-1' });
      const typo = await post(
        direct,
        '/api/auth/sign-in/email',
        { email, password: 'Le-mot-de-passe-du-bureau' },
        office,
      );
      expect(typo.status).toBe(401);
      const right = await post(
        direct,
        '/api/auth/sign-in/email',
        { email, password: 'Le-mot-de-passe-du-bureau-1' },
        office,
      );
      expect(right.status).toBe(200);
    }
  });
});

describe('floods of sign-ups and reset requests', () => {
  it('stops repeated sign-ups for one address whatever the client addresses, mailing its owner a few times only', async () => {
    await createUser(proxied.database.db, { email: 'deja@example.com', password: 'Deja-inscrit-2026' });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 20; attempt++) {
      const res = await post(
        proxied,
        '/api/auth/sign-up/email',
        { name: 'Intrus', email: 'deja@example.com', password: `Un-mot-de-passe-${attempt}` },
        proxy,
        nextClient(),
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 5)).toEqual(Array(5).fill(200));
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
    await proxied.testApp.jobs.settled();
    const mails = await proxied.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'deja@example.com'));
    expect(mails.map((m) => m.template)).toEqual(Array(5).fill('sign-up-attempt'));
  });

  it('stops sign-ups of many addresses from one client', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 22; attempt++) {
      const res = await post(
        direct,
        '/api/auth/sign-up/email',
        { name: 'Robot', email: `robot-${attempt}@example.com`, password: 'Un-robot-bien-poli' },
        '203.0.113.20',
        nextClient(),
      );
      statuses.push(res.status);
    }
    // 20 an hour from one address (core/accounts/auth-rate-limits.ts).
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(statuses.slice(20)).toEqual([429, 429]);
  });

  it('stops repeated reset requests for one address, sending at most 3 links', async () => {
    await createUser(proxied.database.db, { email: 'oubli@example.com', password: 'Memoire-de-poisson-1' });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt++) {
      const res = await post(
        proxied,
        '/api/auth/request-password-reset',
        { email: 'oubli@example.com', redirectTo: '/reset-password' },
        proxy,
        nextClient(),
      );
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(statuses.slice(3).every((status) => status === 429)).toBe(true);
    await proxied.testApp.jobs.settled();
    const mails = await proxied.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'oubli@example.com'));
    expect(mails.map((m) => m.template)).toEqual(['reset-password', 'reset-password', 'reset-password']);
  });
});
