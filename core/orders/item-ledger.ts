import type { ledgerEntries } from '../../db/schema/index.ts';

interface LedgerItem {
  id: string;
  sellerId: string;
  sellerShareCents: number;
  platformFeeCents: number;
  /** The affiliate's part of the seller's share (decision 0044), booked to the affiliate by the caller. */
  affiliateCommissionCents?: number;
}

/**
 * What paying items books: each item's seller share less their affiliate's commission (`sale`) and the platform's fee
 * less the partner's commission (`fee`). With `refundId`, the same two entries reversed, as `refund` entries of that refund.
 */
export function itemLedger(
  items: readonly LedgerItem[],
  { commissionOf = () => 0, refundId }: { commissionOf?: (orderItemId: string) => number; refundId?: string } = {},
): (typeof ledgerEntries.$inferInsert)[] {
  const sign = refundId ? -1 : 1;
  return items.flatMap((item) => [
    {
      account: `seller:${item.sellerId}`,
      amountCents: sign * (item.sellerShareCents - (item.affiliateCommissionCents ?? 0)),
      kind: refundId ? 'refund' : 'sale',
      orderItemId: item.id,
      refundId,
    },
    {
      account: 'platform',
      amountCents: sign * (item.platformFeeCents - commissionOf(item.id)),
      kind: refundId ? 'refund' : 'fee',
      orderItemId: item.id,
      refundId,
    },
  ]);
}
