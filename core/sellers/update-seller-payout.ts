import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog, sellerProfiles } from '../../db/schema/index.ts';
import type { Viewer } from '../accounts/viewer.ts';
import { AppError } from '../shared/app-error.ts';
import { maskIban } from './iban.ts';
import type { SellerPayoutInput } from './seller-profile.schema.ts';
import { requireSellerRole } from './seller-role.ts';

/**
 * Changes where the viewer's payouts go. Only on a session that verified a second factor (decision 0014: a stolen
 * session must not redirect a seller's earnings), and only once the public profile exists. Audited, the IBAN masked.
 */
export async function updateSellerPayout(
  { db }: { db: Db },
  viewer: Viewer | null,
  input: SellerPayoutInput,
): Promise<{ payoutName: string; payoutIban: string }> {
  const v = requireSellerRole(viewer);
  if (v.aal !== 'aal2') {
    throw new AppError(
      'second_factor_required',
      403,
      v.twoFactorEnabled
        ? 'Reconnectez-vous avec votre second facteur pour modifier vos coordonnées bancaires'
        : 'Activez la double authentification pour modifier vos coordonnées bancaires',
    );
  }
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
