import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog, sellerProfiles } from '../../db/schema/index.ts';
import { requirePayoutSecondFactor } from '../accounts/second-factor.ts';
import type { Viewer } from '../accounts/viewer.ts';
import { AppError } from '../shared/app-error.ts';
import { maskIban } from './iban.ts';
import type { SellerPayoutInput } from './seller-profile.schema.ts';
import { requireSellerRole } from './seller-role.ts';

/**
 * Changes where the viewer's payouts go. Only on a session that verified a second factor (`requirePayoutSecondFactor`),
 * and only once the public profile exists. Audited, the IBAN masked.
 */
export async function updateSellerPayout(
  { db }: { db: Db },
  viewer: Viewer | null,
  input: SellerPayoutInput,
): Promise<{ payoutName: string; payoutIban: string }> {
  const v = requireSellerRole(viewer);
  requirePayoutSecondFactor(v);
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(sellerProfiles)
      .set({ payoutName: input.payoutName, payoutIban: input.iban, updatedAt: sql`now()` })
      .where(eq(sellerProfiles.userId, v.userId))
      .returning({ id: sellerProfiles.id });
    if (!updated) throw new AppError('seller_profile_missing', 409, 'Complétez d’abord votre profil vendeur');
    await tx.insert(auditLog).values({
      actorId: v.userId,
      action: 'seller_profile.payout_change',
      targetType: 'seller_profile',
      targetId: updated.id,
      data: { payoutName: input.payoutName, iban: maskIban(input.iban) },
    });
    return { payoutName: input.payoutName, payoutIban: maskIban(input.iban) };
  });
}
