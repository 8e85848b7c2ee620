import type { Db } from '../../db/client.ts';
import type { orders } from '../../db/schema/index.ts';
import type { CoreDeps } from '../deps.ts';
import { emailBuyerAndSellers } from './recipients.ts';

interface SoldItem {
  title: string;
  quantity: number;
  totalCents: number;
  sellerShareCents: number;
  sellerUserId: string;
  /** A gift's recipient. */
  giftFor: string | null;
}

/**
 * The confirmation to the buyer and one "new sale" e-mail per seller, enqueued in the paying transaction: they go
 * out exactly when the order is paid, once.
 */
export async function enqueueOrderEmails(
  deps: Pick<CoreDeps, 'queue' | 'publicUrl'>,
  tx: Db,
  order: typeof orders.$inferSelect,
  { items, invoiceReference }: { items: SoldItem[]; invoiceReference: string },
) {
  await emailBuyerAndSellers(
    deps,
    tx,
    { buyerId: order.buyerId, items },
    {
      toBuyer: (buyer) => ({
        template: 'order-confirmation',
        props: {
          name: buyer.name,
          orderNumber: order.number,
          paidAt: (order.paidAt ?? new Date()).toISOString(),
          lines: items.map(({ title, quantity, totalCents, giftFor }) => ({ title, quantity, totalCents, giftFor })),
          taxCents: order.taxCents,
          totalCents: order.totalCents,
          reverseCharge: order.reverseCharge,
          invoiceReference,
          purchasesUrl: `${deps.publicUrl}/dashboard/purchases`,
          invoiceUrl: `${deps.publicUrl}/dashboard/invoices/${invoiceReference}/pdf`,
          consents: {
            termsAcceptedAt: (order.termsAcceptedAt ?? order.createdAt).toISOString(),
            withdrawalWaivedAt: order.withdrawalWaivedAt?.toISOString() ?? null,
            serviceStartRequestedAt: order.serviceStartRequestedAt?.toISOString() ?? null,
          },
        },
      }),
      toSeller: (seller, sold) => ({
        template: 'new-sale',
        props: {
          name: seller.name,
          orderNumber: order.number,
          lines: sold.map(({ title, quantity, sellerShareCents }) => ({
            title,
            quantity,
            shareCents: sellerShareCents,
          })),
          shareCents: sold.reduce((sum, item) => sum + item.sellerShareCents, 0),
          salesUrl: `${deps.publicUrl}/dashboard/sales`,
        },
      }),
    },
  );
}
