import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import type { Viewer } from '../accounts/viewer.ts';
import { viewerSellerId } from '../products/product-access.ts';
import type { PostAudience } from './posts.schema.ts';

export interface SentPostItem {
  id: string;
  title: string;
  audience: PostAudience;
  productTitle: string | null;
  recipients: number;
  createdAt: string;
  hidden: boolean;
}

export interface SellerPosts {
  /** The viewer's products, to choose whose buyers a post goes to. */
  products: { id: string; title: string }[];
  /** The 50 latest posts, newest first (`creator_posts_seller_idx`). */
  posts: SentPostItem[];
}

/**
 * What /dashboard/posts shows its creator: their products and their sent posts with recipient counts. A customer
 * is refused (`not_a_seller`), an expert without a seller profile told to complete it (`seller_profile_missing`).
 */
export async function listSellerPosts({ db }: { db: Db }, viewer: Viewer | null): Promise<SellerPosts> {
  const seller = { id: await viewerSellerId(db, viewer) };
  const [products, posts] = await Promise.all([
    rows<{ id: string; title: string }>(
      db,
      sql`select id, title from products where seller_id = ${seller.id} and status <> 'draft' order by title, id`,
    ),
    rows<{
      id: string;
      title: string;
      audience: PostAudience;
      product_title: string | null;
      recipient_count: number;
      created_at: Date | string;
      hidden: boolean;
    }>(
      db,
      sql`select c.id, c.title, c.audience, p.title as product_title, c.recipient_count, c.created_at,
                 c.hidden_at is not null as hidden
          from creator_posts c left join products p on p.id = c.product_id
          where c.seller_id = ${seller.id}
          order by c.created_at desc, c.id
          limit 50`,
    ),
  ]);
  return {
    products,
    posts: posts.map((row) => ({
      id: row.id,
      title: row.title,
      audience: row.audience,
      productTitle: row.product_title,
      recipients: Number(row.recipient_count),
      createdAt: new Date(row.created_at).toISOString(),
      hidden: row.hidden,
    })),
  };
}
