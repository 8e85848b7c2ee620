import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../db/factories/index.ts';
import { emailOutbox, profiles, session, user } from '../../db/schema/index.ts';
import { setUpTestApp } from '../setup/test-app-hooks.ts';

const ctx = setUpTestApp();

const signUp = (email: string, cookie = '') =>
  ctx.postJson(
    '/api/auth/sign-up/email',
    { name: 'Sam Nouveau', email, password: 'Une-phrase-de-passe-neuve' },
    { cookie },
  );

/**
 * The answer as bytes, with what must differ between any two sign-ups (the generated id, the timestamps, the
 * address itself) blanked out.
 */
async function shape(res: Response, email: string) {
  const text = (await res.text())
    .replace(/"id":"[^"]+"/, '"id":"…"')
    .replace(/"(createdAt|updatedAt)":"[^"]+"/g, '"$1":"…"')
    .replaceAll(email.toLowerCase(), '…');
  return { status: res.status, headers: [...res.headers.keys()], text };
}

describe('sign-up with an address that already has an account', () => {
  it('answers exactly as for a new address, creates nothing, and tells the owner by e-mail in their language', async () => {
    const owner = await createUser(ctx.database.db, {
      email: 'proprietaire@example.com',
      password: 'Le-vrai-proprietaire-1',
    });
    await ctx.database.db.update(profiles).set({ locale: 'es' }).where(eq(profiles.id, owner.id));
    const existing = await shape(await signUp('Proprietaire@example.com'), 'Proprietaire@example.com');
    const fresh = await shape(await signUp('tout-nouveau@example.com'), 'tout-nouveau@example.com');
    expect(existing).toEqual(fresh);
    // No session either way: no cookie, and no token (which a browser would not be shown anyway).
    expect(existing.text).not.toContain('"token"');
    expect(existing.headers).not.toContain('set-cookie');

    // The existing account is untouched: same name, no session opened by the attempt.
    const [row] = await ctx.database.db.select().from(user).where(eq(user.email, 'proprietaire@example.com'));
    expect(row?.name).not.toBe('Sam Nouveau');
    expect(await ctx.database.db.select().from(session).where(eq(session.userId, owner.id))).toEqual([]);

    await ctx.testApp.jobs.settled();
    const [notice] = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, 'proprietaire@example.com'));
    expect(notice?.template).toBe('sign-up-attempt');
    expect(notice?.subject).toBe('Intento de crear una cuenta con tu dirección');
    expect(notice?.text).toContain('http://localhost:3000/auth');
    expect(notice?.text).toContain('http://localhost:3000/reset-password');
    const [verification] = await ctx.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, 'tout-nouveau@example.com'));
    expect(verification?.template).toBe('verify-email');
  });
});
