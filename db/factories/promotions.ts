import { randomUUID } from 'node:crypto';
import type { Db } from '../client.ts';
import { promotions } from '../schema/index.ts';
import { nextId } from './sequence.ts';

type PromotionInsert = typeof promotions.$inferInsert;

const day = 86_400_000;

/**
 * A platform-wide promotion code, 10 % off, running from yesterday for 30 days, unlimited. Give `amountOffCents`
 * for an amount off instead, `sellerId` or `productId` to narrow it.
 */
export function buildPromotion(input: Partial<PromotionInsert> = {}): PromotionInsert & { id: string } {
  const n = nextId();
  const now = Date.now();
  return {
    id: randomUUID(),
    code: `PROMO${n}`,
    percentOff: input.amountOffCents == null ? 10 : null,
    amountOffCents: null,
    startsAt: new Date(now - day),
    endsAt: new Date(now + 30 * day),
    ...input,
  };
}

export async function createPromotion(db: Db, input: Partial<PromotionInsert> = {}) {
  const [row] = await db.insert(promotions).values(buildPromotion(input)).returning();
  return row!;
}
