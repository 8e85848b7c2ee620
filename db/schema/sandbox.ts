import { index, integer, jsonb, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns.ts';

/*
 * The sandbox payment provider's own books: what a real provider keeps on its side. Déploia's orders never read
 * them; the sandbox adapter (server/adapters/payments/sandbox/) and its hosted checkout page do.
 */

export const sandboxCheckoutStatus = pgEnum('sandbox_checkout_status', [
  'open',
  'processing',
  'paid',
  'expired',
  'canceled',
]);

export interface SandboxLine {
  orderItemId: string;
  title: string;
  unitAmountCents: number;
  quantity: number;
  billing: 'one_time' | 'monthly' | 'yearly';
}

export const sandboxCheckouts = pgTable('sandbox_checkouts', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  orderNumber: text('order_number').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  lines: jsonb('lines').$type<SandboxLine[]>().notNull(),
  buyerEmail: text('buyer_email').notNull(),
  locale: text('locale').notNull(),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  status: sandboxCheckoutStatus('status').notNull().default('open'),
  /** The last card refused on the hosted page, and why (shown there, and as a failed attempt). */
  lastDecline: text('last_decline'),
  subscriptionRef: text('subscription_ref'),
  refundedCents: integer('refunded_cents').notNull().default(0),
  expiresAt: at('expires_at').notNull(),
  createdAt: createdAt(),
  paidAt: at('paid_at'),
});

/** Events waiting to be (or already) delivered to /webhooks/sandbox, signed at sending. */
export const sandboxEvents = pgTable(
  'sandbox_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    deliveredAt: at('delivered_at'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_events_created_idx').on(t.createdAt)],
);

export const sandboxSubscriptions = pgTable(
  'sandbox_subscriptions',
  {
    id: text('id').primaryKey(),
    checkoutId: text('checkout_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    interval: text('interval').$type<'monthly' | 'yearly'>().notNull(),
    status: text('status').$type<'active' | 'canceled'>().notNull().default('active'),
    /** The card to charge at renewal: 'success' or a failing test card, to exercise failed renewals. */
    card: text('card').notNull(),
    currentPeriodEnd: at('current_period_end').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_subscriptions_due_idx').on(t.status, t.currentPeriodEnd)],
);
