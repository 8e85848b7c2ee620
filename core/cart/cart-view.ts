import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type MediaVariant, products, sellerProfiles } from '../../db/schema/index.ts';
import { deploymentOptionCents } from '../deployments/deployment-option.ts';
import type { FileStore } from '../ports/file-store.ts';
import { maxCartLines } from './cart-limits.ts';

/** A product, its number of licences (seats), and whether the guided deployment is added as a paid option. */
export interface CartLine {
  productId: string;
  quantity: number;
  deployment: boolean;
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
  /** The guided deployment's price when the product sells it as an option (once per line, VAT included), else null. */
  deploymentPriceCents: number | null;
}

export interface CartView {
  items: CartItem[];
  /** Σ price × quantity, plus the deployments added, in cents, VAT included. */
  totalCents: number;
  /** Σ quantity: the number of licences, the cart button's badge. */
  count: number;
  /** Products asked for but left out: unknown, no longer published, or beyond the 50 lines a cart holds. */
  dropped: string[];
}

export type CartProduct = Omit<CartItem, 'quantity' | 'deployment'>;

const smallestWebp = (variants: readonly MediaVariant[]) =>
  variants
    .filter((v) => v.format === 'webp')
    .reduce<MediaVariant | undefined>((min, v) => (min === undefined || v.width < min.width ? v : min), undefined);

/** The lines asking for the deployment option on an available product that does not sell it. */
export const linesWithoutOption = (lines: readonly CartLine[], found: ReadonlyMap<string, CartProduct>) =>
  lines
    .filter((l) => l.deployment && found.has(l.productId) && found.get(l.productId)!.deploymentPriceCents === null)
    .map((l) => l.productId);

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
      deploymentPriceCents: products.deploymentPriceCents,
      sellerId: sellerProfiles.id,
      sellerName: sellerProfiles.publicName,
      cover: sql<MediaVariant[] | null>`(select m.variants from product_media m
        where m.product_id = ${products.id} and m.kind = 'cover' order by m.sort limit 1)`,
    })
    .from(products)
    .innerJoin(sellerProfiles, eq(sellerProfiles.id, products.sellerId))
    .where(and(inArray(products.id, [...productIds]), eq(products.status, 'published')));
  return new Map(
    found.map(({ cover, deploymentPriceCents, ...product }) => {
      const image = smallestWebp(cover ?? []);
      return [
        product.productId,
        {
          ...product,
          image: image ? files.url(image.path) : null,
          deploymentPriceCents: deploymentOptionCents({ deploymentPriceCents, billing: product.billing }),
        },
      ];
    }),
  );
}

/** A line's amount as the cart shows it: the seats, and the guided deployment once when it is added. */
export const cartLineCents = (item: CartItem) =>
  item.priceCents * item.quantity + (item.deployment ? (item.deploymentPriceCents ?? 0) : 0);

/**
 * The lines, in order, whose product is available, up to the 50 a cart holds; the others are `dropped`. The
 * deployment option is kept only while the product still sells it (a line carted before the creator withdrew it is
 * never charged for it).
 */
export function toCartView(lines: readonly CartLine[], found: ReadonlyMap<string, CartProduct>): CartView {
  const items: CartItem[] = [];
  const dropped: string[] = [];
  for (const { productId, quantity, deployment } of lines) {
    const product = found.get(productId);
    if (product && items.length < maxCartLines) {
      items.push({ ...product, quantity, deployment: deployment && product.deploymentPriceCents !== null });
    } else dropped.push(productId);
  }
  return {
    items,
    totalCents: items.reduce((sum, i) => sum + cartLineCents(i), 0),
    count: items.reduce((sum, i) => sum + i.quantity, 0),
    dropped,
  };
}
