import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { promotions } from '../../db/schema/index.ts';
import { promotionErrors } from './promotion-errors.ts';

export type Promotion = typeof promotions.$inferSelect;

/**
 * The promotion of a code, whatever its case (through the `upper(code)` unique index), usable at `now`: started,
 * not ended, not used up. Otherwise promo_not_found, promo_not_started, promo_expired or promo_used_up (422).
 * Nothing is redeemed here (redeemPromotion does it when the order is placed).
 */
export async function findUsablePromotion(db: Db, code: string, now: Date): Promise<Promotion> {
  const [promotion] = await db
    .select()
    .from(promotions)
    .where(sql`upper(${promotions.code}) = ${code.toUpperCase()}`)
    .limit(1);
  if (!promotion) throw promotionErrors.notFound();
  if (now < promotion.startsAt) throw promotionErrors.notStarted();
  if (now >= promotion.endsAt) throw promotionErrors.expired();
  if (promotion.maxRedemptions !== null && promotion.redemptions >= promotion.maxRedemptions) {
    throw promotionErrors.usedUp();
  }
  return promotion;
}
