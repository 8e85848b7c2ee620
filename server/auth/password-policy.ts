import { readFileSync } from 'node:fs';
import { APIError } from 'better-auth/api';

/** Lower-cased, from the list shipped next to this file (lines starting with # are comments). */
const commonPasswords = new Set(
  readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.trim().toLowerCase()),
);

export const isCommonPassword = (password: string) => commonPasswords.has(password.trim().toLowerCase());

/** Body fields of Better Auth endpoints that set a password. */
const passwordFields = ['password', 'newPassword'] as const;

/**
 * Refuses a password among the 10 000 most common ones wherever Better Auth sets one (sign-up, reset,
 * change, set). Length bounds are Better Auth's own `minPasswordLength` / `maxPasswordLength`.
 */
export function assertUncommonPassword(path: string, body: unknown) {
  if (!/^\/(sign-up\/email|reset-password|change-password|set-password)/.test(path)) return;
  if (!body || typeof body !== 'object') return;
  for (const field of passwordFields) {
    const value = (body as Record<string, unknown>)[field];
    if (typeof value === 'string' && isCommonPassword(value)) {
      throw new APIError('BAD_REQUEST', { code: 'PASSWORD_TOO_COMMON', message: 'Password is too common' });
    }
  }
}
