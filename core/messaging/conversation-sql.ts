import { type SQL, sql } from 'drizzle-orm';

/*
 * SQL shared by the messaging use cases, always seen from one user's side (`me`): a conversation has a buyer (a user)
 * and a seller (a seller profile, whose user is the other participant). Aliases: `c` conversations, `s` the seller
 * profile, `bu`/`bp` the buyer's user and profile, `p` the product.
 */

/** The conversations and what describes them (the two parties, the product). */
export const conversationSource = sql`conversations c
  join seller_profiles s on s.id = c.seller_id
  join "user" bu on bu.id = c.buyer_id
  left join profiles bp on bp.id = c.buyer_id
  left join products p on p.id = c.product_id`;

/** The conversations `me` takes part in, as the buyer or as the seller (both indexed by participant). */
export const isParticipant = (me: string): SQL =>
  sql`(c.buyer_id = ${me} or c.seller_id = (select id from seller_profiles where user_id = ${me}))`;

/** When `me` last read the conversation. */
export const myLastReadAt = (me: string): SQL =>
  sql`(case when c.buyer_id = ${me} then c.buyer_last_read_at else c.seller_last_read_at end)`;

/** Messages of the other party that `me` has not read. */
export const unreadMessages = (me: string): SQL =>
  sql`messages m where m.conversation_id = c.id and m.sender_id is distinct from ${me}
      and m.created_at > coalesce(${myLastReadAt(me)}, '-infinity')`;

/** Whether `me` has something unread in the conversation (the cheap test on last_message_at first). */
export const hasUnread = (me: string): SQL =>
  sql`(c.last_message_at > coalesce(${myLastReadAt(me)}, '-infinity') and exists (select 1 from ${unreadMessages(me)}))`;

/** The columns of ConversationRow. */
export const conversationColumns = (me: string): SQL => sql`c.id,
  case when c.buyer_id = ${me} then 'buyer' else 'seller' end as role,
  c.seller_id, s.public_name as seller_name, s.avatar_url as seller_avatar,
  coalesce(bp.display_name, bu.name) as buyer_name, bp.avatar_url as buyer_avatar,
  p.id as product_id, p.title as product_title, p.slug as product_slug,
  coalesce(p.status = 'published', false) as product_published,
  c.last_message_at`;

export interface ConversationRow {
  id: string;
  role: 'buyer' | 'seller';
  seller_id: string;
  seller_name: string;
  seller_avatar: string | null;
  buyer_name: string;
  buyer_avatar: string | null;
  product_id: string | null;
  product_title: string | null;
  product_slug: string | null;
  product_published: boolean;
  last_message_at: Date | string | null;
}

/** Timestamps come back as Date (postgres.js) or string (PGlite raw rows): ISO either way. */
export const iso = (value: Date | string): string => new Date(value).toISOString();
