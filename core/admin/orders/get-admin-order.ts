import { and, asc, count, eq, or, sql } from 'drizzle-orm';
import {
  downloads,
  invoices,
  licences,
  orderEvents,
  orderItems,
  orders,
  partners,
  paymentEvents,
  payments,
  products,
  profiles,
  promotions,
  refunds,
  sellerProfiles,
  webhookDeliveries,
} from '../../../db/schema/index.ts';
import { requireAdmin, type Viewer } from '../../accounts/viewer.ts';
import type { CoreDeps } from '../../deps.ts';
import { AppError } from '../../shared/app-error.ts';
import type { AdminOrderStatus } from './admin-orders.schema.ts';
import { type TimelineEntry, timelineOf } from './order-timeline.ts';

export const adminOrderNotFound = () => new AppError('order_not_found', 404, 'Commande introuvable');

/**
 * The event ids under which a payment's own calls (the browser's return, our refund requests) are stored: the
 * adapters name them `return:<ref>`, `return:<ref>:<outcome>` (sandbox, Stripe, PayPal) and `refund:<refundId>`.
 */
const returnSuffixes = [
  '',
  ':processing',
  ':expired',
  ':checkout_processing',
  ':checkout_failed',
  ':checkout_expired',
  ':payment_attempt_failed',
];

export interface AdminOrderLine {
  id: string;
  productId: string;
  productSlug: string | null;
  title: string;
  seller: { id: string; publicName: string; userId: string };
  quantity: number;
  unitPriceCents: number;
  taxCents: number;
  totalCents: number;
  sellerShareCents: number;
  platformFeeCents: number;
  partnerCommissionCents: number;
  refundedAt: string | null;
  licences: number;
  activeLicences: number;
  downloads: number;
}

/** Everything an administrator needs about one order, with its timeline (/admin/orders/:orderId). */
export async function getAdminOrder(deps: Pick<CoreDeps, 'db'>, viewer: Viewer | null, orderId: string) {
  requireAdmin(viewer);
  const db = deps.db;
  const [order] = await db
    .select({
      order: orders,
      buyerName: profiles.displayName,
      buyerEmail: profiles.email,
      promotion: {
        id: promotions.id,
        code: promotions.code,
        percentOff: promotions.percentOff,
        amountOffCents: promotions.amountOffCents,
      },
      partner: { id: partners.id, code: partners.code },
    })
    .from(orders)
    .leftJoin(profiles, eq(profiles.id, orders.buyerId))
    .leftJoin(promotions, eq(promotions.id, orders.promotionId))
    .leftJoin(partners, eq(partners.id, orders.partnerId))
    .where(eq(orders.id, orderId));
  if (!order) throw adminOrderNotFound();

  const licenceCount = db
    .select({
      orderItemId: licences.orderItemId,
      all: count().as('all'),
      active: sql<number>`count(*) filter (where ${licences.status} = 'active')`.as('active'),
    })
    .from(licences)
    .innerJoin(orderItems, eq(orderItems.id, licences.orderItemId))
    .where(eq(orderItems.orderId, orderId))
    .groupBy(licences.orderItemId)
    .as('licence_count');
  const downloadCount = db
    .select({ orderItemId: downloads.orderItemId, n: count().as('n') })
    .from(downloads)
    .innerJoin(orderItems, eq(orderItems.id, downloads.orderItemId))
    .where(eq(orderItems.orderId, orderId))
    .groupBy(downloads.orderItemId)
    .as('download_count');

  const [lines, paymentRows, refundRows, invoiceRows, stateRows, partnerName] = await Promise.all([
    db
      .select({
        item: orderItems,
        productSlug: products.slug,
        sellerName: sellerProfiles.publicName,
        sellerUserId: sellerProfiles.userId,
        licences: licenceCount.all,
        activeLicences: licenceCount.active,
        downloads: downloadCount.n,
      })
      .from(orderItems)
      .innerJoin(sellerProfiles, eq(sellerProfiles.id, orderItems.sellerId))
      .leftJoin(products, eq(products.id, orderItems.productId))
      .leftJoin(licenceCount, eq(licenceCount.orderItemId, orderItems.id))
      .leftJoin(downloadCount, eq(downloadCount.orderItemId, orderItems.id))
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.createdAt), asc(orderItems.id)),
    db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.createdAt)),
    db
      .select({ refund: refunds, requestedByName: profiles.displayName })
      .from(refunds)
      .leftJoin(profiles, eq(profiles.id, refunds.requestedBy))
      .where(eq(refunds.orderId, orderId))
      .orderBy(asc(refunds.createdAt)),
    db
      .select()
      .from(invoices)
      .where(eq(invoices.orderId, orderId))
      .orderBy(asc(invoices.issuedAt), asc(invoices.number)),
    db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.createdAt)),
    order.partner
      ? db
          .select({ name: profiles.displayName })
          .from(partners)
          .innerJoin(profiles, eq(profiles.id, partners.userId))
          .where(eq(partners.id, order.partner.id))
      : Promise.resolve([]),
  ]);

  // The provider events of this order: those a webhook delivery tied to it, and the ones stored under our own ids.
  const ownIds = [
    ...paymentRows.flatMap((p) =>
      returnSuffixes.map((suffix) => ({ provider: p.provider, eventId: `return:${p.providerRef}${suffix}` })),
    ),
    ...refundRows.flatMap(({ refund }) => {
      const provider = paymentRows.find((p) => p.id === refund.paymentId)?.provider;
      return provider ? [{ provider, eventId: `refund:${refund.id}` }] : [];
    }),
  ];
  const delivered = db
    .selectDistinct({ provider: webhookDeliveries.provider, eventId: webhookDeliveries.eventId })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.orderId, orderId));
  const eventRows = await db
    .select()
    .from(paymentEvents)
    .where(
      or(
        sql`(${paymentEvents.provider}, ${paymentEvents.eventId}) in ${delivered}`,
        ...ownIds.map((id) => and(eq(paymentEvents.provider, id.provider), eq(paymentEvents.eventId, id.eventId))),
      ),
    )
    .orderBy(asc(paymentEvents.receivedAt));

  const o = order.order;
  const lineTitle = new Map(lines.map((l) => [l.item.id, l.item.title]));
  const timeline: TimelineEntry[] = timelineOf({
    states: stateRows,
    events: eventRows,
    refunds: refundRows.map(({ refund, requestedByName }) => ({
      ...refund,
      requestedByName,
      lineTitle: refund.orderItemId ? (lineTitle.get(refund.orderItemId) ?? null) : null,
    })),
    invoices: invoiceRows,
  });
  const openLines = lines.filter((l) => l.item.refundedAt === null);

  return {
    id: o.id,
    number: o.number,
    status: o.status as AdminOrderStatus,
    currency: o.currency,
    createdAt: o.createdAt.toISOString(),
    paidAt: o.paidAt?.toISOString() ?? null,
    provider: o.paymentProvider,
    buyer: { id: o.buyerId, name: order.buyerName, email: order.buyerEmail },
    billing: {
      name: o.billingName,
      address: o.billingAddress,
      country: o.buyerCountry,
      vatId: o.buyerVatId,
      reverseCharge: o.reverseCharge,
    },
    totals: {
      subtotalCents: o.subtotalCents,
      discountCents: o.discountCents,
      taxCents: o.taxCents,
      totalCents: o.totalCents,
      sellerShareCents: sum(lines.map((l) => l.item.sellerShareCents)),
      platformFeeCents: sum(lines.map((l) => l.item.platformFeeCents)),
      partnerCommissionCents: sum(lines.map((l) => l.item.partnerCommissionCents)),
      refundedCents: sum(refundRows.filter((r) => r.refund.status === 'succeeded').map((r) => r.refund.amountCents)),
    },
    promotion: order.promotion?.id ? order.promotion : null,
    partner: order.partner?.id ? { ...order.partner, name: partnerName[0]?.name ?? null } : null,
    lines: lines.map(
      (l): AdminOrderLine => ({
        id: l.item.id,
        productId: l.item.productId,
        productSlug: l.productSlug,
        title: l.item.title,
        seller: { id: l.item.sellerId, publicName: l.sellerName, userId: l.sellerUserId },
        quantity: l.item.quantity,
        unitPriceCents: l.item.unitPriceCents,
        taxCents: l.item.taxCents,
        totalCents: l.item.totalCents,
        sellerShareCents: l.item.sellerShareCents,
        platformFeeCents: l.item.platformFeeCents,
        partnerCommissionCents: l.item.partnerCommissionCents,
        refundedAt: l.item.refundedAt?.toISOString() ?? null,
        licences: Number(l.licences ?? 0),
        activeLicences: Number(l.activeLicences ?? 0),
        downloads: Number(l.downloads ?? 0),
      }),
    ),
    payments: paymentRows.map((p) => ({
      id: p.id,
      provider: p.provider,
      providerRef: p.providerRef,
      status: p.status,
      amountCents: p.amountCents,
      createdAt: p.createdAt.toISOString(),
    })),
    refunds: refundRows.map(({ refund, requestedByName }) => ({
      id: refund.id,
      status: refund.status,
      amountCents: refund.amountCents,
      reason: refund.reason,
      orderItemId: refund.orderItemId,
      lineTitle: refund.orderItemId ? (lineTitle.get(refund.orderItemId) ?? null) : null,
      requestedBy: refund.requestedBy,
      requestedByName,
      createdAt: refund.createdAt.toISOString(),
      processedAt: refund.processedAt?.toISOString() ?? null,
    })),
    invoices: invoiceRows.map((i) => ({
      reference: i.reference,
      kind: i.kind,
      totalCents: i.totalCents,
      taxCents: i.taxCents,
      issuedAt: i.issuedAt.toISOString(),
      /** The PDF, served to administrators by the buyers' invoice route. */
      pdfUrl: `/dashboard/invoices/${encodeURIComponent(i.reference)}/pdf`,
    })),
    licences: {
      total: sum(lines.map((l) => Number(l.licences ?? 0))),
      active: sum(lines.map((l) => Number(l.activeLicences ?? 0))),
    },
    downloads: sum(lines.map((l) => Number(l.downloads ?? 0))),
    /** A refund may start: paid or partly refunded, nothing in flight, a line left to refund. */
    refundable: (o.status === 'paid' || o.status === 'partially_refunded') && openLines.length > 0,
    openLineIds: openLines.map((l) => l.item.id),
    timeline,
  };
}

export type AdminOrder = Awaited<ReturnType<typeof getAdminOrder>>;

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
