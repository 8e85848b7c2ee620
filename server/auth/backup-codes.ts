import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import { generateRandomString, symmetricDecrypt } from 'better-auth/crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { twoFactor } from '../../db/schema/index.ts';
import { twoFactorUserOf } from './totp-replay.ts';

/**
 * Backup codes are kept as salted scrypt hashes (ASVS 5.0 V6.5.2: a lookup secret under 112 bits is stored with an
 * approved password hash). Better Auth 1.7.25 only offers plain, encrypted or a custom `{ encrypt, decrypt }` pair,
 * and checks a code with `codes.includes(code)` on what `decrypt` returns, so:
 * - `encrypt` (the pair's name, not what it does) hashes the plain codes a generation hands it and keeps the
 *   entries already hashed (what remains after a code is used), and `decrypt` returns the stored hashes as they are;
 * - the `before` hook on `/two-factor/verify-backup-code` hashes the submitted code with the list's salt and, when
 *   it matches an entry, puts that entry in the body instead: the plugin then finds it, removes it and writes the
 *   rest with its own compare-and-swap update, so a code works once. A wrong code becomes an empty one, which the
 *   plugin refuses and counts as the failure it is.
 * A list stored encrypted (before this change) is turned into hashes the first time it is read, by a compare-and-swap
 * update too. The plain codes are shown once, when they are made: nothing can read them back.
 *
 * One salt per list, not per code: a code is checked with one hash instead of ten. The codes of a list are ten
 * independent random values, so what the shared salt gives an attacker holding the database is testing a guess
 * against ten hashes at once, about 3.3 of the codes' ≈59.5 bits.
 */
const version = 's1';
/** OWASP's scrypt minimum in its lower-memory form (N=2^14, r=8, p=5, 16 MiB): about 0.1 s a hash. */
const cost = { N: 2 ** 14, r: 8, p: 5, maxmem: 64 * 1024 * 1024 };
const keyLength = 32;
const entryPattern = /^s1\$([A-Za-z0-9_-]{22})\$([A-Za-z0-9_-]{43})$/;

export const backupCodeSettings = { amount: 10, length: 10 };

const hashWith = (code: string, salt: string) =>
  new Promise<string>((resolve, reject) =>
    scrypt(code.normalize('NFKC'), salt, keyLength, cost, (error, key) =>
      error ? reject(error) : resolve(key.toString('base64url')),
    ),
  );

/** The stored entries, when `stored` is a list of hashes; null for anything else (an encrypted list). */
export function hashedEntries(stored: string): string[] | null {
  if (!stored.startsWith('[')) return null;
  try {
    const list: unknown = JSON.parse(stored);
    return Array.isArray(list) && list.every((entry) => typeof entry === 'string' && entryPattern.test(entry))
      ? list
      : null;
  } catch {
    return null;
  }
}

/** Hashes a new list of plain codes under one fresh salt. */
export async function hashBackupCodes(codes: readonly string[]): Promise<string[]> {
  const salt = randomBytes(16).toString('base64url');
  return Promise.all(codes.map(async (code) => `${version}$${salt}$${await hashWith(code, salt)}`));
}

/** The entry of `entries` that `code` hashes to, if any. */
export async function matchingEntry(entries: readonly string[], code: string): Promise<string | null> {
  const salt = entries[0]?.match(entryPattern)?.[1];
  if (!salt || code === '') return null;
  const candidate = Buffer.from(await hashWith(code, salt));
  for (const entry of entries) {
    const hash = Buffer.from(entry.match(entryPattern)?.[2] ?? '');
    if (
      entry.startsWith(`${version}$${salt}$`) &&
      hash.length === candidate.length &&
      timingSafeEqual(hash, candidate)
    ) {
      return entry;
    }
  }
  return null;
}

/** The two-factor plugin's `storeBackupCodes`: see the comment at the top. */
export const backupCodeStorage = {
  async encrypt(json: string): Promise<string> {
    const codes = JSON.parse(json) as string[];
    const kept = hashedEntries(json);
    return JSON.stringify(kept ?? (await hashBackupCodes(codes)));
  },
  // Anything but a list of hashes reads as no list at all, so the plugin refuses every code (fail closed).
  async decrypt(stored: string): Promise<string> {
    return hashedEntries(stored) ? stored : 'null';
  },
};

/** New codes like the plugin's (10 × 10 characters, shown `xxxxx-xxxxx`). */
export const newBackupCodes = () =>
  Array.from({ length: backupCodeSettings.amount }, () => {
    const code = generateRandomString(backupCodeSettings.length, 'a-z', '0-9', 'A-Z');
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });

/**
 * Replaces a user's backup codes with new ones and returns them in plain, the only time they can be read: the
 * enrolment shows them once TOTP is confirmed, the plugin's list from `/two-factor/enable` never having been shown.
 */
export async function issueBackupCodes(deps: { db: Db }, userId: string): Promise<string[]> {
  const codes = newBackupCodes();
  await deps.db
    .update(twoFactor)
    .set({ backupCodes: JSON.stringify(await hashBackupCodes(codes)) })
    .where(eq(twoFactor.userId, userId));
  return codes;
}

type Secret = Parameters<typeof symmetricDecrypt>[0]['key'];

/** The user's list as hashes, an encrypted one being converted (compare-and-swap) on this first read. */
async function storedEntries(db: Db, userId: string, key: Secret): Promise<string[] | null> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const [row] = await db
      .select({ id: twoFactor.id, backupCodes: twoFactor.backupCodes })
      .from(twoFactor)
      .where(eq(twoFactor.userId, userId));
    if (!row) return null;
    const entries = hashedEntries(row.backupCodes);
    if (entries) return entries;
    let plain: unknown;
    try {
      plain = JSON.parse(await symmetricDecrypt({ key, data: row.backupCodes }));
    } catch {
      return null;
    }
    if (!Array.isArray(plain) || !plain.every((code) => typeof code === 'string')) return null;
    const hashed = await hashBackupCodes(plain);
    const swapped = await db
      .update(twoFactor)
      .set({ backupCodes: JSON.stringify(hashed) })
      .where(and(eq(twoFactor.id, row.id), eq(twoFactor.backupCodes, row.backupCodes)))
      .returning({ id: twoFactor.id });
    if (swapped.length > 0) return hashed;
  }
  return null;
}

export function hashedBackupCodes(deps: { db: Db }) {
  return {
    id: 'deploia-hashed-backup-codes',
    hooks: {
      before: [
        {
          matcher: (ctx) => ctx.path === '/two-factor/verify-backup-code',
          handler: createAuthMiddleware(async (ctx) => {
            const code = (ctx.body as { code?: unknown } | undefined)?.code;
            if (typeof code !== 'string') return;
            const userId = await twoFactorUserOf(ctx);
            if (!userId) return;
            const entries = await storedEntries(deps.db, userId, ctx.context.secretConfig);
            const entry = entries ? await matchingEntry(entries, code.trim()) : null;
            return { context: { body: { ...ctx.body, code: entry ?? '' } } };
          }),
        },
      ],
    },
  } satisfies BetterAuthPlugin;
}
