import { type ConversationRow, iso } from './conversation-sql.ts';

/** The other participant as the viewer sees them: the seller's public profile, or the buyer's display name. */
export interface ConversationParty {
  name: string;
  avatarUrl: string | null;
  /** The seller profile (for a link to /seller/:id) when the other party is the seller. */
  sellerId: string | null;
}

export interface ConversationProduct {
  id: string;
  title: string;
  slug: string;
  /** Only a published product has a page to link to. */
  published: boolean;
}

/** A conversation as one of its two participants sees it. */
export interface ConversationHeader {
  id: string;
  /** The viewer's side of it. */
  role: 'buyer' | 'seller';
  otherParty: ConversationParty;
  /** What it is about; null when the buyer wrote from the seller's page (or the product was deleted). */
  product: ConversationProduct | null;
  lastMessageAt: string | null;
}

export function conversationHeader(row: ConversationRow): ConversationHeader {
  const otherIsSeller = row.role === 'buyer';
  return {
    id: row.id,
    role: row.role,
    otherParty: otherIsSeller
      ? { name: row.seller_name, avatarUrl: row.seller_avatar, sellerId: row.seller_id }
      : { name: row.buyer_name, avatarUrl: row.buyer_avatar, sellerId: null },
    product:
      row.product_id && row.product_title && row.product_slug
        ? { id: row.product_id, title: row.product_title, slug: row.product_slug, published: row.product_published }
        : null,
    lastMessageAt: row.last_message_at ? iso(row.last_message_at) : null,
  };
}
