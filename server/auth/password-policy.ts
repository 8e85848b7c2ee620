import { readFileSync } from 'node:fs';
import { APIError } from 'better-auth/api';

/** The lines of a list shipped next to this file, lines starting with # being comments. */
const shippedList = (file: string) =>
  readFileSync(new URL(file, import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));

/** Lower-cased, from the list shipped next to this file. */
const commonPasswords = new Set(shippedList('./common-passwords.txt').map((line) => line.toLowerCase()));

/** Among the common passwords, as typed or without the symbols around it ("Password123!", "12345678!!"). */
export const isCommonPassword = (password: string) => {
  const typed = password.trim().toLowerCase();
  return commonPasswords.has(typed) || commonPasswords.has(typed.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''));
};

const leet: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's' };

/** Letters only, lower-cased, accents and leetspeak undone: "D3pl0ia" → "deploia", "DÉPLOIA" → "deploia". */
const lettersOf = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[013457@$]/g, (c) => leet[c] ?? c)
    .replace(/\P{L}/gu, '');

/** Its letters once the digits and symbols around them are dropped: "D3pl0ia!!2025" → "deploia". */
const letterCore = (text: string) => lettersOf(text.replace(/^\P{L}+|\P{L}+$/gu, ''));

/**
 * The words a password may be built on. Digits and symbols at either end are decoration ("Deploia2026!") or leetspeak
 * ("4g3nt5"), so each end is tried both ways: "@dm1n2024" → "admin", "D3pl0ia!!2025" → "deploia".
 */
const coresOf = (text: string) =>
  [text, text.replace(/^\P{L}+/u, ''), text.replace(/\P{L}+$/u, '')].map(lettersOf).concat(letterCore(text));

/** ASVS 5.0 V6.1.2's documented list of context-specific words (context-words.txt), normalised like a password. */
const contextWords = shippedList('./context-words.txt').map(lettersOf);

/** Whether `core` is nothing but these words, one or several run together ("deploia", "adminadmin"). */
function madeOfWords(core: string, words: string[]) {
  const reachable = [true]; // reachable[i]: core.slice(0, i) is made of words
  for (let i = 0; i < core.length; i++) {
    if (reachable[i]) for (const word of words) if (word && core.startsWith(word, i)) reachable[i + word.length] = true;
  }
  return reachable[core.length] === true;
}

/** The account's own words: its e-mail's local part and its name, whole and in parts, when 4 letters or more. */
const accountWords = ({ email, name }: PasswordOwner) =>
  [email?.split('@')[0], name]
    .flatMap((text) => (text ? [text, ...text.split(/[\s._+-]+/)] : []))
    .map(letterCore)
    .filter((word) => word.length >= 4);

/**
 * Whether a password is guessable from its context (ASVS 5.0 V6.2.11): nothing but the product's context words and
 * the account's own, decorated or not ("Deploia2026!", "marketplace123", "jean.dupont1990"). A passphrase that only
 * contains such a word is fine, and so is a password without letters: no composition rule (V6.2.5).
 */
export function isGuessablePassword(password: string, owner: PasswordOwner = {}) {
  const words = [...contextWords, ...accountWords(owner)];
  return coresOf(password).some((core) => core !== '' && madeOfWords(core, words));
}

/** The account a password is for, as far as it is known. */
export type PasswordOwner = { email?: string | null; name?: string | null };

/** Body fields of Better Auth endpoints that set a password. */
const passwordFields = ['password', 'newPassword'] as const;

/**
 * Refuses a password among those breaches show most often, or one guessable from its context, wherever Better Auth sets
 * one (sign-up, reset, change, set). The account is the body's own at sign-up, `owner` elsewhere (create-auth.ts).
 * Length bounds are Better Auth's own `minPasswordLength` / `maxPasswordLength`.
 */
export function assertUncommonPassword(path: string, body: unknown, owner?: PasswordOwner | null) {
  if (!/^\/(sign-up\/email|reset-password|change-password|set-password)/.test(path)) return;
  if (!body || typeof body !== 'object') return;
  const fields = body as Record<string, unknown>;
  const account =
    path === '/sign-up/email' ? { email: asString(fields.email), name: asString(fields.name) } : (owner ?? {});
  for (const field of passwordFields) {
    const value = fields[field];
    if (typeof value !== 'string') continue;
    if (isCommonPassword(value)) {
      throw new APIError('BAD_REQUEST', { code: 'PASSWORD_TOO_COMMON', message: 'Password is too common' });
    }
    if (isGuessablePassword(value, account)) {
      throw new APIError('BAD_REQUEST', { code: 'PASSWORD_TOO_COMMON', message: 'Password is too easy to guess' });
    }
  }
}

const asString = (value: unknown) => (typeof value === 'string' ? value : null);
