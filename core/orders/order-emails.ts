import type { Db } from '../../db/client.ts';
import type { orders } from '../../db/schema/index.ts';
import { isGuestAccount } from '../accounts/guest-account.ts';
import { libraryLinkDays, libraryUrl } from '../accounts/library-link.ts';
import type { CoreDeps } from '../deps.ts';
import { emailBuyerAndSellers } from './recipients.ts';

interface SoldItem {
  title: string;
  quantity: number;
  totalCents: number;
  deploymentCents: number;
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
  deps: Pick<CoreDeps, 'queue' | 'publicUrl' | 'secret' | 'clock'>,
  tx: Db,
  order: typeof orders.$inferSelect,
  {
    items,
    invoiceReference,
    licences,
  }: { items: SoldItem[]; invoiceReference: string; licences: { title: string; key: string }[] },
) {
  // A guest has no password: the receipt carries a signed link that opens their purchases.
  const guest = await isGuestAccount(tx, order.buyerId);
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
          lines: items.map(({ title, quantity, totalCents, deploymentCents, giftFor }) => ({
            title,
            quantity,
            totalCents,
            deploymentCents,
            giftFor,
          })),
          taxCents: order.taxCents,
          totalCents: order.totalCents,
          reverseCharge: order.reverseCharge,
          invoiceReference,
          purchasesUrl: guest ? libraryUrl(deps, order.buyerId) : `${deps.publicUrl}/dashboard/purchases`,
          invoiceUrl: guest
            ? libraryUrl(deps, order.buyerId, `/dashboard/invoices/${invoiceReference}/pdf`)
            : `${deps.publicUrl}/dashboard/invoices/${invoiceReference}/pdf`,
          licences,
          guest: guest ? { linkDays: libraryLinkDays, newLinkUrl: `${deps.publicUrl}/library` } : null,
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
          lines: sold.map(({ title, quantity, deploymentCents, sellerShareCents }) => ({
            title,
            quantity,
            deploymentCents,
            shareCents: sellerShareCents,
          })),
          shareCents: sold.reduce((sum, item) => sum + item.sellerShareCents, 0),
          salesUrl: `${deps.publicUrl}/dashboard/sales`,
        },
      }),
    },
  );
}
