import { and, asc, desc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { invoices, orderItems, orders, refunds, sellerProfiles, user } from '../../db/schema/index.ts';
import type { InvoiceFacts } from './invoice-document.ts';

/** Reads what an invoice or a credit note shows; null when no invoice has this id. */
export async function loadInvoiceFacts(db: Db, invoiceId: string): Promise<InvoiceFacts | null> {
  const [row] = await db
    .select({
      invoice: {
        reference: invoices.reference,
        kind: invoices.kind,
        totalCents: invoices.totalCents,
        taxCents: invoices.taxCents,
        issuedAt: invoices.issuedAt,
        orderId: invoices.orderId,
        refundId: invoices.refundId,
      },
      order: {
        number: orders.number,
        billingName: orders.billingName,
        billingAddress: orders.billingAddress,
        buyerEmail: user.email,
        buyerVatId: orders.buyerVatId,
        buyerCountry: orders.buyerCountry,
        reverseCharge: orders.reverseCharge,
        paymentProvider: orders.paymentProvider,
        paidAt: orders.paidAt,
        discountCents: orders.discountCents,
      },
    })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .innerJoin(user, eq(user.id, orders.buyerId))
    .where(eq(invoices.id, invoiceId));
  if (!row) return null;
  const { orderId, refundId, ...invoice } = row.invoice;

  const items = await db
    .select({
      id: orderItems.id,
      title: orderItems.title,
      sellerName: sellerProfiles.publicName,
      billing: orderItems.billing,
      quantity: orderItems.quantity,
      unitPriceCents: orderItems.unitPriceCents,
      deploymentCents: orderItems.deploymentCents,
      totalCents: orderItems.totalCents,
      taxCents: orderItems.taxCents,
      refundedAt: orderItems.refundedAt,
    })
    .from(orderItems)
    .innerJoin(sellerProfiles, eq(sellerProfiles.id, orderItems.sellerId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.createdAt), asc(orderItems.id));

  if (invoice.kind === 'invoice') return { invoice, order: row.order, items, refund: null, corrects: null };

  const [refund] = refundId
    ? await db
        .select({ reason: refunds.reason, orderItemId: refunds.orderItemId, processedAt: refunds.processedAt })
        .from(refunds)
        .where(eq(refunds.id, refundId))
    : [];
  // The order's latest invoice issued before this credit note is the one it corrects.
  const [corrects] = await db
    .select({ reference: invoices.reference, issuedAt: invoices.issuedAt })
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice'), lte(invoices.issuedAt, invoice.issuedAt)))
    .orderBy(desc(invoices.issuedAt))
    .limit(1);
  return { invoice, order: row.order, items, refund: refund ?? null, corrects: corrects ?? null };
}
