import { sql } from 'drizzle-orm';

/** A published review as the product and seller pages show it. */
export interface PublishedReview {
  id: string;
  rating: number;
  title: string;
  body: string;
  authorName: string;
  /** Date of the buyer's experience of the product (French rule L111-7-2). */
  experiencedAt: string;
  createdAt: string;
  sellerReply: string | null;
}

/** Select list for PublishedReview from `reviews r left join profiles pr on pr.id = r.buyer_id`. */
export const publishedReviewColumns = sql`r.id, r.rating, r.title, r.body, pr.display_name as author_name,
  r.experienced_at::text, r.created_at, r.seller_reply`;

export interface PublishedReviewRow {
  id: string;
  rating: number;
  title: string;
  body: string;
  author_name: string | null;
  experienced_at: string;
  created_at: Date | string;
  seller_reply: string | null;
}

export const toPublishedReview = (r: PublishedReviewRow): PublishedReview => ({
  id: r.id,
  rating: r.rating,
  title: r.title,
  body: r.body,
  authorName: r.author_name ?? '',
  experiencedAt: r.experienced_at,
  createdAt: new Date(r.created_at).toISOString(),
  sellerReply: r.seller_reply,
});
