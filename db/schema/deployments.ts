import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { belongsToUser } from './auth.ts';
import { products } from './catalog.ts';
import { at, ref, tableWithId, timestamps } from './columns.ts';
import { orderItems } from './commerce.ts';
import { sellerProfiles } from './sellers.ts';

/**
 * Where a deployment request stands (decision 0046). Open: requested, accepted, in_progress, delivered. Ended:
 * confirmed (by the buyer, or automatically after delivery), declined (by the creator, before accepting),
 * cancelled (by the buyer, before acceptance), refunded (the announced time was missed and the buyer took the refund).
 */
export const deploymentStatus = pgEnum('deployment_status', [
  'requested',
  'accepted',
  'in_progress',
  'delivered',
  'confirmed',
  'declined',
  'cancelled',
  'refunded',
]);

const openStatuses = sql`status in ('requested', 'accepted', 'in_progress', 'delivered')`;

/**
 * A buyer's request that the creator deploy a purchased product for them. The announced time (`deployment_hours`,
 * the product's when the request was opened) runs from acceptance: `due_at = accepted_at + deployment_hours`.
 */
export const deploymentRequests = tableWithId(
  'deployment_requests',
  {
    orderItemId: ref('order_item_id', () => orderItems.id, 'cascade').notNull(),
    productId: ref('product_id', () => products.id, 'restrict').notNull(),
    sellerId: ref('seller_id', () => sellerProfiles.id, 'restrict').notNull(),
    buyerId: belongsToUser('buyer_id'),
    status: deploymentStatus('status').notNull().default('requested'),
    /** One of the manifest's hosting options. */
    hosting: text('hosting').notNull(),
    notes: text('notes').notNull().default(''),
    deploymentHours: smallint('deployment_hours').notNull(),
    requestedAt: at('requested_at').notNull().defaultNow(),
    acceptedAt: at('accepted_at'),
    dueAt: at('due_at'),
    startedAt: at('started_at'),
    deliveredAt: at('delivered_at'),
    /** What the creator says they delivered (where it runs, how to reach it). */
    deliveryNote: text('delivery_note'),
    confirmedAt: at('confirmed_at'),
    /** Confirmed by the clock a set time after delivery, not by the buyer. */
    autoConfirmed: boolean('auto_confirmed').notNull().default(false),
    /** Why the creator declined, or the buyer cancelled. */
    endReason: text('end_reason'),
    endedAt: at('ended_at'),
    /** When administrators were told the request was late (once). */
    lateFlaggedAt: at('late_flagged_at'),
    /** When the creator was warned that the deadline is near (once). */
    atRiskNotifiedAt: at('at_risk_notified_at'),
    ...timestamps(),
  },
  (t) => [
    check('deployment_requests_due_after_accept', sql`${t.dueAt} is null or ${t.acceptedAt} is not null`),
    check('deployment_requests_hours_positive', sql`${t.deploymentHours} > 0`),
    /** One open request per purchase line; an ended one can be followed by another. */
    uniqueIndex('deployment_requests_open_uq').on(t.orderItemId).where(openStatuses),
    index('deployment_requests_seller_idx').on(t.sellerId, t.status, t.requestedAt.desc()),
    index('deployment_requests_buyer_idx').on(t.buyerId, t.requestedAt.desc()),
    index('deployment_requests_item_idx').on(t.orderItemId, t.requestedAt.desc()),
    /** The clock's work: deadlines of accepted requests, automatic confirmations of delivered ones. */
    index('deployment_requests_due_idx').on(t.dueAt).where(sql`${t.status} in ('accepted', 'in_progress')`),
    index('deployment_requests_delivered_idx').on(t.deliveredAt).where(sql`${t.status} = 'delivered'`),
    index('deployment_requests_waiting_idx').on(t.requestedAt).where(sql`${t.status} = 'requested'`),
    /** A creator's on-time rate and median time: their delivered requests. */
    index('deployment_requests_seller_delivered_idx')
      .on(t.sellerId, t.deliveredAt)
      .where(sql`${t.acceptedAt} is not null`),
    /** The figures' bounded windows (decision 0046): a creator's latest accepted requests, and the platform's. */
    index('deployment_requests_seller_accepted_idx')
      .on(t.sellerId, t.acceptedAt.desc())
      .where(sql`${t.acceptedAt} is not null`),
    index('deployment_requests_accepted_idx').on(t.acceptedAt.desc()).where(sql`${t.acceptedAt} is not null`),
    /** The console's list of every request, newest first, in one state or all. */
    index('deployment_requests_status_idx').on(t.status, t.requestedAt.desc()),
    index('deployment_requests_requested_idx').on(t.requestedAt.desc()),
  ],
);

/**
 * A secret the buyer gives for the deployment (an API key, an access), sealed with AES-256-GCM under the
 * configuration's current key (`key_id` says which, so keys rotate without downtime). Deleted when the request ends.
 */
export const deploymentSecrets = tableWithId(
  'deployment_secrets',
  {
    requestId: ref('request_id', () => deploymentRequests.id, 'cascade').notNull(),
    /** The manifest's key name, or the buyer's own label. */
    name: text('name').notNull(),
    keyId: text('key_id').notNull(),
    /** base64 of nonce ‖ ciphertext ‖ tag; the request id and name are the additional data. */
    sealed: text('sealed').notNull(),
    ...timestamps(),
  },
  (t) => [
    unique('deployment_secrets_name_uq').on(t.requestId, t.name),
    index('deployment_secrets_key_idx').on(t.keyId),
  ],
);

/**
 * A step of the deployment guide the buyer ticked on the « Déployer » page of one purchase line. `step` is the
 * step's slug (core/deployments/guides/guide-steps.ts), not its position: a tick survives a new release that keeps the step.
 */
export const deploymentChecklistTicks = pgTable(
  'deployment_checklist_ticks',
  {
    orderItemId: ref('order_item_id', () => orderItems.id, 'cascade').notNull(),
    step: text('step').notNull(),
    tickedAt: at('ticked_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orderItemId, t.step] }),
    check('deployment_checklist_ticks_step_length', sql`char_length(${t.step}) between 1 and 100`),
  ],
);
