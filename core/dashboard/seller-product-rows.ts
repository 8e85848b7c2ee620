import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import type { SellerProductSummary } from '../products/list-seller-products.ts';
import type { ProductStatus } from '../products/product-status.schema.ts';

/** Why a product wants its seller's attention, in the order they are told. */
export type AttentionReason = 'suspended' | 'draft' | 'noCover' | 'noFiles' | 'lowRating' | 'archivedWithBuyers';

/** Below this average, with at least `lowRatingMinReviews` reviews, a product's rating wants attention. */
const lowRating = 3;
const lowRatingMinReviews = 3;

/** A product as the seller's dashboard lists it: its summary with its figures, and what it lacks. */
export interface SellerProductRow extends Omit<SellerProductSummary, 'salesCount'> {
  sales: number;
  ratingAvg: number;
  ratingCount: number;
  /** Page views over the last 30 days (product_views). */
  views: number;
  attention: AttentionReason[];
  /** When suspended: why (moderation or the seller's ban) and the statement of reasons sent to the seller. */
  suspensionCause: 'moderation' | 'seller_banned' | null;
  suspensionReason: string | null;
}

type Raw = Omit<SellerProductRow, 'attention' | 'updatedAt'> & {
  updatedAt: Date | string;
  hasCover: boolean;
  hasFiles: boolean;
};

function attentionOf(row: Raw): AttentionReason[] {
  const reasons: AttentionReason[] = [];
  if (row.status === 'suspended') reasons.push('suspended');
  if (row.status === 'draft') reasons.push('draft');
  if (row.status === 'published' && !row.hasCover) reasons.push('noCover');
  if (row.status === 'published' && !row.hasFiles) reasons.push('noFiles');
  if (row.ratingCount >= lowRatingMinReviews && row.ratingAvg < lowRating) reasons.push('lowRating');
  if (row.status === 'archived' && row.sales > 0) reasons.push('archivedWithBuyers');
  return reasons;
}

/** The same conditions in SQL, so that the overview fetches only the products that want attention. */
const needsAttention = sql`(p.status in ('draft', 'suspended')
  or (p.status = 'published' and not (f.has_cover and f.has_files))
  or (p.rating_count >= ${lowRatingMinReviews} and p.rating_avg < ${lowRating})
  or (p.status = 'archived' and p.sales_count > 0))`;

/**
 * A page of the seller's products, last edited first, each with its 30-day views and what it lacks, in one query
 * (indexes: products_seller_idx, the product_views key, product_media_product_idx, product_files_product_idx).
 */
export async function sellerProductRows(
  db: Db,
  sellerId: string,
  options: { since: string; status?: ProductStatus; attentionOnly?: boolean; limit: number; offset: number },
): Promise<SellerProductRow[]> {
  const filters: SQL[] = [sql`p.seller_id = ${sellerId}`];
  if (options.status) filters.push(sql`p.status = ${options.status}`);
  if (options.attentionOnly) filters.push(needsAttention);
  const found = await rows<Raw>(
    db,
    sql`select p.id, p.slug, p.title, p.status, p.price_cents as "priceCents", p.billing, p.sales_count as sales,
               p.rating_avg::float8 as "ratingAvg", p.rating_count as "ratingCount", p.updated_at as "updatedAt",
               p.suspension_cause as "suspensionCause", p.suspension_reason as "suspensionReason",
               coalesce(v.views, 0)::int as views, f.has_cover as "hasCover", f.has_files as "hasFiles"
        from products p
        cross join lateral (
          select exists(select 1 from product_media m where m.product_id = p.id and m.kind = 'cover') as has_cover,
                 exists(select 1 from product_files pf where pf.product_id = p.id) as has_files
        ) f
        left join lateral (
          select sum(pv.views) as views from product_views pv where pv.product_id = p.id and pv.day >= ${options.since}
        ) v on true
        where ${sql.join(filters, sql` and `)}
        order by p.updated_at desc, p.id
        limit ${options.limit} offset ${options.offset}`,
  );
  return found.map((row) => {
    const { hasCover: _cover, hasFiles: _files, ...product } = row;
    return {
      ...product,
      sales: Number(row.sales),
      ratingAvg: Number(row.ratingAvg),
      ratingCount: Number(row.ratingCount),
      views: Number(row.views),
      updatedAt: new Date(row.updatedAt).toISOString(),
      attention: attentionOf(row),
    };
  });
}

/** How many products the seller has, by status (for the page's filters and pagination). */
export async function sellerProductCounts(db: Db, sellerId: string): Promise<Record<ProductStatus, number>> {
  const found = await rows<{ status: ProductStatus; n: number }>(
    db,
    sql`select status, count(*)::int as n from products where seller_id = ${sellerId} group by status`,
  );
  const counts: Record<ProductStatus, number> = { draft: 0, published: 0, archived: 0, suspended: 0 };
  for (const row of found) counts[row.status] = Number(row.n);
  return counts;
}

/** The first day of the 30 days that dashboards count views over (UTC, like product_views.day). */
export const viewsSince = (now: Date) => new Date(now.getTime() - 29 * 86_400_000).toISOString().slice(0, 10);
