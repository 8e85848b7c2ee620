import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import type { MediaVariant } from '../../db/schema/index.ts';
import { collections, products } from '../../db/schema/index.ts';
import { AppError } from '../shared/app-error.ts';

/** What the owner sees of one of their collections (list, menu, API). */
export interface CollectionSummary {
  id: string;
  name: string;
  isPublic: boolean;
  /** The share link is `/c/<shareToken>`; it answers only while the collection is public. */
  shareToken: string;
  /** Published products in it (a withdrawn product stays in, unlisted, until it is published again). */
  itemCount: number;
  /** The cover of the product added last, for the list's thumbnail. */
  cover: MediaVariant[];
  createdAt: string;
  updatedAt: string;
  /** Only when asked about one product: whether this collection holds it. */
  hasProduct?: boolean;
}

/** The same answer for an unknown id and for someone else's collection: nobody learns that it exists. */
export const collectionNotFound = () => new AppError('collection_not_found', 404, 'Collection introuvable');

/** Any database handle (the pool or a transaction). */
export type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** The viewer's collection with this id, locked for the rest of the transaction when asked; else 404. */
export async function ownedCollection(db: Tx, userId: string, id: string, { lock = false } = {}) {
  const query = db
    .select({ id: collections.id, name: collections.name, isPublic: collections.isPublic })
    .from(collections)
    .where(and(eq(collections.id, id), eq(collections.userId, userId)));
  const [found] = lock ? await query.for('update') : await query;
  if (!found) throw collectionNotFound();
  return found;
}

/** A published product's id, or product_not_found (404). */
export async function publishedProduct(db: Tx, productId: string): Promise<string> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.status, 'published')));
  if (!product) throw new AppError('product_not_found', 404, 'Produit introuvable');
  return product.id;
}

interface SummaryRow {
  id: string;
  name: string;
  is_public: boolean;
  share_token: string;
  item_count: number;
  cover: MediaVariant[];
  created_at: Date | string;
  updated_at: Date | string;
  has_product?: boolean;
}

/**
 * The viewer's collections (all of them, or those with the given ids), newest first, with their counts and
 * thumbnails; with `productId`, whether each holds that product. At most 50 rows by construction (the limit).
 */
export async function collectionSummaries(
  db: Tx,
  userId: string,
  { ids, productId }: { ids?: readonly string[]; productId?: string } = {},
): Promise<CollectionSummary[]> {
  if (ids?.length === 0) return [];
  const found = await rows<SummaryRow>(
    db,
    sql`select c.id, c.name, c.is_public, c.share_token, c.created_at, c.updated_at,
          (select count(*)::int from collection_items i join products p on p.id = i.product_id
            where i.collection_id = c.id and p.status = 'published') as item_count,
          coalesce((select m.variants from collection_items i
                      join products p on p.id = i.product_id and p.status = 'published'
                      join product_media m on m.product_id = p.id and m.kind = 'cover'
                    where i.collection_id = c.id
                    order by i.created_at desc, m.sort limit 1), '[]'::jsonb) as cover
          ${
            productId
              ? sql`, exists(select 1 from collection_items i
                      where i.collection_id = c.id and i.product_id = ${productId}) as has_product`
              : sql``
          }
        from collections c
        where c.user_id = ${userId}
          ${
            ids
              ? sql`and c.id in (${sql.join(
                  ids.map((id) => sql`${id}`),
                  sql`, `,
                )})`
              : sql``
          }
        order by c.created_at desc, c.id`,
  );
  return found.map((row) => ({
    id: row.id,
    name: row.name,
    isPublic: row.is_public,
    shareToken: row.share_token,
    itemCount: Number(row.item_count),
    cover: row.cover,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    ...(productId ? { hasProduct: !!row.has_product } : {}),
  }));
}

/** One collection's summary (it must be the viewer's). */
export async function collectionSummary(db: Tx, userId: string, id: string): Promise<CollectionSummary> {
  const [summary] = await collectionSummaries(db, userId, { ids: [id] });
  if (!summary) throw collectionNotFound();
  return summary;
}
