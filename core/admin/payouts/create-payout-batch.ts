import { desc, like, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { ledgerEntries, payoutBatches, payouts } from '../../../db/schema/index.ts';
import { requireAdmin, type Viewer } from '../../accounts/viewer.ts';
import type { Clock } from '../../ports/clock.ts';
import { AppError } from '../../shared/app-error.ts';
import { recordAdminAction } from '../record-admin-action.ts';
import { payeeBalances, payoutCutoff } from './payable-balances.ts';
import { type CreatePayoutBatchInput, createPayoutBatchInput } from './payout-batch.schema.ts';

export interface CreatedPayoutBatch {
  id: string;
  reference: string;
  totalCents: number;
  payoutCount: number;
  cutoffAt: string;
}

/** One key for every batch creation: the transactions that create batches run one after the other. */
const batchLock = sql`select pg_advisory_xact_lock(hashtext('deploia.payout_batches'))`;

/** `PAY-YYYYMMDD-NNN`: the day (UTC) and the batch's rank that day, read under the lock. */
async function nextReference(tx: Db, now: Date): Promise<string> {
  const day = `PAY-${now.toISOString().slice(0, 10).replaceAll('-', '')}-`;
  const [{ count }] = (await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(payoutBatches)
    .where(like(payoutBatches.reference, `${day}%`))) as [{ count: number }];
  return `${day}${String(Number(count) + 1).padStart(3, '0')}`;
}

/**
 * Pays out every payable balance in one batch, in one transaction under a transaction-scoped advisory lock, so that
 * two creations at once make one batch: the second waits, then finds nothing left to pay (409 `nothing_to_pay`).
 * Each payee gets a pending payout and the matching negative `payout` entry on their ledger account, which moves the
 * money from "available" to "paid out" on their dashboard at once. Written to the audit log.
 */
export async function createPayoutBatch(
  deps: { db: Db; clock: Clock },
  viewer: Viewer | null,
  input: CreatePayoutBatchInput,
  context: { ip?: string | null } = {},
): Promise<CreatedPayoutBatch> {
  const admin = requireAdmin(viewer);
  const { expectedLastBatchId } = createPayoutBatchInput.parse(input);
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
    const reference = await nextReference(tx, now);
    const totalCents = payable.reduce((sum, p) => sum + p.availableCents, 0);
    const [batch] = await tx
      .insert(payoutBatches)
      .values({
        reference,
        totalCents,
        payoutCount: payable.length,
        cutoffAt: cutoff,
        createdBy: admin.userId,
        createdAt: now,
      })
      .returning({ id: payoutBatches.id });
    const batchId = batch!.id;
    const created = await tx
      .insert(payouts)
      .values(
        payable.map((p) => ({
          sellerId: p.kind === 'seller' ? p.payeeId : null,
          partnerId: p.kind === 'partner' ? p.payeeId : null,
          batchId,
          amountCents: p.availableCents,
          payeeName: p.payoutName,
          payeeIban: p.payoutIban,
          status: 'pending' as const,
          reference,
          createdAt: now,
        })),
      )
      .returning({ id: payouts.id, sellerId: payouts.sellerId, partnerId: payouts.partnerId });
    const payoutOf = new Map(
      created.map((row) => [`${row.sellerId ? 'seller' : 'partner'}:${row.sellerId ?? row.partnerId}`, row.id]),
    );
    await tx.insert(ledgerEntries).values(
      payable.map((p) => ({
        account: p.account,
        amountCents: -p.availableCents,
        kind: 'payout' as const,
        payoutId: payoutOf.get(p.account) as string,
        createdAt: now,
      })),
    );
    await recordAdminAction(tx, {
      actorId: admin.userId,
      action: 'payout_batch.create',
      targetType: 'payout_batch',
      targetId: batchId,
      after: { status: 'created', reference, totalCents, payoutCount: payable.length },
      details: {
        cutoffAt: cutoff.toISOString(),
        payees: payable.map((p) => ({
          account: p.account,
          amountCents: p.availableCents,
          payoutName: p.payoutName,
          payoutIban: p.payoutIban,
        })),
      },
      ip: context.ip ?? null,
      at: now,
    });
    return { id: batchId, reference, totalCents, payoutCount: payable.length, cutoffAt: cutoff.toISOString() };
  });
}
