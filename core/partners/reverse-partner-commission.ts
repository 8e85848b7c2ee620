import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerEntries } from '../../db/schema/index.ts';

/**
 * The refund of whole order lines takes back the partner's commission on them, as it takes back the seller's share:
 * the entries answered negate each `partner_commission` entry of those lines (read from the ledger, so the account
 * is the one that was credited even if the order has lost its partner since).
 */
export async function partnerCommissionReversal(
  tx: Db,
  refundId: string,
  orderItemIds: readonly string[],
): Promise<(typeof ledgerEntries.$inferInsert)[]> {
  if (orderItemIds.length === 0) return [];
  const credited = await tx
    .select({
      account: ledgerEntries.account,
      amountCents: ledgerEntries.amountCents,
      orderItemId: ledgerEntries.orderItemId,
    })
    .from(ledgerEntries)
    .where(and(inArray(ledgerEntries.orderItemId, [...orderItemIds]), eq(ledgerEntries.kind, 'partner_commission')));
  return credited.map((entry) => ({
    account: entry.account,
    amountCents: -entry.amountCents,
    kind: 'refund' as const,
    orderItemId: entry.orderItemId,
    refundId,
  }));
}
