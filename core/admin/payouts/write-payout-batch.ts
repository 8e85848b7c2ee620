import { like, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { ledgerEntries, payoutBatches, payouts } from '../../../db/schema/index.ts';
import { recordAdminAction } from '../record-admin-action.ts';
import type { PayeeBalance } from './payable-balances.ts';

/** One key for every batch creation: the transactions that create batches run one after the other. */
export const batchLock = sql`select pg_advisory_xact_lock(hashtext('deploia.payout_batches'))`;

/** `PAY-YYYYMMDD-NNN`: the day (UTC) and the batch's rank that day, read under the lock. */
async function nextReference(tx: Db, now: Date): Promise<string> {
  const day = `PAY-${now.toISOString().slice(0, 10).replaceAll('-', '')}-`;
  const [{ count }] = (await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(payoutBatches)
    .where(like(payoutBatches.reference, `${day}%`))) as [{ count: number }];
  return `${day}${String(Number(count) + 1).padStart(3, '0')}`;
}

export interface CreatedPayoutBatch {
  id: string;
  reference: string;
  totalCents: number;
  payoutCount: number;
  cutoffAt: string;
}

/**
 * Writes a batch paying `payable` in the caller's transaction (under `batchLock`): each payee gets a pending payout
 * and the matching negative `payout` entry on their ledger account, which moves the money from "available" to
 * "paid out" on their dashboard at once. Written to the audit log as `action`, by `actorId` (null: the schedule).
 */
export async function writePayoutBatch(
  tx: Db,
  batch: {
    now: Date;
    cutoff: Date;
    payable: readonly PayeeBalance[];
    actorId: string | null;
    /** An administrator confirmed it as they created it; a scheduled batch waits for one. */
    confirmed: boolean;
    action: string;
    ip?: string | null;
  },
): Promise<CreatedPayoutBatch> {
  const { now, cutoff, payable } = batch;
  const reference = await nextReference(tx, now);
  const totalCents = payable.reduce((sum, p) => sum + p.availableCents, 0);
  const [row] = await tx
    .insert(payoutBatches)
    .values({
      reference,
      totalCents,
      payoutCount: payable.length,
      cutoffAt: cutoff,
      createdBy: batch.actorId,
      confirmedBy: batch.confirmed ? batch.actorId : null,
      confirmedAt: batch.confirmed ? now : null,
      createdAt: now,
    })
    .returning({ id: payoutBatches.id });
  const batchId = row!.id;
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
    created.map((p) => [`${p.sellerId ? 'seller' : 'partner'}:${p.sellerId ?? p.partnerId}`, p.id]),
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
    actorId: batch.actorId,
    action: batch.action,
    targetType: 'payout_batch',
    targetId: batchId,
    after: { status: 'created', reference, totalCents, payoutCount: payable.length, confirmed: batch.confirmed },
    details: {
      cutoffAt: cutoff.toISOString(),
      payees: payable.map((p) => ({
        account: p.account,
        amountCents: p.availableCents,
        payoutName: p.payoutName,
        payoutIban: p.payoutIban,
      })),
    },
    ip: batch.ip ?? null,
    at: now,
  });
  return { id: batchId, reference, totalCents, payoutCount: payable.length, cutoffAt: cutoff.toISOString() };
}
