import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../db/factories/index.ts';
import { session, smsOutbox, user } from '../../db/schema/index.ts';
import { setUpTestApp } from '../setup/test-app-hooks.ts';

const proxy = '10.0.0.2';
/** Behind a reverse proxy at 10.0.0.2 (TRUSTED_PROXIES), so that X-Forwarded-For names distinct clients. */
const ctx = setUpTestApp({ TRUSTED_PROXIES: proxy });

let clientNumber = 0;
/** A new client address for each request, as a botnet would give. */
const nextClient = () => `198.51.${Math.floor(++clientNumber / 250)}.${clientNumber % 250}`;

const post = (path: string, body: unknown, cookie = '', client = nextClient()) =>
  ctx.postJson(path, body, { cookie, 'x-forwarded-for': client }, proxy);
const sendCode = (phoneNumber: string, cookie: string, client = nextClient()) =>
  ctx.sendPhoneCode(phoneNumber, { cookie, 'x-forwarded-for': client });
const sessionCookie = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c?.startsWith('deploia.session_token=') && c !== 'deploia.session_token=') ?? '';
const lastCode = async (to: string) => {
  const [sms] = await ctx.database.db
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.to, to))
    .orderBy(desc(smsOutbox.createdAt))
    .limit(1);
  return sms?.text.match(/\d{6}/)?.[0] ?? '';
};
const sessionsOf = async (userId: string) =>
  ctx.database.db.select({ id: session.id }).from(session).where(eq(session.userId, userId));

/** A user signed in with the password, with two-factor off at that time; returns the session cookie. */
async function signedIn(email: string, password: string) {
  const u = await createUser(ctx.database.db, { email, password });
  const res = await post('/api/auth/sign-in/email', { email, password });
  expect(res.status).toBe(200);
  return { id: u.id, cookie: sessionCookie(res) };
}

describe('an SMS code is never a way in on its own (ASVS 5.0 V6.3.4, V6.6.1)', () => {
  it('opens no session for the owner of the number, with or without a session of its own, even with two-factor', async () => {
    const owner = await signedIn('sms-owner@example.com', 'Numero-et-deux-facteurs-1');
    const phoneNumber = '+33611000001';
    // A code for the number (the attacker's own phone, registered with a stolen session, say).
    expect(await sendCode(phoneNumber, owner.cookie)).toBe(200);
    const code = await lastCode(phoneNumber);
    expect(code).toMatch(/^\d{6}$/);
    await ctx.database.db
      .update(user)
      .set({ phoneNumber, phoneNumberVerified: true, twoFactorEnabled: true })
      .where(eq(user.id, owner.id));
    const before = (await sessionsOf(owner.id)).length;

    // Without a session: refused before the code is even looked at.
    for (const body of [
      { phoneNumber, code },
      { phoneNumber, code, disableSession: false },
      { phoneNumber, code, updatePhoneNumber: false },
    ]) {
      const res = await post('/api/auth/phone-number/verify', body);
      expect(res.status).toBe(401);
      expect(sessionCookie(res)).toBe('');
    }
    expect(await sessionsOf(owner.id)).toHaveLength(before);

    // With a session (someone else's): the number already belongs to an account, and no session is created.
    const other = await signedIn('sms-other@example.com', 'Un-autre-compte-2026');
    const res = await post('/api/auth/phone-number/verify', { phoneNumber, code }, other.cookie);
    expect(res.status).toBe(400);
    expect(sessionCookie(res)).toBe('');
    expect(await sessionsOf(owner.id)).toHaveLength(before);
  });

  it('asks an account with two-factor for its second factor after a phone number and password', async () => {
    const u = await createUser(ctx.database.db, { email: 'sms-2fa@example.com', password: 'Telephone-puis-totp-1' });
    await ctx.database.db
      .update(user)
      .set({ phoneNumber: '+33611000002', phoneNumberVerified: true, twoFactorEnabled: true })
      .where(eq(user.id, u.id));
    const res = await post('/api/auth/sign-in/phone-number', {
      phoneNumber: '+33611000002',
      password: 'Telephone-puis-totp-1',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ twoFactorRedirect: true });
    expect(sessionCookie(res)).toBe('');
    expect(res.headers.getSetCookie().some((c) => c.startsWith('deploia.two_factor='))).toBe(true);
    expect(await sessionsOf(u.id)).toEqual([]);
  });

  it('still proves a number for the signed-in user who adds it', async () => {
    const member = await signedIn('sms-add@example.com', 'Ajouter-un-numero-1');
    const phoneNumber = '+33611000003';
    expect(await sendCode(phoneNumber, member.cookie)).toBe(200);
    const res = await post(
      '/api/auth/phone-number/verify',
      { phoneNumber, code: await lastCode(phoneNumber) },
      member.cookie,
    );
    expect(res.status).toBe(200);
    const [row] = await ctx.database.db.select().from(user).where(eq(user.id, member.id));
    expect(row).toMatchObject({ phoneNumber, phoneNumberVerified: true });
    // The existing session is kept; none is added.
    expect(await sessionsOf(member.id)).toHaveLength(1);
  });
});

describe('SMS code limits per phone number (ASVS 5.0 V6.6.3)', () => {
  it('stops code guesses on one number after 10, whatever the client addresses', async () => {
    const member = await signedIn('sms-guess@example.com', 'Deviner-un-code-sms-1');
    const phoneNumber = '+33611000004';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      if (attempt % 4 === 0) await sendCode(phoneNumber, member.cookie);
      const res = await post('/api/auth/phone-number/verify', { phoneNumber, code: '000000' }, member.cookie);
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 10).every((status) => status !== 429)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('sends at most 3 codes to one number in 15 minutes, whatever the client addresses', async () => {
    const member = await signedIn('sms-flood@example.com', 'Inonder-un-numero-1');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      statuses.push(await sendCode('+33611000005', member.cookie));
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect(await ctx.database.db.select().from(smsOutbox).where(eq(smsOutbox.to, '+33611000005'))).toHaveLength(3);
  });
});
