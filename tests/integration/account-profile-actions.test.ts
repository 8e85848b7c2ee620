import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import AccountDeletedPage from '../../app/routes/account/deleted.tsx';
import { profileActions } from '../../app/routes/account/profile-actions.server.ts';
import { createUser } from '../../db/factories/index.ts';
import { profiles, user } from '../../db/schema/index.ts';
import { answerOf, postFrom } from '../setup/page-context.ts';
import { setUpTestApp } from '../setup/test-app-hooks.ts';
import { renderPage } from '../support/render-page.tsx';

const ctx = setUpTestApp();

async function signedIn(email: string, password: string) {
  await createUser(ctx.database.db, { email, password });
  return postFrom(ctx.testApp, '/profile', await ctx.signInCookies(email, password));
}
const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

describe('profile actions', () => {
  it('puts a wrong password under the password field of the forms that ask for it', async () => {
    const input = await signedIn('mauvais-mdp@example.com', 'Le-vrai-mot-de-passe-1');
    const wrong = { password: 'pas le bon du tout' };
    for (const [intent, extra] of [
      ['delete-account', { confirm: 'on' }],
      ['change-email', { newEmail: 'ailleurs@example.com' }],
      ['enable-2fa', {}],
    ] as const) {
      const answer = answerOf(await profileActions[intent]({ ...input, form: formOf({ ...wrong, ...extra }) }));
      expect(answer, intent).toMatchObject({
        status: 400,
        data: { intent, ok: false, fieldErrors: { password: 'password_incorrect' } },
      });
    }
    const [u] = await ctx.database.db.select().from(user).where(eq(user.id, input.viewer.userId));
    expect(u).toMatchObject({ email: 'mauvais-mdp@example.com', banned: false, twoFactorEnabled: false });
  });

  it('ends a deletion on a page saying the account was deleted, signed out', async () => {
    const input = await signedIn('a-supprimer@example.com', 'Supprimer-mon-compte-1');
    const answer = await profileActions['delete-account']({
      ...input,
      form: formOf({ password: 'Supprimer-mon-compte-1', confirm: 'on' }),
    });
    const res = answer as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/account-deleted');
    expect(res.headers.get('set-cookie')).toMatch(/session_token=;/);
    const html = renderPage('/account-deleted', AccountDeletedPage, {});
    expect(html).toContain('<h1 class="text-3xl font-bold">Votre compte a été supprimé</h1>');
    expect(html).toContain('href="/market"');
  });

  it('switches the interface to a new preferred language with a new document', async () => {
    const input = await signedIn('langue@example.com', 'Changer-de-langue-1');
    const answer = await profileActions['update-profile']({
      ...input,
      form: formOf({ displayName: 'Nouvelle Langue', locale: 'de' }),
    });
    expect(answer).toBeInstanceOf(Response);
    const res = answer as Response;
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/profile?saved=profile#identity');
    // React Router's marker for a full document load rather than a client-side navigation.
    expect(res.headers.get('x-remix-reload-document')).toBe('true');
    expect(res.headers.get('set-cookie')).toMatch(/^language=de;/);
    const [profile] = await ctx.database.db.select().from(profiles).where(eq(profiles.id, input.viewer.userId));
    expect(profile).toMatchObject({ displayName: 'Nouvelle Langue', locale: 'de' });

    // The same language (French, the context's): the answer stays on the page.
    const same = answerOf(
      await profileActions['update-profile']({ ...input, form: formOf({ displayName: 'Même Langue', locale: 'fr' }) }),
    );
    expect(same.data).toMatchObject({ intent: 'update-profile', ok: true });
  });
});
