import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { partners, payoutBatches, payouts, sellerProfiles } from '../../../db/schema/index.ts';
import { formatPrice } from '../../../i18n/format.ts';
import { requireAdmin, type Viewer } from '../../accounts/viewer.ts';
import { type Notice, notifyUsers } from '../../notifications/notify-users.ts';
import type { Clock } from '../../ports/clock.ts';
import type { Queue } from '../../ports/queue.ts';
import { AppError } from '../../shared/app-error.ts';
import { recordAdminAction } from '../record-admin-action.ts';
import { payoutBatchId } from './payout-batch.schema.ts';
import { checkConfirmation, type PayoutConfirmation } from './payout-confirmation.ts';

export interface MarkedPayoutBatch {
  id: string;
  reference: string;
  status: 'paid';
  paidAt: string;
  /** False when the batch was already paid: nothing changed, nobody was told again. */
  changed: boolean;
}

export const payoutBatchNotFound = () => new AppError('payout_batch_not_found', 404, 'Lot de virements introuvable');
export const payoutBatchUnconfirmed = () =>
  new AppError('payout_batch_unconfirmed', 409, 'Confirmez d’abord ce lot préparé par le calendrier des virements');

/**
 * The bank executed the batch: the batch and its payouts become paid (when and by whom), each payee is told
 * (notification and e-mail: category 'sales' for a seller, 'partner' for a partner) and the audit log records it,
 * all in one transaction with the batch row locked. A second call changes nothing. The administrator confirmed the
 * batch's total and number of payees (409 otherwise); a scheduled batch must have been confirmed first.
 */
export async function markPayoutBatchPaid(
  deps: { db: Db; clock: Clock; queue: Queue; publicUrl: string },
  viewer: Viewer | null,
  id: string,
  confirmation: PayoutConfirmation,
  context: { ip?: string | null } = {},
): Promise<MarkedPayoutBatch> {
  const admin = requireAdmin(viewer);
  const batchId = payoutBatchId.safeParse(id);
  if (!batchId.success) throw payoutBatchNotFound();
  return deps.db.transaction(async (tx) => {
    const [batch] = await tx
      .select()
      .from(payoutBatches)
      .where(eq(payoutBatches.id, batchId.data))
      .for('update')
      .limit(1);
    if (!batch) throw payoutBatchNotFound();
    checkConfirmation(confirmation, { totalCents: batch.totalCents, count: batch.payoutCount });
    if (batch.status === 'paid') {
      return {
        id: batch.id,
        reference: batch.reference,
        status: 'paid' as const,
        paidAt: (batch.paidAt ?? batch.createdAt).toISOString(),
        changed: false,
      };
    }
    if (!batch.confirmedAt) throw payoutBatchUnconfirmed();
    const now = deps.clock.now();
    await tx
      .update(payoutBatches)
      .set({ status: 'paid', paidAt: now, paidBy: admin.userId })
      .where(eq(payoutBatches.id, batch.id));
    await tx
      .update(payouts)
      .set({ status: 'paid', paidAt: now })
      .where(and(eq(payouts.batchId, batch.id), sql`${payouts.status} <> 'paid'`));

    const sellerPayouts = await tx
      .select({ userId: sellerProfiles.userId, amountCents: payouts.amountCents })
      .from(payouts)
      .innerJoin(sellerProfiles, eq(sellerProfiles.id, payouts.sellerId))
      .where(and(eq(payouts.batchId, batch.id), isNotNull(payouts.sellerId)));
    const partnerPayouts = await tx
      .select({ userId: partners.userId, amountCents: payouts.amountCents })
      .from(payouts)
      .innerJoin(partners, eq(partners.id, payouts.partnerId))
      .where(and(eq(payouts.batchId, batch.id), isNotNull(payouts.partnerId)));
    const notice = (
      payout: { userId: string; amountCents: number },
      email: 'sales' | 'partner',
      redirectUrl: string,
    ): Notice => ({
      userId: payout.userId,
      kind: 'payoutPaid',
      params: (locale) => ({ amount: formatPrice(payout.amountCents, locale), reference: batch.reference }),
      type: 'success',
      redirectUrl,
      email,
    });
    await notifyUsers(
      tx,
      [
        ...sellerPayouts.map((p) => notice(p, 'sales', '/dashboard/sales')),
        ...partnerPayouts.map((p) => notice(p, 'partner', '/dashboard/partner')),
      ],
      { queue: deps.queue, publicUrl: deps.publicUrl },
    );
    await recordAdminAction(tx, {
      actorId: admin.userId,
      action: 'payout_batch.mark_paid',
      targetType: 'payout_batch',
      targetId: batch.id,
      before: { status: batch.status },
      after: { status: 'paid', paidAt: now.toISOString() },
      details: { reference: batch.reference, totalCents: batch.totalCents, payoutCount: batch.payoutCount },
      ip: context.ip ?? null,
      at: now,
    });
    return {
      id: batch.id,
      reference: batch.reference,
      status: 'paid' as const,
      paidAt: now.toISOString(),
      changed: true,
    };
  });
}
