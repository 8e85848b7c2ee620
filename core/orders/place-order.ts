import { and, eq, inArray } from 'drizzle-orm';
import { orderEvents, orderItems, orders, payments, products } from '../../db/schema/index.ts';
import type { Locale } from '../../i18n/config.ts';
import { requireVerifiedEmail, type Viewer } from '../accounts/viewer.ts';
import { affiliateCommissions } from '../affiliates/affiliate-commission.ts';
import type { Attribution } from '../analytics/traffic-source.ts';
import type { CoreDeps } from '../deps.ts';
import { createGift } from '../gifts/create-gift.ts';
import { giftInputFor } from '../gifts/gift.schema.ts';
import { findAttribution } from '../partners/find-referral.ts';
import { type PaymentProviderName, providerSupportsSubscriptions } from '../ports/payment-provider.ts';
import { AppError } from '../shared/app-error.ts';
import {
  type CheckoutInput,
  checkoutInputFor,
  idempotencyKey,
  type OrderKinds,
  orderKindsOf,
} from './checkout.schema.ts';
import { type Buyer, guestBuyer } from './guest-buyer.ts';
import { guestReturnToken } from './guest-return.ts';
import { orderNumber } from './order-number.ts';
import { redeemPromotion } from './promotion-redemption.ts';
import { quoteInput } from './quote.schema.ts';
import { type OrderQuote, quoteOrder } from './quote-order.ts';

/** An unpaid order is held this long (its promotion use too), a little longer than a hosted checkout lives. */
export const pendingOrderHours = 25;

export interface PlacedOrder {
  orderId: string;
  number: string;
  status: typeof orders.$inferSelect.status;
  /** Where the browser pays; null once the order is no longer waiting for payment. */
  redirectUrl: string | null;
}

type Deps = Pick<CoreDeps, 'db' | 'clock' | 'payments' | 'publicUrl' | 'log' | 'secret'>;

const errors = {
  providerUnavailable: () =>
    new AppError('provider_unavailable', 422, 'Ce moyen de paiement n’est pas disponible', { field: 'provider' }),
  noSubscriptions: () =>
    new AppError('provider_unsupported', 422, 'Ce moyen de paiement ne prend pas en charge les abonnements', {
      field: 'provider',
    }),
  mixedIntervals: () =>
    new AppError(
      'mixed_billing_intervals',
      422,
      'Un abonnement mensuel et un abonnement annuel ne peuvent pas être payés ensemble : passez deux commandes',
    ),
  keyReused: () =>
    new AppError('idempotency_key_reused', 409, 'Cette clé d’idempotence a déjà servi pour une autre commande'),
};

/**
 * Places an order from the buyer's lines at the catalogue's prices (never the client's), then opens the chosen
 * provider's hosted checkout. `Idempotency-Key` makes it safe to retry: the same key gives back the same order, and
 * an order whose checkout could not be opened gets one on the retry. Without a session the order is a guest's,
 * placed for the owner of the address given (see guestBuyer).
 */
export async function placeOrder(
  deps: Deps,
  viewer: Viewer | null,
  input: CheckoutInput,
  options: {
    idempotencyKey: string;
    locale: Locale;
    /** The buyer's partner-link cookie: the order goes to the partner of their last click within 30 days. */
    referralToken?: string | null;
    /** The client's network address, which a guest checkout is rate-limited by. */
    ip?: string | null;
    /** Where the visit came from (its attribution cookie, decision 0043); none: not known. */
    attribution?: Attribution | null;
  },
): Promise<PlacedOrder> {
  const guest = viewer === null;
  if (!guest) requireVerifiedEmail(viewer);
  const clientKey = idempotencyKey.parse(options.idempotencyKey);
  const parsed = checkoutInputFor(await kindsOf(deps, input), { guest }).parse(input);
  const buyer: Buyer = guest
    ? await guestBuyer(deps, {
        email: parsed.email as string,
        name: parsed.billingName ?? (parsed.email as string).split('@')[0]!,
        locale: options.locale,
        ip: options.ip ?? null,
      })
    : viewer;
  const key = `${buyer.userId}:${clientKey}`;
  const providerName = parsed.provider;
  const provider = deps.payments[providerName];
  if (!provider) throw errors.providerUnavailable();
  const checkout: CheckoutFor = { providerName, buyer, guest, locale: options.locale };

  const existing = await findByKey(deps, key);
  if (existing) return resume(deps, existing, checkout);

  const now = deps.clock.now();
  let placed: typeof orders.$inferSelect;
  try {
    placed = await deps.db.transaction(async (tx) => {
      const quote = await quoteOrder(deps, parsed, { db: tx, buyerId: buyer.userId });
      checkBilling(quote, providerName);
      const kinds = orderKindsOf(quote.lines);
      if (quote.promotion) await redeemPromotion(tx, quote.promotion.id, buyer.userId);
      const referral = await findAttribution(
        tx,
        options.referralToken,
        { buyerId: buyer.userId, sellerIds: quote.lines.map((line) => line.sellerId) },
        now,
      );
      const [order] = await tx
        .insert(orders)
        .values({
          number: orderNumber(now),
          buyerId: buyer.userId,
          subtotalCents: quote.subtotalCents,
          discountCents: quote.discountCents,
          taxCents: quote.taxCents,
          totalCents: quote.totalCents,
          promotionId: quote.promotion?.id ?? null,
          buyerCountry: quote.country,
          buyerVatId: quote.vatId,
          reverseCharge: quote.reverseCharge,
          billingName: parsed.billingName ?? buyer.email,
          billingAddress: parsed.billingAddress ?? null,
          termsAcceptedAt: now,
          withdrawalWaivedAt: kinds.download ? now : null,
          serviceStartRequestedAt: kinds.subscription ? now : null,
          idempotencyKey: key,
          paymentProvider: providerName,
          partnerId: referral?.partnerId ?? null,
          source: options.attribution?.source ?? null,
          utmSource: options.attribution?.utmSource ?? null,
          utmMedium: options.attribution?.utmMedium ?? null,
          utmCampaign: options.attribution?.utmCampaign ?? null,
          expiresAt: new Date(now.getTime() + pendingOrderHours * 3_600_000),
        })
        .returning();
      const affiliateCents = await affiliateCommissions(tx, referral?.partnerId, quote.lines);
      const items = await tx
        .insert(orderItems)
        .values(
          quote.lines.map((line, index) => ({
            orderId: order!.id,
            productId: line.productId,
            sellerId: line.sellerId,
            title: line.title,
            billing: line.billing,
            unitPriceCents: line.unitPriceCents,
            quantity: line.quantity,
            taxCents: line.taxCents,
            totalCents: line.totalCents,
            sellerShareCents: line.sellerShareCents,
            platformFeeCents: line.platformFeeCents,
            discountCents: line.discountCents,
            deploymentCents: line.deploymentCents,
            affiliateCommissionCents: affiliateCents[index]!,
          })),
        )
        .returning({ id: orderItems.id });
      if (parsed.gift) {
        const gift = giftInputFor(buyer.email).parse(parsed.gift);
        for (const item of items) await createGift(tx, { orderItemId: item.id, ...gift });
      }
      await tx.insert(orderEvents).values({
        orderId: order!.id,
        toStatus: 'pending_payment',
        actor: guest ? `guest:${buyer.userId}` : `buyer:${buyer.userId}`,
        data: { provider: providerName, promotion: quote.promotion?.code ?? null },
      });
      return order!;
    });
  } catch (error) {
    // The same key sent twice at once: the other request placed the order; answer with it.
    const raced = isUniqueViolation(error) ? await findByKey(deps, key) : null;
    if (!raced) throw error;
    return resume(deps, raced, checkout);
  }
  return openCheckout(deps, placed, checkout);
}

/**
 * The kinds of the products an order names, read before the input is checked so that every missing consent is
 * reported with the other errors at once; lines that do not parse ask for none (their own error is reported).
 */
async function kindsOf(deps: Deps, input: CheckoutInput): Promise<OrderKinds> {
  const lines = quoteInput.shape.lines.safeParse(input?.lines);
  if (!lines.success) return { download: false, subscription: false };
  const found = await deps.db
    .select({ billing: products.billing })
    .from(products)
    .where(
      inArray(
        products.id,
        lines.data.map((line) => line.productId),
      ),
    );
  return orderKindsOf(found);
}

function checkBilling(quote: OrderQuote, provider: PaymentProviderName) {
  const intervals = new Set(quote.lines.filter((l) => l.billing !== 'one_time').map((l) => l.billing));
  if (intervals.size > 0 && !providerSupportsSubscriptions[provider]) throw errors.noSubscriptions();
  if (intervals.size > 1) throw errors.mixedIntervals();
}

const findByKey = async (deps: Deps, key: string) =>
  (await deps.db.select().from(orders).where(eq(orders.idempotencyKey, key)).limit(1))[0] ?? null;

/** Who pays a placed order, with which provider (unless the order already has one), in which language. */
interface CheckoutFor {
  providerName: PaymentProviderName;
  buyer: Buyer;
  /** A guest comes back from the provider without a session: the return URLs carry a signed pass to the order. */
  guest: boolean;
  locale: Locale;
}

async function resume(deps: Deps, order: typeof orders.$inferSelect, checkout: CheckoutFor): Promise<PlacedOrder> {
  const { providerName, buyer } = checkout;
  if (order.buyerId !== buyer.userId) throw errors.keyReused();
  if (order.status !== 'pending_payment') {
    return { orderId: order.id, number: order.number, status: order.status, redirectUrl: null };
  }
  const [payment] = await deps.db
    .select({ redirectUrl: payments.redirectUrl })
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.provider, order.paymentProvider ?? providerName)))
    .limit(1);
  if (payment?.redirectUrl) {
    return { orderId: order.id, number: order.number, status: order.status, redirectUrl: payment.redirectUrl };
  }
  return openCheckout(deps, order, {
    ...checkout,
    providerName: (order.paymentProvider as PaymentProviderName) ?? providerName,
  });
}

/** Opens the provider's hosted checkout for a placed order and records the payment it starts. */
async function openCheckout(
  deps: Deps,
  order: typeof orders.$inferSelect,
  { providerName, buyer, guest, locale }: CheckoutFor,
): Promise<PlacedOrder> {
  const provider = deps.payments[providerName];
  if (!provider) throw errors.providerUnavailable();
  const items = await deps.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  const pass = guest ? `&guest=${guestReturnToken(deps, order.id)}` : '';
  const back = (path: string) => `${deps.publicUrl}${path}?order=${order.id}${pass}`;
  const session = await provider.createCheckout({
    orderId: order.id,
    orderNumber: order.number,
    amountCents: order.totalCents,
    currency: 'EUR',
    // Each line's amount is what the buyer pays for it; a discount or reverse charge can leave cents that do not
    // divide by the seats, and a guided deployment is paid once, so such a line is sent as one unit of its whole
    // amount.
    lines: items.map((item) => {
      const even = item.deploymentCents === 0 && item.totalCents % item.quantity === 0;
      const seats = even || item.quantity === 1 ? item.title : `${item.title} × ${item.quantity}`;
      return {
        orderItemId: item.id,
        title: item.deploymentCents > 0 ? `${seats} + déploiement accompagné` : seats,
        unitAmountCents: even ? item.totalCents / item.quantity : item.totalCents,
        quantity: even ? item.quantity : 1,
        billing: item.billing,
      };
    }),
    buyerEmail: buyer.email,
    locale,
    successUrl: back('/payment-success'),
    cancelUrl: back('/payment-canceled'),
    idempotencyKey: `order-${order.id}`,
  });
  await deps.db
    .insert(payments)
    .values({
      orderId: order.id,
      provider: providerName,
      providerRef: session.providerRef,
      redirectUrl: session.redirectUrl,
      amountCents: order.totalCents,
    })
    .onConflictDoNothing();
  return { orderId: order.id, number: order.number, status: order.status, redirectUrl: session.redirectUrl };
}

const isUniqueViolation = (error: unknown): boolean => {
  const seen = new Set<unknown>();
  for (let e = error; e && typeof e === 'object' && !seen.has(e); e = (e as { cause?: unknown }).cause) {
    seen.add(e);
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
};
