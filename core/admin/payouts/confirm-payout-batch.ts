import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { payoutBatches } from '../../../db/schema/index.ts';
import { requireAdmin, type Viewer } from '../../accounts/viewer.ts';
import type { Clock } from '../../ports/clock.ts';
import { recordAdminAction } from '../record-admin-action.ts';
import { payoutBatchNotFound } from './mark-payout-batch-paid.ts';
import { payoutBatchId } from './payout-batch.schema.ts';
import { checkConfirmation, type PayoutConfirmation } from './payout-confirmation.ts';

/**
 * An administrator confirms a batch the payout schedule prepared, stating its total and number of payees (refused,
 * 409, if they are not the batch's); only then can it be exported to the bank and marked paid. Audited; confirming
 * again changes nothing.
 */
export async function confirmPayoutBatch(
  deps: { db: Db; clock: Clock },
  viewer: Viewer | null,
  id: string,
  input: PayoutConfirmation,
  context: { ip?: string | null } = {},
): Promise<{ changed: boolean }> {
  const admin = requireAdmin(viewer);
  const parsed = payoutBatchId.safeParse(id);
  if (!parsed.success) throw payoutBatchNotFound();
  return deps.db.transaction(async (tx) => {
    const [batch] = await tx.select().from(payoutBatches).where(eq(payoutBatches.id, parsed.data)).for('update');
    if (!batch) throw payoutBatchNotFound();
    checkConfirmation(input, { totalCents: batch.totalCents, count: batch.payoutCount });
    if (batch.confirmedAt) return { changed: false };
    const now = deps.clock.now();
    await tx
      .update(payoutBatches)
      .set({ confirmedAt: now, confirmedBy: admin.userId })
      .where(eq(payoutBatches.id, batch.id));
    await recordAdminAction(tx, {
      actorId: admin.userId,
      action: 'payout_batch.confirm',
      targetType: 'payout_batch',
      targetId: batch.id,
      after: { confirmed: true },
      details: { reference: batch.reference, totalCents: batch.totalCents, payoutCount: batch.payoutCount },
      ip: context.ip ?? null,
      at: now,
    });
    return { changed: true };
  });
}
