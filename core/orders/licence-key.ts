import { randomBytes } from 'node:crypto';

/** Crockford's base-32 alphabet: no I, L, O or U, so a key read aloud or retyped is not misread. */
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** `DPL-XXXXX-XXXXX-XXXXX-XXXXX`: 100 random bits, unguessable and unique in practice (the column is unique). */
export function newLicenceKey(): string {
  const bytes = randomBytes(20);
  const chars = [...bytes].map((byte) => alphabet[byte % 32]).join('');
  return `DPL-${chars.slice(0, 5)}-${chars.slice(5, 10)}-${chars.slice(10, 15)}-${chars.slice(15, 20)}`;
}
