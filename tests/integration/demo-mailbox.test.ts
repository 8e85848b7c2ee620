import { describe, expect, it } from 'vitest';
import { loader as ownMailbox } from '../../app/routes/account/mailbox.tsx';
import { action as signUp } from '../../app/routes/auth/sign-up.tsx';
import type { OutboxPage } from '../../core/admin/list-outbox.ts';
import { answerOf, pageContext, routeArgs } from '../setup/page-context.ts';
import { setUpTestApp, testOrigin } from '../setup/test-app-hooks.ts';

const ctx = setUpTestApp();

// Issue 17: in demo mode (mail kept in the outbox) a newcomer could only finish signing up through /admin/mailbox.
describe('a newcomer in demo mode', () => {
  it('signs up, is told where the mail goes, signs in and finds the verification link in /mailbox', async () => {
    const email = 'nouvelle@example.com';
    const password = 'Une-arrivee-sans-facteur-1';
    const form = new URLSearchParams({ name: 'Nouvelle', email, password, terms: 'on' });
    const args = await routeArgs(ctx.testApp, '/signup', null, {
      init: { method: 'POST', body: form, headers: { origin: testOrigin } },
    });
    const sent = answerOf<{ ok: boolean; demoMailbox?: boolean }>(await signUp(args));
    expect(sent.data).toMatchObject({ ok: true, demoMailbox: true });
    await ctx.testApp.jobs.settled();

    const cookie = await ctx.signInCookies(email, password);
    const { context, viewer } = await pageContext(ctx.testApp, new Headers({ cookie }));
    expect(viewer?.email).toBe(email);
    const mailbox = answerOf<{ page: OutboxPage }>(
      await ownMailbox({ url: new URL('/mailbox', testOrigin), context } as never),
    );
    const [verification] = mailbox.data.page.data;
    expect(mailbox.data.page.data.every((message) => message.to === email)).toBe(true);
    expect(verification?.template).toBe('verify-email');
    expect(verification?.text).toMatch(/https?:\/\/\S+verify-email\S*token=/);
  });
});
