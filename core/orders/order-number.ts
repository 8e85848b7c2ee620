import { randomBytes } from 'node:crypto';

/**
 * An order's public number, `CMD-2026-7K3QX9M2AB`: the year and 50 random bits (unique column) — not a counter, so it
 * says nothing of the shop's volume. Invoices carry the continuous numbering the law asks for.
 */
export function orderNumber(now: Date): string {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  const chars = [...randomBytes(10)].map((byte) => alphabet[byte % 32]).join('');
  return `CMD-${now.getUTCFullYear()}-${chars}`;
}
