import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { AppError } from '../shared/app-error.ts';
import { type ProductCard, productCards } from './product-card.ts';

/** How many cards « Vous aimerez aussi » shows at most. */
export const RECOMMENDED_COUNT = 4;
/** The product's latest paid orders read for "bought together": bounded however much it sells. */
const TOGETHER_ORDERS = 200;
/** Products of similar content read from each index (same category; shared words in the popular tier). */
const SIMILAR_POOL = 60;
/**
 * Cards of one seller at most, so that the section spans sellers; the product's own seller gets one, its other
 * products being the page's « Autres créations » section already.
 */
const PER_SELLER = 2;
const PER_OWN_SELLER = 1;

/**
 * « Vous aimerez aussi » for a published product: first the products bought with it (in its latest paid orders,
 * ranked by how many of those orders hold them), then products of similar content (same category, shared tags and
 * title words: `rank_vector`), each seller capped; only published products, never the product itself. One query:
 *
 * - bought together: `order_items_product_idx` (`product_id, created_at desc nulls last`: a best seller's latest
 *   lines without a sort), `orders_pkey`, `order_items_order_idx`;
 * - same category: `products_category_published_idx`, newest first, bounded;
 * - shared words: `products_popular_rank_vector_idx` (GIN, the popular tier), bounded.
 */
export async function recommendProducts(db: Db, productId: string): Promise<ProductCard[]> {
  return productCards(
    db,
    sql`join (
          with source as (
            select id, seller_id, category_id, tags, rank_vector from products where id = ${productId}
          ),
          together_orders as (
            select oi.order_id from order_items oi join orders o on o.id = oi.order_id
            where oi.product_id = ${productId} and oi.refunded_at is null
              and o.status in ('paid', 'refund_requested', 'partially_refunded') -- paidStatuses
            order by oi.created_at desc nulls last limit ${TOGETHER_ORDERS}
          ),
          together as (
            select oi.product_id as id, 0 as tier, count(distinct oi.order_id)::float8 as score
            from order_items oi
            where oi.order_id in (select order_id from together_orders)
              and oi.product_id <> ${productId} and oi.refunded_at is null
            group by oi.product_id
          ),
          -- Any of the product's title and tag words (quoted: a lexeme is taken as it is, never parsed again).
          words as (
            select nullif(array_to_string(array(
              select '''' || replace(replace(w.lexeme, '\\', '\\\\'), '''', '''''') || ''''
              from source s, unnest(s.rank_vector) w
            ), ' | '), '')::tsquery as query
          ),
          similar_pool as (
            -- The category as a value (not a join) and the index's order: an index scan that stops after 60 rows.
            (select p.id from products p
             where p.category_id = (select category_id from source) and p.status = 'published'
               and p.id <> ${productId}
             order by p.published_at desc nulls last limit ${SIMILAR_POOL})
            union
            (select p.id from products p, source s, words w
             where p.popular and p.status = 'published' and p.rank_vector @@ w.query and p.id <> s.id
             limit ${SIMILAR_POOL})
          ),
          alike as (
            select p.id, 1 as tier,
              (coalesce(ts_rank(p.rank_vector, w.query), 0)
                + 0.5 * cardinality(array(select unnest(p.tags) intersect select unnest(s.tags)))
                + case when p.category_id = s.category_id then 0.3 else 0 end)::float8 as score
            from similar_pool sp join products p on p.id = sp.id, source s, words w
          ),
          candidates as (
            select distinct on (id) id, tier, score
            from (select * from together union all select * from alike) c
            order by id, tier, score desc
          ),
          ranked as (
            select c.id, c.tier, c.score, p.top_score, p.seller_id = s.seller_id as own,
              row_number() over (partition by p.seller_id order by c.tier, c.score desc, p.top_score desc, p.id) as nth
            from candidates c join products p on p.id = c.id, source s
            where p.status = 'published'
          )
          select id, tier, score, top_score from ranked
          where nth <= case when own then ${PER_OWN_SELLER}::int else ${PER_SELLER}::int end
          order by tier, score desc, top_score desc, id
          limit ${RECOMMENDED_COUNT}
        ) r on r.id = p.id
        order by r.tier, r.score desc, r.top_score desc, r.id`,
  );
}

/** The recommendations of the published product `slug` (the API's); 404 for any other slug. */
export async function getProductRecommendations(deps: { db: Db }, slug: string): Promise<ProductCard[]> {
  const [product] = await rows<{ id: string }>(
    deps.db,
    sql`select id from products where slug = ${slug} and status = 'published'`,
  );
  if (!product) throw new AppError('product_not_found', 404, 'Produit introuvable');
  return recommendProducts(deps.db, product.id);
}
