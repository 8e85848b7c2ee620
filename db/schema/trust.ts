import { sql } from 'drizzle-orm';
import { check, date, index, pgEnum, smallint, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { belongsToUser, nullableUser } from './auth.ts';
import { belongsToProduct } from './catalog.ts';
import { at, createdAt, ref, tableWithId, timestamps } from './columns.ts';
import { orderItems } from './commerce.ts';
import { sellerProfiles } from './sellers.ts';

export const reviewStatus = pgEnum('review_status', ['published', 'hidden']);

export const reviews = tableWithId(
  'reviews',
  {
    productId: belongsToProduct(),
    buyerId: belongsToUser('buyer_id'),
    orderItemId: ref('order_item_id', () => orderItems.id, 'set null'),
    /** The product's seller, copied by the `reviews_seller` trigger (migration 0021) for the seller page's latest reviews. */
    sellerId: ref('seller_id', () => sellerProfiles.id, 'cascade'),
    rating: smallint('rating').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** Date of the buyer's experience of the product (French rule L111-7-2). */
    experiencedAt: date('experienced_at', { mode: 'string' }).notNull(),
    status: reviewStatus('status').notNull().default('published'),
    /** Why moderation hid it, as told to its author. */
    hiddenReason: text('hidden_reason'),
    sellerReply: text('seller_reply'),
    replyAt: at('reply_at'),
    ...timestamps(),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    unique('reviews_product_buyer_uq').on(t.productId, t.buyerId),
    index('reviews_product_idx').on(t.productId, t.status, t.createdAt.desc()),
    index('reviews_buyer_idx').on(t.buyerId),
    index('reviews_seller_idx').on(t.sellerId, t.createdAt.desc()).where(sql`${t.status} = 'published'`),
  ],
);

export const reportTarget = pgEnum('report_target', ['product', 'review', 'message', 'user', 'seller', 'post']);
export const reportStatus = pgEnum('report_status', ['open', 'resolved', 'dismissed']);

export const reports = tableWithId(
  'reports',
  {
    reporterId: nullableUser('reporter_id'),
    /** A notice (DSA art. 16) from anyone: where its receipt and the decision are sent, in which language. */
    reporterEmail: text('reporter_email'),
    reporterLocale: text('reporter_locale'),
    /** When the notifier stated that the notice is accurate and complete, in good faith (art. 16(2)(d)). */
    goodFaithAt: at('good_faith_at'),
    targetType: reportTarget('target_type').notNull(),
    targetId: uuid('target_id').notNull(),
    reason: text('reason').notNull(),
    details: text('details'),
    status: reportStatus('status').notNull().default('open'),
    resolvedBy: nullableUser('resolved_by'),
    resolution: text('resolution'),
    resolvedAt: at('resolved_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('reports_status_idx').on(t.status, t.createdAt),
    index('reports_target_idx').on(t.targetType, t.targetId),
    /** One report per user per target (a second one is refused, not stored). */
    uniqueIndex('reports_reporter_target_uq').on(t.reporterId, t.targetType, t.targetId),
    /** One notice per address per target from people not signed in. */
    uniqueIndex('reports_email_target_uq')
      .on(sql`lower(${t.reporterEmail})`, t.targetType, t.targetId)
      .where(sql`${t.reporterId} is null`),
  ],
);
