import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { products, promotions, sellerProfiles } from '../../../db/schema/index.ts';
import { requireAdmin, type Viewer } from '../../accounts/viewer.ts';
import type { Clock } from '../../ports/clock.ts';
import { isUniqueViolation } from '../../shared/unique-violation.ts';
import { recordAdminAction } from '../record-admin-action.ts';
import { dayAfter, dayStart, type PromotionInput } from './promotion.schema.ts';
import { promotionErrors } from './promotion-admin-errors.ts';

/** The seller's or product's id, once it is known to exist. */
async function scopeOf(db: Db, input: PromotionInput) {
  if (input.scope === 'platform' || !input.scopeId) return { sellerId: null, productId: null };
  const table = input.scope === 'seller' ? sellerProfiles : products;
  const [found] = await db.select({ id: table.id }).from(table).where(eq(table.id, input.scopeId)).limit(1);
  if (!found) throw promotionErrors.scopeNotFound();
  return input.scope === 'seller' ? { sellerId: found.id, productId: null } : { sellerId: null, productId: found.id };
}

/** Creates a promotion code, audited (`promotion.create`). A code already taken, whatever its case, is code_taken (409). */
export async function createPromotion(
  deps: { db: Db; clock: Clock },
  viewer: Viewer | null,
  input: PromotionInput,
  { ip = null, requireSecondFactor = false }: { ip?: string | null; requireSecondFactor?: boolean } = {},
): Promise<{ id: string; code: string }> {
  const admin = requireAdmin(viewer, { requireSecondFactor });
  const scope = await scopeOf(deps.db, input);
  const values = {
    code: input.code,
    percentOff: input.discount === 'percent' ? (input.percentOff ?? null) : null,
    amountOffCents: input.discount === 'amount' ? (input.amountOff ?? null) : null,
    ...scope,
    startsAt: dayStart(input.startsOn),
    endsAt: dayAfter(input.endsOn),
    maxRedemptions: input.maxRedemptions,
    maxPerCustomer: input.maxPerCustomer,
  };
  try {
    return await deps.db.transaction(async (tx) => {
      const [created] = await tx.insert(promotions).values(values).returning({ id: promotions.id });
      await recordAdminAction(tx, {
        actorId: admin.userId,
        action: 'promotion.create',
        targetType: 'promotion',
        targetId: created!.id,
        after: values,
        ip,
        at: deps.clock.now(),
      });
      return { id: created!.id, code: input.code };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw promotionErrors.codeTaken();
    throw error;
  }
}
