import { desc } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { payoutBatches } from '../../../db/schema/index.ts';
import { requireAdmin, type Viewer } from '../../accounts/viewer.ts';
import type { Clock } from '../../ports/clock.ts';
import { AppError } from '../../shared/app-error.ts';
import { payeeBalances, payoutCutoff } from './payable-balances.ts';
import { type CreatePayoutBatchInput, createPayoutBatchInput } from './payout-batch.schema.ts';
import { checkConfirmation } from './payout-confirmation.ts';
import { batchLock, type CreatedPayoutBatch, writePayoutBatch } from './write-payout-batch.ts';

export type { CreatedPayoutBatch } from './write-payout-batch.ts';

/**
 * Pays out every payable balance in one batch, in one transaction under a transaction-scoped advisory lock, so that
 * two creations at once make one batch: the second waits, then finds nothing left to pay (409 `nothing_to_pay`).
 * The administrator confirmed the total and the number of payees: if either changed since, 409
 * `payout_confirmation_mismatch` and nothing is created. Written to the audit log.
 */
export async function createPayoutBatch(
  deps: { db: Db; clock: Clock },
  viewer: Viewer | null,
  input: CreatePayoutBatchInput,
  context: { ip?: string | null } = {},
): Promise<CreatedPayoutBatch> {
  const admin = requireAdmin(viewer);
  const { expectedLastBatchId, ...confirmation } = createPayoutBatchInput.parse(input);
  return deps.db.transaction(async (tx) => {
    await tx.execute(batchLock);
    const now = deps.clock.now();
    const cutoff = payoutCutoff(now);
    const payable = (await payeeBalances(tx, cutoff)).filter((p) => p.payable);
    if (payable.length === 0) {
      throw new AppError('nothing_to_pay', 409, 'Aucun solde n’est à payer : le lot a peut-être déjà été créé');
    }
    if (expectedLastBatchId !== undefined) {
      const [last] = await tx
        .select({ id: payoutBatches.id })
        .from(payoutBatches)
        .orderBy(desc(payoutBatches.createdAt))
        .limit(1);
      if ((last?.id ?? null) !== expectedLastBatchId) {
        throw new AppError(
          'payout_batch_stale',
          409,
          'Un autre lot vient d’être créé : vérifiez les soldes et recommencez',
        );
      }
    }
    checkConfirmation(confirmation, {
      totalCents: payable.reduce((sum, p) => sum + p.availableCents, 0),
      count: payable.length,
    });
    return writePayoutBatch(tx, {
      now,
      cutoff,
      payable,
      actorId: admin.userId,
      confirmed: true,
      action: 'payout_batch.create',
      ip: context.ip,
    });
  });
}
