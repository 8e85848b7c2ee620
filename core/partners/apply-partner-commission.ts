import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type ledgerEntries, orderItems, partners, userRoles } from '../../db/schema/index.ts';
import { formatPrice } from '../../i18n/format.ts';
import type { Notice } from '../notifications/notify-users.ts';
import { commissionCents, defaultPartnerRate } from './commission.ts';

export interface CommissionLine {
  id: string;
  sellerUserId: string;
  sellerShareCents: number;
  platformFeeCents: number;
  /** Set at placement when the referrer is an affiliate of the line's seller: then the line earns that instead. */
  affiliateCommissionCents: number;
}

export interface PartnerCommission {
  /** A line's commission in cents (0 when the order has no partner or the line earns none). */
  of: (orderItemId: string) => number;
  /** The partner's `partner_commission` entries, one per earning line. */
  ledger: (typeof ledgerEntries.$inferInsert)[];
  /** The partner told of what they earned (and e-mailed, category 'partner'). */
  notices: Notice[];
}

const none: PartnerCommission = { of: () => 0, ledger: [], notices: [] };

/**
 * The commission of an order's partner, decided when the order is paid, inside the paying transaction: the
 * partner's rate (else the site's, else 10 %) of each line's amount excluding VAT, taken out of the platform's fee.
 * Lines of the partner's own products earn nothing, nor do any if the referrer is not (or no longer) a business partner.
 * A line of a seller the referrer is an affiliate of earns the affiliate commission set at placement instead, taken
 * from the seller's share (decision 0044), credited to the same account. Writes `order_items.partner_commission_cents` and answers the
 * ledger entries and notice for the caller to write with the rest of the payment.
 */
export async function applyPartnerCommission(
  tx: Db,
  order: { partnerId: string | null; number: string },
  lines: readonly CommissionLine[],
): Promise<PartnerCommission> {
  if (!order.partnerId) return none;
  const [partner] = await tx
    .select({
      id: partners.id,
      userId: partners.userId,
      percent: partners.commissionPercent,
      role: userRoles.role,
    })
    .from(partners)
    .leftJoin(userRoles, and(eq(userRoles.userId, partners.userId), eq(userRoles.role, 'partner')))
    .where(eq(partners.id, order.partnerId))
    .limit(1);
  if (!partner) return none;
  const percent = partner.role ? (partner.percent ?? (await defaultPartnerRate(tx))) : 0;
  const earning = lines
    .filter((line) => line.sellerUserId !== partner.userId && line.affiliateCommissionCents === 0)
    .map((line) => ({
      id: line.id,
      cents: commissionCents(line.sellerShareCents + line.platformFeeCents, line.platformFeeCents, percent),
    }))
    .filter((line) => line.cents > 0);
  const affiliate = lines
    .filter((line) => line.affiliateCommissionCents > 0)
    .map((line) => ({ id: line.id, cents: line.affiliateCommissionCents }));
  if (earning.length === 0 && affiliate.length === 0) return none;

  if (earning.length > 0) {
    await tx
      .update(orderItems)
      .set({
        partnerCommissionCents: sql`case ${orderItems.id} ${sql.join(
          earning.map((line) => sql`when ${line.id}::uuid then ${line.cents}::int`),
          sql` `,
        )} end`,
      })
      .where(
        inArray(
          orderItems.id,
          earning.map((line) => line.id),
        ),
      );
  }
  const byItem = new Map(earning.map((line) => [line.id, line.cents]));
  const totalCents = [...earning, ...affiliate].reduce((sum, line) => sum + line.cents, 0);
  return {
    of: (orderItemId) => byItem.get(orderItemId) ?? 0,
    ledger: [...earning, ...affiliate].map((line) => ({
      account: `partner:${partner.id}`,
      amountCents: line.cents,
      kind: 'partner_commission' as const,
      orderItemId: line.id,
    })),
    notices: [
      {
        userId: partner.userId,
        kind: 'partnerCommission',
        params: (locale) => ({ amount: formatPrice(totalCents, locale), number: order.number }),
        type: 'success',
        redirectUrl: '/dashboard/partner',
        email: 'partner',
      },
    ],
  };
}
