import type { Db } from '../../db/client.ts';
import type { CoreDeps } from '../deps.ts';
import { perSeller, recipientsOf } from '../orders/recipients.ts';

interface RefundedItem {
  title: string;
  quantity: number;
  sellerUserId: string;
  sellerShareCents: number;
}

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
  },
) {
  const { order, items } = input;
  const people = await recipientsOf(tx, [order.buyerId, ...items.map((i) => i.sellerUserId)]);
  const lines = (of: RefundedItem[]) => of.map(({ title, quantity }) => ({ title, quantity }));
  const buyer = people.get(order.buyerId);
  if (buyer) {
    await deps.queue.enqueue(
      'send-email',
      {
        to: buyer.email,
        locale: buyer.locale,
        template: 'refund-confirmation',
        props: {
          name: buyer.name,
          orderNumber: order.number,
          lines: lines(items),
          amountCents: input.totalCents,
          creditNoteReference: input.creditNote,
          purchasesUrl: `${deps.publicUrl}/dashboard/purchases`,
        },
      },
      { db: tx },
    );
  }
  for (const [seller, theirs] of perSeller(items, people)) {
    await deps.queue.enqueue(
      'send-email',
      {
        to: seller.email,
        locale: seller.locale,
        template: 'refund-notice',
        props: {
          name: seller.name,
          orderNumber: order.number,
          lines: lines(theirs),
          shareCents: theirs.reduce((sum, i) => sum + i.sellerShareCents, 0),
          reason: input.reason,
          salesUrl: `${deps.publicUrl}/dashboard/sales`,
        },
      },
      { db: tx },
    );
  }
}
