import { randomUUID } from 'node:crypto';
import { splitLine } from '../../core/orders/pricing.ts';
import type { Db } from '../client.ts';
import { orderItems, orders, type payments, type reviews } from '../schema/index.ts';
import type { RowWithId } from './insert.ts';
import { nextId } from './sequence.ts';

export interface PaidLine {
  productId: string;
  sellerId: string;
  title: string;
  unitPriceCents: number;
  quantity?: number;
  /** What the order's promotion took off the line, VAT included. */
  discountCents?: number;
  /** The guided deployment bought as a paid option with the line, VAT included (decision 0048). */
  deploymentCents?: number;
}

/** A paid order (VAT 20 %, France) with its lines split 70/30 on the amount excluding VAT. */
export function buildPaidOrder(input: {
  buyerId: string;
  lines: PaidLine[];
  paidAt?: Date;
  promotionId?: string;
  /** The visit's source (decision 0043). */
  source?: string;
}) {
  const paidAt = input.paidAt ?? new Date();
  const orderId = randomUUID();
  const items: RowWithId<typeof orderItems>[] = input.lines.map((line) => {
    const quantity = line.quantity ?? 1;
    const amounts = splitLine(
      line.unitPriceCents,
      quantity,
      undefined,
      line.discountCents ?? 0,
      line.deploymentCents ?? 0,
    );
    return {
      id: randomUUID(),
      orderId,
      productId: line.productId,
      sellerId: line.sellerId,
      title: line.title,
      unitPriceCents: line.unitPriceCents,
      quantity,
      taxCents: amounts.taxCents,
      totalCents: amounts.totalCents,
      sellerShareCents: amounts.sellerShareCents,
      platformFeeCents: amounts.platformFeeCents,
      discountCents: line.discountCents ?? 0,
      deploymentCents: line.deploymentCents ?? 0,
      createdAt: paidAt,
    };
  });
  const total = items.reduce((sum, i) => sum + i.totalCents, 0);
  const tax = items.reduce((sum, i) => sum + i.taxCents, 0);
  const n = nextId();
  const order: RowWithId<typeof orders> = {
    id: orderId,
    number: `CMD-${paidAt.getUTCFullYear()}-${String(n).padStart(6, '0')}-${orderId.slice(0, 4).toUpperCase()}`,
    buyerId: input.buyerId,
    status: 'paid',
    subtotalCents: input.lines.reduce(
      (sum, l) => sum + l.unitPriceCents * (l.quantity ?? 1) + (l.deploymentCents ?? 0),
      0,
    ),
    discountCents: items.reduce((sum, i) => sum + (i.discountCents ?? 0), 0),
    promotionId: input.promotionId ?? null,
    source: input.source ?? null,
    taxCents: tax,
    totalCents: total,
    buyerCountry: 'FR',
    termsAcceptedAt: paidAt,
    withdrawalWaivedAt: paidAt,
    idempotencyKey: `seed-${orderId}`,
    paymentProvider: 'sandbox',
    paidAt,
    createdAt: paidAt,
    updatedAt: paidAt,
  };
  return { order, items };
}

/**
 * The captured payment of a paid order, as checkout writes it (core/orders/place-order.ts) and the provider's
 * confirmation completes it (core/payments/handle-payment-event.ts): the order's total, succeeded, at its payment time.
 */
export function buildPayment(order: {
  id: string;
  totalCents: number;
  paidAt?: Date | null;
  paymentProvider?: string | null;
}): typeof payments.$inferInsert {
  const at = order.paidAt ?? new Date();
  return {
    orderId: order.id,
    provider: order.paymentProvider ?? 'sandbox',
    // The sandbox's references are its checkout ids (server/adapters/payments/sandbox).
    providerRef: randomUUID(),
    status: 'succeeded',
    amountCents: order.totalCents,
    currency: 'EUR',
    createdAt: at,
    updatedAt: at,
  };
}

export async function createPaidOrder(db: Db, input: Parameters<typeof buildPaidOrder>[0]) {
  const built = buildPaidOrder(input);
  await db.insert(orders).values(built.order);
  await db.insert(orderItems).values(built.items);
  return built;
}

type ReviewInsert = typeof reviews.$inferInsert;

export function buildReview(
  input: Omit<ReviewInsert, 'title' | 'body' | 'experiencedAt'> & Partial<ReviewInsert>,
): ReviewInsert {
  return {
    title: 'Très bon produit',
    body: 'Déployé en une journée, il fait ce qui est promis.',
    experiencedAt: new Date().toISOString().slice(0, 10),
    ...input,
  };
}
