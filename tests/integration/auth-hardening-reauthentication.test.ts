import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { action as profileAction } from '../../app/routes/account/profile.tsx';
import { profileActions } from '../../app/routes/account/profile-actions.server.ts';
import { createUser } from '../../db/factories/index.ts';
import { emailOutbox, session, smsOutbox, user } from '../../db/schema/index.ts';
import { answerOf, pageContext, postFrom } from '../setup/page-context.ts';
import { setUpTestApp, testOrigin } from '../setup/test-app-hooks.ts';

const ctx = setUpTestApp();

const post = (path: string, body: unknown, cookie = '') => ctx.postJson(path, body, { cookie });

/** A signed-in user: the session cookie, and the /profile action's input for it. */
async function signedIn(email: string, password: string) {
  const u = await createUser(ctx.database.db, { email, password });
  const cookie = await ctx.signInCookies(email, password);
  return { id: u.id, cookie, input: await postFrom(ctx.testApp, '/profile', cookie) };
}
const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};
const textsTo = (phoneNumber: string) => ctx.database.db.select().from(smsOutbox).where(eq(smsOutbox.to, phoneNumber));

describe('a stolen session cannot add a phone number (ASVS 5.0 V7.5.1)', () => {
  it('asks /profile for the current password before sending the code', async () => {
    const member = await signedIn('tel-mdp@example.com', 'Mot-de-passe-du-tel-1');
    const phoneNumber = '+33611000101';

    const missing = answerOf(await profileActions['add-phone']({ ...member.input, form: formOf({ phoneNumber }) }));
    expect(missing).toMatchObject({ status: 400, data: { intent: 'add-phone', ok: false } });
    expect(Object.keys((missing.data as { fieldErrors: object }).fieldErrors)).toEqual(['password']);

    const wrong = answerOf(
      await profileActions['add-phone']({ ...member.input, form: formOf({ phoneNumber, password: 'pas le bon' }) }),
    );
    expect(wrong).toMatchObject({
      status: 400,
      data: { intent: 'add-phone', ok: false, fieldErrors: { password: 'password_incorrect' } },
    });
    expect(await textsTo(phoneNumber)).toEqual([]);

    const right = answerOf(
      await profileActions['add-phone']({
        ...member.input,
        form: formOf({ phoneNumber, password: 'Mot-de-passe-du-tel-1' }),
      }),
    );
    expect(right).toMatchObject({ status: 200, data: { intent: 'add-phone', ok: true, phoneNumber } });
    const [sms] = await textsTo(phoneNumber);
    const code = sms?.text.match(/\d{6}/)?.[0] ?? '';
    const verified = answerOf(
      await profileActions['verify-phone']({ ...member.input, form: formOf({ phoneNumber, code }) }),
    );
    expect(verified.data).toMatchObject({ intent: 'verify-phone', ok: true });
    const [row] = await ctx.database.db.select().from(user).where(eq(user.id, member.id));
    expect(row).toMatchObject({ phoneNumber, phoneNumberVerified: true });
  });

  it('answers 404 to /api/auth/phone-number/send-otp, so that the page cannot be gone around', async () => {
    const member = await signedIn('tel-http@example.com', 'Pas-par-le-http-1');
    const res = await post('/api/auth/phone-number/send-otp', { phoneNumber: '+33611000102' }, member.cookie);
    expect(res.status).toBe(404);
    expect(await textsTo('+33611000102')).toEqual([]);
  });
});

describe('a stolen session cannot change the e-mail address (ASVS 5.0 V7.5.1)', () => {
  it('answers 404 to /api/auth/change-email, sending nothing', async () => {
    const member = await signedIn('adresse-http@example.com', 'Adresse-par-http-1');
    const res = await post(
      '/api/auth/change-email',
      { newEmail: 'attaquant@example.com', callbackURL: '/profile' },
      member.cookie,
    );
    expect(res.status).toBe(404);
    await ctx.testApp.jobs.settled();
    expect(
      await ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'adresse-http@example.com')),
    ).toEqual([]);
    const [row] = await ctx.database.db.select().from(user).where(eq(user.id, member.id));
    expect(row?.email).toBe('adresse-http@example.com');
  });

  it('still changes it from /profile after the password', async () => {
    const member = await signedIn('adresse-page@example.com', 'Adresse-par-la-page-1');
    const answer = answerOf(
      await profileActions['change-email']({
        ...member.input,
        form: formOf({ newEmail: 'adresse-nouvelle@example.com', password: 'Adresse-par-la-page-1' }),
      }),
    );
    expect(answer.data).toMatchObject({ intent: 'change-email', ok: true, newEmail: 'adresse-nouvelle@example.com' });
    await ctx.testApp.jobs.settled();
    const mails = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, 'adresse-page@example.com'));
    expect(mails.map((m) => m.template)).toEqual(['change-email']);
  });
});

describe('re-authentication gives the session a new token (ASVS 5.0 V7.2.4)', () => {
  /** /profile's action, as the page's form posts it. */
  async function postProfile(cookie: string, fields: Record<string, string>) {
    const request = new Request(`${testOrigin}/profile`, {
      method: 'POST',
      headers: { cookie, origin: testOrigin, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields),
    });
    const { context } = await pageContext(ctx.testApp, request.headers);
    return answerOf(await profileAction({ request, context, url: new URL(request.url), params: {} } as never));
  }
  const sessionCookieOf = (headers: Headers) =>
    headers
      .getSetCookie()
      .map((c) => c.split(';')[0] ?? '')
      .find((c) => c.startsWith('deploia.session_token='));

  it('ends the previous token once the password is checked, keeping the session itself', async () => {
    const password = 'Un-jeton-neuf-1';
    const member = await signedIn('jeton-neuf@example.com', password);
    const [before] = await ctx.database.db.select().from(session).where(eq(session.userId, member.id));

    // A wrong password changes nothing.
    const wrong = await postProfile(member.cookie, {
      intent: 'change-email',
      newEmail: 'ailleurs@example.com',
      password: 'pas le bon',
    });
    expect(wrong.status).toBe(400);
    expect(sessionCookieOf(wrong.headers)).toBeUndefined();
    expect((await ctx.callJson('GET', '/api/v1/me', member.cookie)).status).toBe(200);

    const right = await postProfile(member.cookie, {
      intent: 'change-email',
      newEmail: 'ailleurs@example.com',
      password,
    });
    expect(right.data).toMatchObject({ intent: 'change-email', ok: true });
    const renewed = sessionCookieOf(right.headers);
    expect(renewed).toBeDefined();
    expect(right.headers.getSetCookie().find((c) => c.startsWith('deploia.session_token='))).toMatch(
      /Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax/,
    );
    expect((await ctx.callJson('GET', '/api/v1/me', member.cookie)).status).toBe(401);
    expect((await ctx.callJson('GET', '/api/v1/me', renewed ?? '')).status).toBe(200);
    const [after] = await ctx.database.db.select().from(session).where(eq(session.userId, member.id));
    expect(after).toMatchObject({ id: before?.id, aal: before?.aal, signedInAt: before?.signedInAt });
    expect(after?.token).not.toBe(before?.token);
  });
});
