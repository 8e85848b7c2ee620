import { randomInt } from 'node:crypto';

/** Crockford's base-32 digits: no I, L, O or U, so a code read aloud or retyped is not mistaken. */
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const codeLength = 8;

/** A new referral code: 8 random characters, 32⁸ ≈ 10¹² possibilities, URL-safe as it is. */
export function newPartnerCode(): string {
  let code = '';
  for (let i = 0; i < codeLength; i++) code += alphabet[randomInt(alphabet.length)];
  return code;
}

/** A `?ref=` value as stored (codes are case-insensitive), or null when it cannot be a code at all. */
export function normalizePartnerCode(raw: string | null | undefined): string | null {
  const code = raw?.trim().toUpperCase() ?? '';
  return /^[0-9A-Z]{4,32}$/.test(code) ? code : null;
}
