import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { rows } from '../../../db/rows.ts';
import { type ModerationTargetType, moderationTargetTypes } from './moderation.schema.ts';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** A reported product as the moderators see it: title, seller, state and a link. */
export interface ProductPreview {
  kind: 'product';
  id: string;
  title: string;
  slug: string;
  status: 'draft' | 'published' | 'archived' | 'suspended';
  suspensionCause: 'moderation' | 'seller_banned' | null;
  suspensionReason: string | null;
  sellerId: string;
  sellerName: string;
}

/** A reported review: its rating and text, its author and its product. */
export interface ReviewPreview {
  kind: 'review';
  id: string;
  rating: number;
  title: string;
  body: string;
  status: 'published' | 'hidden';
  hiddenReason: string | null;
  authorName: string | null;
  productTitle: string;
  productSlug: string;
  productPublished: boolean;
}

/**
 * A reported message: its text and the two participants of its conversation. Only a reported message is ever shown
 * to a moderator (every preview comes from a report).
 */
export interface MessagePreview {
  kind: 'message';
  id: string;
  body: string;
  attachmentName: string | null;
  createdAt: string;
  hidden: boolean;
  hiddenReason: string | null;
  senderName: string | null;
  buyerName: string | null;
  sellerName: string;
  productTitle: string | null;
}

/**
 * A notified seller: their public name and page, and their account (where a ban, the action on a seller, is
 * decided with its reasons).
 */
export interface SellerPreview {
  kind: 'seller';
  id: string;
  name: string;
  userId: string;
  banned: boolean;
  publishedProducts: number;
}

/** A reported creator's post: its title and Markdown source, its creator and audience. */
export interface PostPreview {
  kind: 'post';
  id: string;
  title: string;
  body: string;
  sellerId: string;
  sellerName: string;
  recipients: number;
  createdAt: string;
  hidden: boolean;
  hiddenReason: string | null;
}

export type TargetPreview = ProductPreview | ReviewPreview | MessagePreview | SellerPreview | PostPreview;

const idList = (ids: string[]): SQL =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

async function productPreviews(db: Db, ids: string[]): Promise<ProductPreview[]> {
  const found = await rows<{
    id: string;
    title: string;
    slug: string;
    status: ProductPreview['status'];
    suspension_cause: ProductPreview['suspensionCause'];
    suspension_reason: string | null;
    seller_id: string;
    seller_name: string;
  }>(
    db,
    sql`select p.id, p.title, p.slug, p.status, p.suspension_cause, p.suspension_reason,
               s.id as seller_id, s.public_name as seller_name
        from products p join seller_profiles s on s.id = p.seller_id
        where p.id in (${idList(ids)})`,
  );
  return found.map((row) => ({
    kind: 'product',
    id: row.id,
    title: row.title,
    slug: row.slug,
    status: row.status,
    suspensionCause: row.suspension_cause,
    suspensionReason: row.suspension_reason,
    sellerId: row.seller_id,
    sellerName: row.seller_name,
  }));
}

async function reviewPreviews(db: Db, ids: string[]): Promise<ReviewPreview[]> {
  const found = await rows<{
    id: string;
    rating: number;
    title: string;
    body: string;
    status: ReviewPreview['status'];
    hidden_reason: string | null;
    author_name: string | null;
    product_title: string;
    product_slug: string;
    product_status: string;
  }>(
    db,
    sql`select r.id, r.rating, r.title, r.body, r.status, r.hidden_reason, pr.display_name as author_name,
               p.title as product_title, p.slug as product_slug, p.status as product_status
        from reviews r join products p on p.id = r.product_id left join profiles pr on pr.id = r.buyer_id
        where r.id in (${idList(ids)})`,
  );
  return found.map((row) => ({
    kind: 'review',
    id: row.id,
    rating: Number(row.rating),
    title: row.title,
    body: row.body,
    status: row.status,
    hiddenReason: row.hidden_reason,
    authorName: row.author_name,
    productTitle: row.product_title,
    productSlug: row.product_slug,
    productPublished: row.product_status === 'published',
  }));
}

async function messagePreviews(db: Db, ids: string[]): Promise<MessagePreview[]> {
  const found = await rows<{
    id: string;
    body: string;
    attachment_name: string | null;
    created_at: Date | string;
    hidden_at: Date | string | null;
    hidden_reason: string | null;
    sender_name: string | null;
    buyer_name: string | null;
    seller_name: string;
    product_title: string | null;
  }>(
    db,
    sql`select m.id, m.body, m.attachment_name, m.created_at, m.hidden_at, m.hidden_reason,
               sp.display_name as sender_name, bp.display_name as buyer_name, s.public_name as seller_name,
               p.title as product_title
        from messages m
        join conversations c on c.id = m.conversation_id
        join seller_profiles s on s.id = c.seller_id
        left join profiles bp on bp.id = c.buyer_id
        left join profiles sp on sp.id = m.sender_id
        left join products p on p.id = c.product_id
        where m.id in (${idList(ids)})
          and exists (select 1 from reports rep where rep.target_type = 'message' and rep.target_id = m.id)`,
  );
  return found.map((row) => ({
    kind: 'message',
    id: row.id,
    body: row.body,
    attachmentName: row.attachment_name,
    createdAt: iso(row.created_at) ?? '',
    hidden: row.hidden_at !== null,
    hiddenReason: row.hidden_reason,
    senderName: row.sender_name,
    buyerName: row.buyer_name,
    sellerName: row.seller_name,
    productTitle: row.product_title,
  }));
}

async function sellerPreviews(db: Db, ids: string[]): Promise<SellerPreview[]> {
  const found = await rows<{ id: string; name: string; user_id: string; banned: boolean; published: number }>(
    db,
    sql`select s.id, s.public_name as name, s.user_id, coalesce(u.banned, false) as banned,
               coalesce(st.product_count, 0)::int as published
        from seller_profiles s
        join "user" u on u.id = s.user_id
        left join seller_catalog_stats st on st.seller_id = s.id
        where s.id in (${idList(ids)})`,
  );
  return found.map((row) => ({
    kind: 'seller',
    id: row.id,
    name: row.name,
    userId: row.user_id,
    banned: row.banned,
    publishedProducts: Number(row.published),
  }));
}

async function postPreviews(db: Db, ids: string[]): Promise<PostPreview[]> {
  const found = await rows<{
    id: string;
    title: string;
    body: string;
    seller_id: string;
    seller_name: string;
    recipient_count: number;
    created_at: Date | string;
    hidden_at: Date | string | null;
    hidden_reason: string | null;
  }>(
    db,
    sql`select c.id, c.title, c.body, c.seller_id, s.public_name as seller_name, c.recipient_count, c.created_at,
               c.hidden_at, c.hidden_reason
        from creator_posts c join seller_profiles s on s.id = c.seller_id
        where c.id in (${idList(ids)})`,
  );
  return found.map((row) => ({
    kind: 'post',
    id: row.id,
    title: row.title,
    body: row.body,
    sellerId: row.seller_id,
    sellerName: row.seller_name,
    recipients: Number(row.recipient_count),
    createdAt: iso(row.created_at) ?? '',
    hidden: row.hidden_at !== null,
    hiddenReason: row.hidden_reason,
  }));
}

/** Previews of the given targets, by `type:id` (a target deleted since it was reported has none). */
export async function targetPreviews(
  db: Db,
  targets: readonly { targetType: ModerationTargetType; targetId: string }[],
): Promise<Map<string, TargetPreview>> {
  const of = (type: ModerationTargetType) => targets.filter((t) => t.targetType === type).map((t) => t.targetId);
  const previews = {
    product: productPreviews,
    review: reviewPreviews,
    message: messagePreviews,
    seller: sellerPreviews,
    post: postPreviews,
  } satisfies Record<ModerationTargetType, (db: Db, ids: string[]) => Promise<TargetPreview[]>>;
  const found = await Promise.all(
    moderationTargetTypes.map((type) => (of(type).length > 0 ? previews[type](db, of(type)) : [])),
  );
  return new Map<string, TargetPreview>(found.flat().map((p) => [`${p.kind}:${p.id}`, p]));
}

/** Whether moderation has taken the target down (what a restore would undo). */
export function isRemoved(preview: TargetPreview | undefined): boolean {
  if (!preview) return false;
  if (preview.kind === 'product') return preview.status === 'suspended' && preview.suspensionCause === 'moderation';
  if (preview.kind === 'review') return preview.status === 'hidden';
  if (preview.kind === 'seller') return preview.banned;
  return preview.hidden;
}

export { iso as isoOrNull };
