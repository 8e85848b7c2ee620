import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type MediaVariant, products, sellerProfiles } from '../../db/schema/index.ts';
import type { FileStore } from '../ports/file-store.ts';
import { maxCartLines } from './cart-limits.ts';

/** A product and its number of licences (seats). */
export interface CartLine {
  productId: string;
  quantity: number;
}

/** A cart line as shown: the product as the server knows it now, never as a client described it. */
export interface CartItem extends CartLine {
  slug: string;
  title: string;
  /** A small cover rendition's URL, or null without a cover. */
  image: string | null;
  sellerId: string;
  sellerName: string;
  /** Unit price in cents, VAT included. */
  priceCents: number;
  billing: 'one_time' | 'monthly' | 'yearly';
}

export interface CartView {
  items: CartItem[];
  /** Σ price × quantity, in cents, VAT included. */
  totalCents: number;
  /** Σ quantity: the number of licences, the cart button's badge. */
  count: number;
  /** Products asked for but left out: unknown, no longer published, or beyond the 50 lines a cart holds. */
  dropped: string[];
}

export type CartProduct = Omit<CartItem, 'quantity'>;

const smallestWebp = (variants: readonly MediaVariant[]) =>
  variants
    .filter((v) => v.format === 'webp')
    .reduce<MediaVariant | undefined>((min, v) => (min === undefined || v.width < min.width ? v : min), undefined);

/** The published products among `productIds`, by id: one query on the primary key (covers by product_media_product_idx). */
export async function cartProducts(
  { db, files }: { db: Db; files: Pick<FileStore, 'url'> },
  productIds: readonly string[],
): Promise<Map<string, CartProduct>> {
  if (productIds.length === 0) return new Map();
  const found = await db
    .select({
      productId: products.id,
      slug: products.slug,
      title: products.title,
      priceCents: products.priceCents,
      billing: products.billing,
      sellerId: sellerProfiles.id,
      sellerName: sellerProfiles.publicName,
      cover: sql<MediaVariant[] | null>`(select m.variants from product_media m
        where m.product_id = ${products.id} and m.kind = 'cover' order by m.sort limit 1)`,
    })
    .from(products)
    .innerJoin(sellerProfiles, eq(sellerProfiles.id, products.sellerId))
    .where(and(inArray(products.id, [...productIds]), eq(products.status, 'published')));
  return new Map(
    found.map(({ cover, ...product }) => {
      const image = smallestWebp(cover ?? []);
      return [product.productId, { ...product, image: image ? files.url(image.path) : null }];
    }),
  );
}

/** The lines, in order, whose product is available, up to the 50 a cart holds; the others are `dropped`. */
export function toCartView(lines: readonly CartLine[], found: ReadonlyMap<string, CartProduct>): CartView {
  const items: CartItem[] = [];
  const dropped: string[] = [];
  for (const { productId, quantity } of lines) {
    const product = found.get(productId);
    if (product && items.length < maxCartLines) items.push({ ...product, quantity });
    else dropped.push(productId);
  }
  return {
    items,
    totalCents: items.reduce((sum, i) => sum + i.priceCents * i.quantity, 0),
    count: items.reduce((sum, i) => sum + i.quantity, 0),
    dropped,
  };
}
