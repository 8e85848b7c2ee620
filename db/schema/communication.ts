import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { locale, role } from './accounts.ts';
import { belongsToUser, nullableUser } from './auth.ts';
import { products } from './catalog.ts';
import { at, createdAt, ref, tableWithId } from './columns.ts';
import { deploymentRequests } from './deployments.ts';
import { sellerProfiles } from './sellers.ts';

export const notificationType = pgEnum('notification_type', ['success', 'warning', 'error', 'info']);

export interface NotificationMetadata {
  redirect_url?: string;
  [key: string]: unknown;
}

/** Exactly the spec's `notifications` shape. */
export const notifications = tableWithId(
  'notifications',
  {
    userId: belongsToUser(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    type: notificationType('type').notNull().default('info'),
    read: boolean('read').notNull().default(false),
    metadata: jsonb('metadata').$type<NotificationMetadata>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('notifications_user_unread_idx').on(t.userId).where(sql`not ${t.read}`),
    /** Counts of recipients and reads per administrator's broadcast (core/admin/broadcasts). */
    index('notifications_broadcast_idx')
      .on(sql`(${t.metadata}->>'broadcast_id')`, t.read)
      .where(sql`${t.metadata} ? 'broadcast_id'`),
  ],
);

export const broadcastAudience = pgEnum('broadcast_audience', ['all', 'role', 'user']);

/**
 * A notification an administrator sent to everyone, to the holders of a role or to one user (/admin/notifications).
 * Each recipient's copy is a `notifications` row whose metadata holds `broadcast_id`, from which reads are counted.
 */
export const notificationBroadcasts = tableWithId(
  'notification_broadcasts',
  {
    title: text('title').notNull(),
    message: text('message').notNull(),
    type: notificationType('type').notNull(),
    redirectUrl: text('redirect_url'),
    audience: broadcastAudience('audience').notNull(),
    audienceRole: role('audience_role'),
    audienceUserId: nullableUser('audience_user_id'),
    recipientCount: integer('recipient_count').notNull(),
    /** Also sent by e-mail (category `announcements`) to those who did not turn it off. */
    emailed: boolean('emailed').notNull().default(false),
    createdBy: nullableUser('created_by'),
    createdAt: createdAt(),
  },
  (t) => [index('notification_broadcasts_created_idx').on(t.createdAt.desc())],
);

/**
 * Whether a user wants e-mail for a category of notifications (core/notifications/notification-kinds.ts); a missing
 * row means yes. The notification itself is always written.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: belongsToUser(),
    category: text('category').notNull(),
    email: boolean('email').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.category] })],
);

export const conversations = tableWithId(
  'conversations',
  {
    buyerId: belongsToUser('buyer_id'),
    sellerId: ref('seller_id', () => sellerProfiles.id, 'cascade').notNull(),
    productId: ref('product_id', () => products.id, 'set null'),
    buyerLastReadAt: at('buyer_last_read_at'),
    sellerLastReadAt: at('seller_last_read_at'),
    /** Last e-mail about a new message sent to each side: at most one per conversation per hour. */
    buyerEmailedAt: at('buyer_emailed_at'),
    sellerEmailedAt: at('seller_emailed_at'),
    lastMessageAt: at('last_message_at'),
    /**
     * The deployment request this conversation is the thread of (decision 0046): its own thread, apart from the
     * buyer's conversation with the seller about the product.
     */
    deploymentRequestId: ref('deployment_request_id', () => deploymentRequests.id, 'cascade'),
    createdAt: createdAt(),
  },
  (t) => [
    /** One conversation per buyer, seller and product, outside deployment requests (which have one each). */
    uniqueIndex('conversations_participants_uq')
      .on(t.buyerId, t.sellerId, sql`coalesce(${t.productId}, '00000000-0000-0000-0000-000000000000'::uuid)`)
      .where(sql`${t.deploymentRequestId} is null`),
    uniqueIndex('conversations_deployment_request_uq').on(t.deploymentRequestId),
    index('conversations_seller_idx').on(t.sellerId, t.lastMessageAt.desc()),
    index('conversations_buyer_idx').on(t.buyerId, t.lastMessageAt.desc()),
  ],
);

export const messages = tableWithId(
  'messages',
  {
    conversationId: ref('conversation_id', () => conversations.id, 'cascade').notNull(),
    senderId: nullableUser('sender_id'),
    body: text('body').notNull(),
    attachmentKey: text('attachment_key'),
    attachmentName: text('attachment_name'),
    /** Found in the content (magic numbers), like every upload's. */
    attachmentContentType: text('attachment_content_type'),
    attachmentSizeBytes: integer('attachment_size_bytes'),
    /** Removed by moderation: the participants see that it was, not what it said. */
    hiddenAt: at('hidden_at'),
    hiddenReason: text('hidden_reason'),
    /**
     * Chosen by the sender's form (or API client) for each message it composes: a second submission with the same
     * key (a double click, a replayed request) answers the first message instead of writing another.
     */
    idempotencyKey: uuid('idempotency_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.createdAt),
    uniqueIndex('messages_idempotency_uq').on(t.conversationId, t.senderId, t.idempotencyKey),
  ],
);

export const emailStatus = pgEnum('email_status', ['pending', 'sent', 'failed']);

/** Every e-mail goes through here; the default transport stops at this table (dev mailbox). */
export const emailOutbox = tableWithId(
  'email_outbox',
  {
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    template: text('template').notNull(),
    locale: locale('locale').notNull().default('fr'),
    /** The one-click unsubscribe address sent as List-Unsubscribe (RFC 8058), for e-mails that have one. */
    listUnsubscribe: text('list_unsubscribe'),
    status: emailStatus('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: at('sent_at'),
  },
  (t) => [index('email_outbox_created_idx').on(t.createdAt.desc()), index('email_outbox_to_idx').on(t.to)],
);

/** Every text message goes through here; the default transport stops at this table (dev mailbox). */
export const smsOutbox = tableWithId(
  'sms_outbox',
  {
    /** E.164 phone number. */
    to: text('to').notNull(),
    text: text('text').notNull(),
    template: text('template').notNull(),
    locale: locale('locale').notNull().default('fr'),
    createdAt: createdAt(),
  },
  (t) => [index('sms_outbox_created_idx').on(t.createdAt.desc()), index('sms_outbox_to_idx').on(t.to)],
);

export const subscriberStatus = pgEnum('subscriber_status', ['pending', 'confirmed', 'unsubscribed']);

export const newsletterSubscribers = tableWithId('newsletter_subscribers', {
  email: text('email').notNull().unique(),
  status: subscriberStatus('status').notNull().default('pending'),
  token: text('token').notNull().unique(),
  locale: locale('locale').notNull().default('fr'),
  createdAt: createdAt(),
  confirmedAt: at('confirmed_at'),
  unsubscribedAt: at('unsubscribed_at'),
});

export const contactMessages = tableWithId(
  'contact_messages',
  {
    userId: nullableUser('user_id'),
    /** The seller written to from their public page; null for a message to the Déploia team. */
    sellerId: ref('seller_id', () => sellerProfiles.id, 'cascade'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    ip: text('ip'),
    createdAt: createdAt(),
    handledAt: at('handled_at'),
  },
  (t) => [
    index('contact_messages_created_idx').on(t.createdAt.desc()),
    index('contact_messages_seller_idx').on(t.sellerId, t.createdAt.desc()),
  ],
);
