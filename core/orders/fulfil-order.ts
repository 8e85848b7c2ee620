import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerEntries, licences, orderItems, type orders, products, subscriptions } from '../../db/schema/index.ts';
import { removeCartItems } from '../cart/remove-cart-items.ts';
import type { CoreDeps } from '../deps.ts';
import { sendGifts } from '../gifts/send-gifts.ts';
import { issueInvoice } from '../invoices/issue-invoice.ts';
import { notifyUsers } from '../notifications/notify-users.ts';
import { applyPartnerCommission } from '../partners/apply-partner-commission.ts';
import { addBillingPeriod } from '../subscriptions/billing-period.ts';
import { fulfilledItems } from './fulfilled-items.ts';
import { itemLedger } from './item-ledger.ts';
import { newLicenceKey } from './licence-key.ts';
import { moveOrder } from './move-order.ts';
import { enqueueOrderEmails } from './order-emails.ts';

export type OrderRow = typeof orders.$inferSelect;

/**
 * Everything paying an order grants, in the paying transaction `tx` (the order row already locked): the status,
 * a licence per seat, subscriptions, the ledger (seller 70 % / platform 30 % of the amount excl. VAT, less the
 * commission of the partner whose link brought the buyer, if any), the invoice number, the bought products out of the cart, notifications, and e-mails enqueued in the same transaction.
 */
export async function fulfilOrder(
  deps: Pick<CoreDeps, 'queue' | 'clock' | 'publicUrl' | 'secret'>,
  tx: Db,
  order: OrderRow,
  payment: { provider: string; subscriptionRef?: string },
): Promise<void> {
  const now = deps.clock.now();
  const items = await fulfilledItems(tx, eq(orderItems.orderId, order.id));
  await moveOrder(tx, order, 'paid', { actor: `provider:${payment.provider}` }, { paidAt: now });

  // A gift's licences wait, ownerless, for the recipient to claim them.
  const issued = await tx
    .insert(licences)
    .values(
      items.flatMap((item) =>
        Array.from({ length: item.quantity }, (_, seat) => ({
          orderItemId: item.id,
          ownerId: item.gift ? null : order.buyerId,
          key: newLicenceKey(),
          seat: seat + 1,
        })),
      ),
    )
    .returning({ orderItemId: licences.orderItemId, ownerId: licences.ownerId, key: licences.key });

  await sendGifts(deps, tx, order.id);

  const recurring = items.filter((item) => item.billing !== 'one_time' && !item.gift);
  if (recurring.length > 0) {
    await tx.insert(subscriptions).values(
      recurring.map((item) => ({
        userId: order.buyerId,
        productId: item.productId,
        orderItemId: item.id,
        provider: payment.provider,
        providerRef: payment.subscriptionRef ?? null,
        billing: item.billing,
        currentPeriodEnd: addBillingPeriod(now, item.billing as 'monthly' | 'yearly'),
      })),
    );
  }

  const commission = await applyPartnerCommission(tx, order, items);
  await tx.insert(ledgerEntries).values([...itemLedger(items, { commissionOf: commission.of }), ...commission.ledger]);

  const productIds = items.map((item) => item.productId);
  // The rows are locked in id order, so two orders sharing products wait for each other instead of deadlocking:
  // an UPDATE … IN locks rows in the order its plan reads them, which differs between plans and as tuples move.
  await tx.execute(sql`update products p set sales_count = p.sales_count + 1, updated_at = now()
    from (select id from products where ${inArray(products.id, productIds)} order by id for update) locked
    where p.id = locked.id`);
  await removeCartItems(tx, order.buyerId, productIds);

  // Numbered last: the series row stays locked until commit, and every paying transaction waits for it.
  const invoice = await issueInvoice(deps, tx, {
    orderId: order.id,
    kind: 'invoice',
    totalCents: order.totalCents,
    taxCents: order.taxCents,
    issuedAt: now,
  });

  await notifyUsers(
    tx,
    [
      {
        userId: order.buyerId,
        kind: 'orderPaid',
        params: () => ({ number: order.number }),
        type: 'success',
        redirectUrl: '/dashboard/purchases',
      },
      ...items.map((item) => ({
        userId: item.sellerUserId,
        kind: 'newSale' as const,
        params: () => ({ title: item.title, count: item.quantity, number: order.number }),
        type: 'success' as const,
        redirectUrl: '/dashboard/sales',
      })),
      ...commission.notices,
    ],
    deps,
  );
  const titles = new Map(items.map((item) => [item.id, item.title]));
  await enqueueOrderEmails(deps, tx, order, {
    items,
    invoiceReference: invoice.reference,
    licences: issued
      .filter((licence) => licence.ownerId !== null)
      .map((licence) => ({ title: titles.get(licence.orderItemId) ?? '', key: licence.key })),
  });
}
