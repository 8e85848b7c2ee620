import { APIError } from 'better-auth/api';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../db/factories/index.ts';
import { disabledAuthPaths } from '../../server/auth/create-auth.ts';
import { setUpTestApp, testOrigin } from '../setup/test-app-hooks.ts';

const ctx = setUpTestApp();

const request = (path: string, method: 'GET' | 'POST', body: unknown = {}, cookie = '') =>
  ctx.app.request(path, {
    method,
    headers: { 'content-type': 'application/json', origin: testOrigin, cookie },
    ...(method === 'POST' ? { body: JSON.stringify(body) } : {}),
  });

describe('Better Auth endpoints our pages never use are closed over HTTP (ASVS 5.0 V6.3.4)', () => {
  it('answers 404 on each, with or without a trailing slash, and for a signed-in user', async () => {
    await createUser(ctx.database.db, { email: 'closed@example.com', password: 'Portes-fermees-2026' });
    const signIn = await request('/api/auth/sign-in/email', 'POST', {
      email: 'closed@example.com',
      password: 'Portes-fermees-2026',
    });
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const body = {
      email: 'closed@example.com',
      otp: '123456',
      type: 'sign-in',
      password: 'password123',
      newPassword: 'password123',
      phoneNumber: '+33611223344',
      code: '123456',
      userId: '00000000-0000-0000-0000-000000000000',
    };
    const answers: Record<string, number> = {};
    for (const path of [
      '/email-otp/verify-email',
      '/email-otp/reset-password',
      '/forget-password/email-otp',
      '/phone-number/reset-password',
      '/phone-number/request-password-reset',
      '/email-otp/check-verification-otp',
      '/admin/impersonate-user',
      '/admin/set-user-password',
      '/two-factor/verify-otp',
    ]) {
      answers[path] = (await request(`/api/auth${path}`, 'POST', body, cookie)).status;
      answers[`${path}/`] = (await request(`/api/auth${path}/`, 'POST', body)).status;
    }
    expect(answers).toEqual(Object.fromEntries(Object.keys(answers).map((path) => [path, 404])));
    for (const path of disabledAuthPaths) {
      const method =
        path === '/admin/list-users' || path === '/admin/get-user' || path.endsWith('/callback') ? 'GET' : 'POST';
      expect({ path, status: (await request(`/api/auth${path}`, method, body, cookie)).status }).toEqual({
        path,
        status: 404,
      });
    }
  });

  it('keeps the endpoints the pages and API clients use, and leaves server-side calls alone', async () => {
    expect(
      (await request('/api/auth/sign-in/email', 'POST', { email: 'x@example.com', password: 'nope-nope' })).status,
    ).toBe(401);
    expect((await request('/api/auth/get-session', 'GET')).status).toBe(200);
    // disabledPaths is checked by Better Auth's HTTP router only: `auth.api.*` reaches the endpoint (here it checks
    // the code and refuses it, instead of answering 404).
    const call = ctx.testApp.auth.api.checkVerificationOTP({
      body: { email: 'closed@example.com', type: 'sign-in', otp: '123456' },
    });
    await expect(call).rejects.toBeInstanceOf(APIError);
    await expect(call).rejects.toMatchObject({ statusCode: 400 });
  });
});
