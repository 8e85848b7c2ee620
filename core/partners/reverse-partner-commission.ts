import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerEntries, partners } from '../../db/schema/index.ts';
import { formatPrice } from '../../i18n/format.ts';
import type { Notice } from '../notifications/notify-users.ts';

export interface CommissionReversal {
  /**
   * What the partner was credited for a line out of the platform's fee (0 when nothing), which the platform's
   * reversal leaves out (an affiliate's commission, out of the seller's share, is left out of the seller's).
   */
  of: (orderItemId: string) => number;
  /** The entries negating each `partner_commission` entry of the refunded lines. */
  ledger: (typeof ledgerEntries.$inferInsert)[];
  /** The partner told of the commission they lose. */
  notices: Notice[];
}

/**
 * The refund of whole order lines takes back the partner's commission on them, as it takes back the seller's share,
 * and tells the partner.
 * Read from the ledger, not from the lines: the account is the one that was credited (even if the order has lost its
 * partner since) and the amount is what was credited (a renewal line copies its first line's columns, not its
 * commission).
 */
export async function partnerCommissionReversal(
  tx: Db,
  refund: { id: string; orderNumber: string },
  items: readonly { id: string; affiliateCommissionCents: number }[],
): Promise<CommissionReversal> {
  const orderItemIds = items.map((item) => item.id);
  if (orderItemIds.length === 0) return { of: () => 0, ledger: [], notices: [] };
  const credited = await tx
    .select({
      account: ledgerEntries.account,
      amountCents: ledgerEntries.amountCents,
      orderItemId: ledgerEntries.orderItemId,
    })
    .from(ledgerEntries)
    .where(and(inArray(ledgerEntries.orderItemId, [...orderItemIds]), eq(ledgerEntries.kind, 'partner_commission')));
  const byItem = new Map<string, number>();
  const byAccount = new Map<string, number>();
  for (const entry of credited) {
    const item = entry.orderItemId ?? '';
    byItem.set(item, (byItem.get(item) ?? 0) + entry.amountCents);
    byAccount.set(entry.account, (byAccount.get(entry.account) ?? 0) + entry.amountCents);
  }
  const partnerIds = [...byAccount.keys()].map((account) => account.slice('partner:'.length));
  const owners =
    partnerIds.length === 0
      ? []
      : await tx
          .select({ id: partners.id, userId: partners.userId })
          .from(partners)
          .where(inArray(partners.id, partnerIds));
  const affiliateOf = new Map(items.map((item) => [item.id, item.affiliateCommissionCents]));
  return {
    of: (orderItemId) => Math.max(0, (byItem.get(orderItemId) ?? 0) - (affiliateOf.get(orderItemId) ?? 0)),
    ledger: credited.map((entry) => ({
      account: entry.account,
      amountCents: -entry.amountCents,
      kind: 'refund' as const,
      orderItemId: entry.orderItemId,
      refundId: refund.id,
    })),
    notices: owners.map((owner) => ({
      userId: owner.userId,
      kind: 'partnerCommissionReversed' as const,
      params: (locale) => ({
        amount: formatPrice(byAccount.get(`partner:${owner.id}`) ?? 0, locale),
        number: refund.orderNumber,
      }),
      type: 'warning' as const,
      redirectUrl: '/dashboard/partner',
    })),
  };
}
