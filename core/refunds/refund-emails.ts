import type { Db } from '../../db/client.ts';
import type { RefundCause } from '../../emails/template-props.ts';
import type { CoreDeps } from '../deps.ts';
import { emailBuyerAndSellers } from '../orders/recipients.ts';

interface RefundedItem {
  title: string;
  quantity: number;
  sellerUserId: string;
  sellerShareCents: number;
}

const lines = (of: RefundedItem[]) => of.map(({ title, quantity }) => ({ title, quantity }));

/** The buyer's refund confirmation and each seller's notice, enqueued in the refunding transaction. */
export async function enqueueRefundEmails(
  deps: Pick<CoreDeps, 'queue' | 'publicUrl'>,
  tx: Db,
  input: {
    order: { buyerId: string; number: string };
    items: RefundedItem[];
    totalCents: number;
    creditNote: string;
    reason: string;
    cause: RefundCause;
  },
) {
  const { order, items } = input;
  await emailBuyerAndSellers(
    deps,
    tx,
    { buyerId: order.buyerId, items },
    {
      toBuyer: (buyer) => ({
        template: 'refund-confirmation',
        props: {
          name: buyer.name,
          orderNumber: order.number,
          lines: lines(items),
          amountCents: input.totalCents,
          creditNoteReference: input.creditNote,
          purchasesUrl: `${deps.publicUrl}/dashboard/purchases`,
        },
      }),
      toSeller: (seller, theirs) => ({
        template: 'refund-notice',
        props: {
          name: seller.name,
          orderNumber: order.number,
          lines: lines(theirs),
          shareCents: theirs.reduce((sum, item) => sum + item.sellerShareCents, 0),
          cause: input.cause,
          reason: input.reason,
          salesUrl: `${deps.publicUrl}/dashboard/sales`,
        },
      }),
    },
  );
}
