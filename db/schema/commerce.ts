import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { belongsToUser, nullableUser, user } from './auth.ts';
import { belongsToProduct, billing, productFiles, products } from './catalog.ts';
import { at, createdAt, ref, tableWithId, timestamps, updatedAt } from './columns.ts';
import { sellerProfiles } from './sellers.ts';

const cents = (name: string) => integer(name).notNull();

export const carts = tableWithId('carts', {
  userId: belongsToUser().unique(),
  updatedAt: updatedAt(),
});

export const cartItems = pgTable(
  'cart_items',
  {
    cartId: ref('cart_id', () => carts.id, 'cascade').notNull(),
    productId: belongsToProduct(),
    quantity: smallint('quantity').notNull(),
    /** The guided deployment is bought as a paid option with this line (decision 0048). */
    deployment: boolean('deployment').notNull().default(false),
    addedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.cartId, t.productId] }),
    check('cart_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

export const promotions = tableWithId(
  'promotions',
  {
    /** null = a platform-wide promotion. */
    sellerId: ref('seller_id', () => sellerProfiles.id, 'cascade'),
    productId: ref('product_id', () => products.id, 'cascade'),
    code: text('code'),
    percentOff: smallint('percent_off'),
    amountOffCents: integer('amount_off_cents'),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    /** Uses in all (null: no limit). */
    maxRedemptions: integer('max_redemptions'),
    /** Uses by one buyer, counting their orders not canceled, expired or failed (null: no limit). */
    maxPerCustomer: integer('max_per_customer').default(1),
    redemptions: integer('redemptions').notNull().default(0),
    /** Set while its seller (or an administrator) has paused it: refused at checkout until resumed. */
    pausedAt: at('paused_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('promotions_one_discount', sql`(${t.percentOff} is null) <> (${t.amountOffCents} is null)`),
    check('promotions_percent_range', sql`${t.percentOff} is null or ${t.percentOff} between 1 and 100`),
    check('promotions_dates', sql`${t.endsAt} > ${t.startsAt}`),
    uniqueIndex('promotions_code_uq').on(sql`upper(${t.code})`),
    index('promotions_product_idx').on(t.productId, t.endsAt),
    /** A seller's codes on /dashboard/discounts, newest first. */
    index('promotions_seller_idx').on(t.sellerId, t.createdAt.desc()),
  ],
);

/**
 * The products a promotion is limited to, when it names several (a creator's code for some of their products,
 * decision 0043). No row: the promotion's `seller_id`/`product_id` alone say which lines it discounts.
 */
export const promotionProducts = pgTable(
  'promotion_products',
  {
    promotionId: ref('promotion_id', () => promotions.id, 'cascade').notNull(),
    productId: belongsToProduct(),
  },
  (t) => [
    primaryKey({ columns: [t.promotionId, t.productId] }),
    index('promotion_products_product_idx').on(t.productId),
  ],
);

/** A business partner (role `partner`): resells through `?ref=CODE` links and earns a commission on the platform's share. */
export const partners = tableWithId(
  'partners',
  {
    userId: belongsToUser().unique(),
    code: text('code').notNull().unique(),
    /** Per-partner rate of the amount excluding VAT; null = the platform's default (site setting, 10 %). */
    commissionPercent: smallint('commission_percent'),
    payoutName: text('payout_name'),
    payoutIban: text('payout_iban'),
    ...timestamps(),
  },
  (t) => [
    check('partners_commission_range', sql`${t.commissionPercent} is null or ${t.commissionPercent} between 0 and 30`),
  ],
);

/** A visit through a partner's link; the visitor's browser keeps `visitor_token` (cookie) for 30 days. */
export const referralClicks = tableWithId(
  'referral_clicks',
  {
    partnerId: ref('partner_id', () => partners.id, 'cascade').notNull(),
    visitorToken: text('visitor_token').notNull(),
    landingPath: text('landing_path').notNull(),
    productId: ref('product_id', () => products.id, 'set null'),
    sellerId: ref('seller_id', () => sellerProfiles.id, 'set null'),
    createdAt: createdAt(),
  },
  (t) => [
    index('referral_clicks_visitor_idx').on(t.visitorToken, t.createdAt.desc()),
    index('referral_clicks_partner_idx').on(t.partnerId, t.createdAt.desc()),
  ],
);

export const orderStatus = pgEnum('order_status', [
  'pending_payment',
  'paid',
  'refund_requested',
  'partially_refunded',
  'refunded',
  'canceled',
  'expired',
  'failed',
]);

export const orders = tableWithId(
  'orders',
  {
    number: text('number').notNull().unique(),
    buyerId: ref('buyer_id', () => user.id, 'restrict').notNull(),
    status: orderStatus('status').notNull().default('pending_payment'),
    currency: char('currency', { length: 3 }).notNull().default('EUR'),
    subtotalCents: cents('subtotal_cents'),
    discountCents: integer('discount_cents').notNull().default(0),
    taxCents: cents('tax_cents'),
    totalCents: cents('total_cents'),
    promotionId: ref('promotion_id', () => promotions.id, 'set null'),
    buyerCountry: char('buyer_country', { length: 2 }).notNull(),
    buyerVatId: text('buyer_vat_id'),
    reverseCharge: boolean('reverse_charge').notNull().default(false),
    termsAcceptedAt: at('terms_accepted_at'),
    /** When the buyer asked for downloads at once and acknowledged losing the withdrawal right (one-time lines). */
    withdrawalWaivedAt: at('withdrawal_waived_at'),
    /** When the buyer asked a subscription to start within the withdrawal period, which they keep (L221-25). */
    serviceStartRequestedAt: at('service_start_requested_at'),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    paymentProvider: text('payment_provider'),
    /** The partner whose link the buyer followed within 30 days before placing the order. */
    partnerId: ref('partner_id', () => partners.id, 'set null'),
    /**
     * Where the visit that placed the order came from (decision 0043): `direct`, an external referrer's host,
     * `ref:<partner code>` or `utm:<utm_source>`, with the UTM fields as the landing URL gave them. No personal data.
     */
    source: text('source'),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    /** Who the invoice is made out to (a company name for a business buyer), and its postal address. */
    billingName: text('billing_name').notNull().default(''),
    billingAddress: text('billing_address'),
    /** A pending order not paid by then expires (its promotion redemption is given back). */
    expiresAt: at('expires_at'),
    paidAt: at('paid_at'),
    ...timestamps(),
  },
  (t) => [
    index('orders_buyer_idx').on(t.buyerId, t.createdAt.desc()),
    index('orders_status_idx').on(t.status, t.createdAt.desc()),
    index('orders_pending_expiry_idx').on(t.expiresAt).where(sql`${t.status} = 'pending_payment'`),
    index('orders_partner_idx').on(t.partnerId, t.createdAt.desc()).where(sql`${t.partnerId} is not null`),
    /** The administrators' order list, newest first, with or without filters (core/admin/orders). */
    index('orders_created_idx').on(t.createdAt.desc()),
    index('orders_paid_idx').on(t.paidAt).where(sql`${t.paidAt} is not null`),
  ],
);

export const orderItems = tableWithId(
  'order_items',
  {
    orderId: ref('order_id', () => orders.id, 'cascade').notNull(),
    productId: ref('product_id', () => products.id, 'restrict').notNull(),
    sellerId: ref('seller_id', () => sellerProfiles.id, 'restrict').notNull(),
    title: text('title').notNull(),
    billing: billing('billing').notNull().default('one_time'),
    unitPriceCents: cents('unit_price_cents'),
    quantity: smallint('quantity').notNull(),
    taxCents: cents('tax_cents'),
    totalCents: cents('total_cents'),
    sellerShareCents: cents('seller_share_cents'),
    platformFeeCents: cents('platform_fee_cents'),
    /** The partner's part of `platform_fee_cents` (never of the seller's share). */
    partnerCommissionCents: integer('partner_commission_cents').notNull().default(0),
    /** What the order's promotion took off this line, VAT included (0 without one). */
    discountCents: integer('discount_cents').notNull().default(0),
    /** The seller's affiliate's part of `seller_share_cents`, decided when the order is placed (decision 0044). */
    affiliateCommissionCents: integer('affiliate_commission_cents').notNull().default(0),
    /** The guided deployment bought as a paid option with this line, VAT included; part of `total_cents`. */
    deploymentCents: integer('deployment_cents').notNull().default(0),
    refundedAt: at('refunded_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
    index('order_items_order_idx').on(t.orderId),
    index('order_items_seller_idx').on(t.sellerId, t.createdAt.desc()),
    // Also serves « Vous aimerez aussi »: a product's most recent order lines, without a sort.
    index('order_items_product_idx').on(t.productId, t.createdAt.desc()),
  ],
);

export const orderEvents = tableWithId(
  'order_events',
  {
    orderId: ref('order_id', () => orders.id, 'cascade').notNull(),
    fromStatus: orderStatus('from_status'),
    toStatus: orderStatus('to_status').notNull(),
    actor: text('actor').notNull(),
    reason: text('reason'),
    data: jsonb('data'),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

export const paymentStatus = pgEnum('payment_status', [
  'pending',
  'succeeded',
  'failed',
  'canceled',
  'partially_refunded',
  'refunded',
]);

export const payments = tableWithId(
  'payments',
  {
    orderId: ref('order_id', () => orders.id, 'cascade').notNull(),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref').notNull(),
    /** The provider's hosted checkout, where a buyer who comes back to pay is sent again. */
    redirectUrl: text('redirect_url'),
    status: paymentStatus('status').notNull().default('pending'),
    amountCents: cents('amount_cents'),
    currency: char('currency', { length: 3 }).notNull().default('EUR'),
    ...timestamps(),
  },
  (t) => [
    unique('payments_provider_ref_uq').on(t.provider, t.providerRef),
    index('payments_order_idx').on(t.orderId),
    /** The console's payments filtered by status, and its to-do count of recent failures. */
    index('payments_status_idx').on(t.status, t.createdAt.desc()),
  ],
);

/** Every provider event is stored once: the unique key makes webhook replays no-ops. */
export const paymentEvents = tableWithId(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    outcome: text('outcome'),
    receivedAt: createdAt(),
    processedAt: at('processed_at'),
  },
  (t) => [
    unique('payment_events_provider_event_uq').on(t.provider, t.eventId),
    index('payment_events_received_idx').on(t.receivedAt.desc()),
  ],
);

export const refundStatus = pgEnum('refund_status', ['requested', 'processing', 'succeeded', 'failed', 'rejected']);

export const refunds = tableWithId(
  'refunds',
  {
    orderId: ref('order_id', () => orders.id, 'cascade').notNull(),
    paymentId: ref('payment_id', () => payments.id, 'set null'),
    orderItemId: ref('order_item_id', () => orderItems.id, 'set null'),
    amountCents: cents('amount_cents'),
    reason: text('reason').notNull(),
    status: refundStatus('status').notNull().default('requested'),
    providerRef: text('provider_ref'),
    requestedBy: nullableUser('requested_by'),
    createdAt: createdAt(),
    processedAt: at('processed_at'),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId),
    index('refunds_status_idx').on(t.status, t.createdAt),
    uniqueIndex('refunds_provider_ref_uq').on(t.providerRef),
  ],
);

export const payoutStatus = pgEnum('payout_status', ['pending', 'paid', 'failed']);

export const payoutBatchStatus = pgEnum('payout_batch_status', ['created', 'paid']);

/**
 * A set of SEPA credit transfers an administrator creates from the balances past the 30-day guarantee, exports
 * (pain.001 XML and CSV) and marks paid once the bank has executed it (core/admin/payouts).
 */
export const payoutBatches = tableWithId(
  'payout_batches',
  {
    /** Human and bank reference (the SEPA message id), `PAY-YYYYMMDD-NNN`. */
    reference: text('reference').notNull().unique(),
    status: payoutBatchStatus('status').notNull().default('created'),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    payoutCount: integer('payout_count').notNull(),
    /** Earnings older than this were payable. */
    cutoffAt: at('cutoff_at').notNull(),
    /** Null for a batch the payout schedule created (decision 0044). */
    createdBy: nullableUser('created_by'),
    /** An administrator confirmed its total and count: set at creation by hand, later for a scheduled batch. */
    confirmedBy: nullableUser('confirmed_by'),
    confirmedAt: at('confirmed_at'),
    paidBy: nullableUser('paid_by'),
    createdAt: createdAt(),
    paidAt: at('paid_at'),
  },
  (t) => [
    index('payout_batches_created_idx').on(t.createdAt.desc()),
    index('payout_batches_open_idx').on(t.createdAt).where(sql`${t.status} = 'created'`),
  ],
);

export const payouts = tableWithId(
  'payouts',
  {
    /** Who is paid: a seller or a partner, exactly one. */
    sellerId: ref('seller_id', () => sellerProfiles.id, 'restrict'),
    partnerId: ref('partner_id', () => partners.id, 'restrict'),
    batchId: ref('batch_id', () => payoutBatches.id, 'restrict'),
    amountCents: cents('amount_cents'),
    /** The account holder and IBAN the transfer was ordered to, as they were when the batch was created. */
    payeeName: text('payee_name'),
    payeeIban: text('payee_iban'),
    status: payoutStatus('status').notNull().default('pending'),
    reference: text('reference'),
    createdAt: createdAt(),
    paidAt: at('paid_at'),
  },
  (t) => [
    check('payouts_one_payee', sql`(${t.sellerId} is null) <> (${t.partnerId} is null)`),
    index('payouts_seller_idx').on(t.sellerId, t.createdAt.desc()),
    index('payouts_partner_idx').on(t.partnerId, t.createdAt.desc()),
    index('payouts_batch_idx').on(t.batchId),
  ],
);

export const ledgerKind = pgEnum('ledger_kind', ['sale', 'fee', 'refund', 'payout', 'partner_commission']);

/** Double-entry style money movements. `account` is `seller:<id>`, `platform`, `partner:<id>` or `buyer_refund`. */
export const ledgerEntries = tableWithId(
  'ledger_entries',
  {
    account: text('account').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    kind: ledgerKind('kind').notNull(),
    orderItemId: ref('order_item_id', () => orderItems.id, 'restrict'),
    refundId: ref('refund_id', () => refunds.id, 'restrict'),
    payoutId: ref('payout_id', () => payouts.id, 'restrict'),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_account_idx').on(t.account, t.createdAt),
    index('ledger_order_item_idx').on(t.orderItemId),
    index('ledger_created_idx').on(t.createdAt),
  ],
);

export const licenceStatus = pgEnum('licence_status', ['active', 'revoked']);

export const licences = tableWithId(
  'licences',
  {
    orderItemId: ref('order_item_id', () => orderItems.id, 'cascade').notNull(),
    ownerId: nullableUser('owner_id'),
    key: text('key').notNull().unique(),
    seat: smallint('seat').notNull(),
    status: licenceStatus('status').notNull().default('active'),
    createdAt: createdAt(),
    revokedAt: at('revoked_at'),
  },
  (t) => [unique('licences_item_seat_uq').on(t.orderItemId, t.seat), index('licences_owner_idx').on(t.ownerId)],
);

export const downloads = tableWithId(
  'downloads',
  {
    userId: nullableUser('user_id'),
    fileId: ref('file_id', () => productFiles.id, 'cascade').notNull(),
    orderItemId: ref('order_item_id', () => orderItems.id, 'set null'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [index('downloads_user_idx').on(t.userId, t.createdAt.desc()), index('downloads_file_idx').on(t.fileId)],
);

export const invoiceKind = pgEnum('invoice_kind', ['invoice', 'credit_note']);

/** Last number used per series; locked with FOR UPDATE so numbers are continuous. */
export const invoiceSequences = pgTable('invoice_sequences', {
  series: text('series').primaryKey(),
  lastNumber: integer('last_number').notNull().default(0),
});

export const invoices = tableWithId(
  'invoices',
  {
    series: text('series').notNull(),
    number: integer('number').notNull(),
    /** Formatted, e.g. FAC-2026-000001. */
    reference: text('reference').notNull().unique(),
    kind: invoiceKind('kind').notNull(),
    orderId: ref('order_id', () => orders.id, 'restrict').notNull(),
    refundId: ref('refund_id', () => refunds.id, 'restrict'),
    totalCents: integer('total_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    pdfPath: text('pdf_path'),
    issuedAt: createdAt(),
  },
  (t) => [unique('invoices_series_number_uq').on(t.series, t.number), index('invoices_order_idx').on(t.orderId)],
);

export const subscriptionStatus = pgEnum('subscription_status', [
  'active',
  'past_due',
  'suspended',
  'canceled',
  'expired',
]);

export const subscriptions = tableWithId(
  'subscriptions',
  {
    userId: belongsToUser(),
    productId: ref('product_id', () => products.id, 'restrict').notNull(),
    orderItemId: ref('order_item_id', () => orderItems.id, 'set null'),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    billing: billing('billing').notNull(),
    status: subscriptionStatus('status').notNull().default('active'),
    currentPeriodEnd: at('current_period_end').notNull(),
    /** After a failed renewal, access continues until then, and is suspended if no payment came. */
    graceUntil: at('grace_until'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    canceledAt: at('canceled_at'),
    ...timestamps(),
  },
  (t) => [
    index('subscriptions_user_idx').on(t.userId, t.status),
    index('subscriptions_renewal_idx').on(t.status, t.currentPeriodEnd),
    index('subscriptions_provider_ref_idx').on(t.provider, t.providerRef),
    // A release is announced to the product's subscribers (core/products, the notify-release-buyers job).
    index('subscriptions_product_idx').on(t.productId, t.status),
  ],
);

/** A product bought for someone else: the recipient claims the licences and downloads with the link they receive. */
export const gifts = tableWithId(
  'gifts',
  {
    orderItemId: ref('order_item_id', () => orderItems.id, 'cascade')
      .notNull()
      .unique(),
    recipientEmail: text('recipient_email').notNull(),
    message: text('message').notNull().default(''),
    /** SHA-256 of the claim token sent to the recipient; the token itself is never stored. */
    claimTokenHash: text('claim_token_hash').notNull().unique(),
    claimedBy: nullableUser('claimed_by'),
    claimedAt: at('claimed_at'),
    sentAt: at('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [index('gifts_claimed_by_idx').on(t.claimedBy)],
);

/** Every webhook request received, verified or not, with what came of it (shown on /diagnostic). */
export const webhookDeliveries = tableWithId(
  'webhook_deliveries',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id'),
    eventType: text('event_type'),
    statusCode: smallint('status_code').notNull(),
    outcome: text('outcome').notNull(),
    orderId: ref('order_id', () => orders.id, 'set null'),
    durationMs: integer('duration_ms').notNull(),
    receivedAt: createdAt(),
  },
  (t) => [
    index('webhook_deliveries_received_idx').on(t.receivedAt.desc()),
    index('webhook_deliveries_provider_idx').on(t.provider, t.receivedAt.desc()),
    index('webhook_deliveries_order_idx').on(t.orderId),
  ],
);
