import { symmetricDecrypt, symmetricEncrypt } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profileActions } from '../../app/routes/account/profile-actions.server.ts';
import { createUser } from '../../db/factories/index.ts';
import { twoFactor } from '../../db/schema/index.ts';
import { answerOf, postFrom } from '../setup/page-context.ts';
import { liveCookiesOf as cookiesOf, setUpTestApp } from '../setup/test-app-hooks.ts';
import { totp } from '../support/totp.ts';

const ctx = setUpTestApp();

const hasSession = (res: Response) => cookiesOf(res).includes('session_token=');
const post = (path: string, body: unknown, cookie = '') => ctx.postJson(path, body, cookie ? { cookie } : {});

/** A user with TOTP on, through the API; returns the backup codes `/two-factor/enable` answered with. */
async function withTwoFactor(email: string, password: string) {
  const u = await createUser(ctx.database.db, { email, password });
  const cookie = cookiesOf(await post('/api/auth/sign-in/email', { email, password }));
  const enabled = await post('/api/auth/two-factor/enable', { password }, cookie);
  expect(enabled.status).toBe(200);
  const { totpURI, backupCodes } = (await enabled.json()) as { totpURI: string; backupCodes: string[] };
  const secret = new URL(totpURI).searchParams.get('secret') ?? '';
  expect((await post('/api/auth/two-factor/verify-totp', { code: totp(secret) }, cookie)).status).toBe(200);
  return { id: u.id, backupCodes };
}
const storedCodes = async (userId: string) =>
  (await ctx.database.db.select().from(twoFactor).where(eq(twoFactor.userId, userId)))[0]?.backupCodes ?? '';
/** The password step, then a backup code as second factor. */
async function signInWithBackupCode(email: string, password: string, code: string) {
  const challenge = cookiesOf(await post('/api/auth/sign-in/email', { email, password }));
  return post('/api/auth/two-factor/verify-backup-code', { code }, challenge);
}

describe('backup codes are stored as salted hashes (ASVS 5.0 V6.5.2)', () => {
  it('stores no code in a readable form, takes a code once and refuses a wrong one', async () => {
    const email = 'codes-haches@example.com';
    const password = 'Des-codes-haches-1';
    const { id, backupCodes } = await withTwoFactor(email, password);
    expect(backupCodes).toHaveLength(10);
    const stored = await storedCodes(id);
    for (const code of backupCodes) expect(stored).not.toContain(code);
    const entries = JSON.parse(stored) as string[];
    expect(entries).toHaveLength(10);
    for (const entry of entries) expect(entry).toMatch(/^s1\$[\w-]{22}\$[\w-]{43}$/);
    // Nothing to decrypt, with the application's secret or otherwise.
    const { secretConfig } = await ctx.testApp.auth.$context;
    await expect(symmetricDecrypt({ key: secretConfig, data: stored })).rejects.toThrow();

    const wrong = await signInWithBackupCode(email, password, 'abcde-12345');
    expect(wrong.status).toBe(401);
    expect(hasSession(wrong)).toBe(false);

    const code = backupCodes[3] ?? '';
    const first = await signInWithBackupCode(email, password, code);
    expect(first.status).toBe(200);
    expect(hasSession(first)).toBe(true);
    expect(JSON.parse(await storedCodes(id))).toHaveLength(9);

    const again = await signInWithBackupCode(email, password, code);
    expect(again.status).toBe(401);
    expect(hasSession(again)).toBe(false);
    // Another code of the list still works.
    expect((await signInWithBackupCode(email, password, backupCodes[7] ?? '')).status).toBe(200);
  });

  it('lets only one of two sign-ins racing with the same code through', async () => {
    const email = 'codes-course@example.com';
    const password = 'Deux-onglets-un-code-2';
    const { backupCodes } = await withTwoFactor(email, password);
    const code = backupCodes[0] ?? '';
    const challenges = [
      cookiesOf(await post('/api/auth/sign-in/email', { email, password })),
      cookiesOf(await post('/api/auth/sign-in/email', { email, password })),
    ];
    const answers = await Promise.all(
      challenges.map((challenge) => post('/api/auth/two-factor/verify-backup-code', { code }, challenge)),
    );
    expect(answers.filter((res) => res.status === 200)).toHaveLength(1);
  });

  it('turns a list stored encrypted (before hashing) into hashes on first use, its codes still working once', async () => {
    const email = 'codes-chiffres@example.com';
    const password = 'Des-codes-chiffres-1';
    const { id } = await withTwoFactor(email, password);
    const legacy = ['aaaaa-11111', 'bbbbb-22222', 'ccccc-33333'];
    const { secretConfig } = await ctx.testApp.auth.$context;
    const encrypted = await symmetricEncrypt({ key: secretConfig, data: JSON.stringify(legacy) });
    await ctx.database.db.update(twoFactor).set({ backupCodes: encrypted }).where(eq(twoFactor.userId, id));

    expect((await signInWithBackupCode(email, password, 'bbbbb-22222')).status).toBe(200);
    const stored = await storedCodes(id);
    expect(JSON.parse(stored)).toHaveLength(2);
    for (const code of legacy) expect(stored).not.toContain(code);
    expect((await signInWithBackupCode(email, password, 'bbbbb-22222')).status).toBe(401);
    expect((await signInWithBackupCode(email, password, 'ccccc-33333')).status).toBe(200);
  });

  it('shows the codes once when /profile confirms two-factor', async () => {
    const email = 'codes-profil@example.com';
    const password = 'Codes-montres-une-fois-1';
    await createUser(ctx.database.db, { email, password });
    const input = await postFrom(ctx.testApp, '/profile', await ctx.signInCookies(email, password));
    const form = (fields: Record<string, string>) => {
      const f = new FormData();
      for (const [name, value] of Object.entries(fields)) f.set(name, value);
      return f;
    };
    const enabled = answerOf(await profileActions['enable-2fa']({ ...input, form: form({ password }) }));
    const { totpURI, secret } = enabled.data as { totpURI: string; secret: string };
    const confirmed = answerOf(
      await profileActions['confirm-2fa']({ ...input, form: form({ code: totp(secret), totpURI }) }),
    );
    const { backupCodes } = confirmed.data as { backupCodes: string[] };
    expect(backupCodes).toHaveLength(10);
    const stored = await storedCodes(input.viewer.userId);
    for (const code of backupCodes) expect(stored).not.toContain(code);
    expect((await signInWithBackupCode(email, password, backupCodes[0] ?? '')).status).toBe(200);
  });
});
