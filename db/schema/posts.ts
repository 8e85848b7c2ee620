import { index, integer, pgEnum, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { belongsToUser, nullableUser } from './auth.ts';
import { products } from './catalog.ts';
import { at, createdAt, ref, tableWithId } from './columns.ts';
import { sellerProfiles } from './sellers.ts';

/** A member following a creator (« Suivre » on /seller/:id and product pages): they may receive their posts. */
export const sellerFollows = pgTable(
  'seller_follows',
  {
    userId: belongsToUser(),
    sellerId: ref('seller_id', () => sellerProfiles.id, 'cascade').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.sellerId] }),
    /** The follower count of a creator's page and the recipients of their followers' posts. */
    index('seller_follows_seller_idx').on(t.sellerId),
  ],
);

/** Whom a creator's post is for: the buyers of one of their products, all their buyers, or their followers. */
export const creatorPostAudience = pgEnum('creator_post_audience', ['product_buyers', 'buyers', 'followers']);

/** A creator's post (/dashboard/posts): Markdown, sent once to the recipients resolved when it was sent. */
export const creatorPosts = tableWithId(
  'creator_posts',
  {
    sellerId: ref('seller_id', () => sellerProfiles.id, 'cascade').notNull(),
    authorId: nullableUser('author_id'),
    title: text('title').notNull(),
    /** Markdown, rendered through core/content/markdown.ts (raw HTML escaped). */
    body: text('body').notNull(),
    audience: creatorPostAudience('audience').notNull(),
    /** The product whose buyers receive it (audience `product_buyers`). */
    productId: ref('product_id', () => products.id, 'set null'),
    recipientCount: integer('recipient_count').notNull().default(0),
    /** Removed by moderation: its recipients no longer see it. */
    hiddenAt: at('hidden_at'),
    hiddenReason: text('hidden_reason'),
    createdAt: createdAt(),
  },
  (t) => [index('creator_posts_seller_idx').on(t.sellerId, t.createdAt.desc())],
);

/** Who received a post: who may read it, and whom its e-mail job goes through (by user id). */
export const creatorPostRecipients = pgTable(
  'creator_post_recipients',
  {
    postId: ref('post_id', () => creatorPosts.id, 'cascade').notNull(),
    userId: belongsToUser(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.userId] }),
    index('creator_post_recipients_user_idx').on(t.userId, t.postId),
  ],
);

/** A member who no longer wants a creator's posts (the e-mails' one-click unsubscribe, or their settings). */
export const creatorPostMutes = pgTable(
  'creator_post_mutes',
  {
    userId: belongsToUser(),
    sellerId: ref('seller_id', () => sellerProfiles.id, 'cascade').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.sellerId] }), index('creator_post_mutes_seller_idx').on(t.sellerId)],
);

export type CreatorPostAudience = (typeof creatorPostAudience.enumValues)[number];
