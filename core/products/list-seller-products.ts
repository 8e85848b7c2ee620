import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import type { Viewer } from '../accounts/viewer.ts';
import { viewerSellerId } from './product-access.ts';
import type { ProductStatus } from './product-status.schema.ts';

export interface SellerProductSummary {
  id: string;
  slug: string;
  title: string;
  status: ProductStatus;
  priceCents: number;
  billing: 'one_time' | 'monthly' | 'yearly';
  salesCount: number;
  updatedAt: string;
}

/** Every product of the viewer's own shop, most recently changed first (products_seller_idx). */
export async function listSellerProducts({ db }: { db: Db }, viewer: Viewer | null): Promise<SellerProductSummary[]> {
  const sellerId = await viewerSellerId(db, viewer);
  const found = await db
    .select({
      id: products.id,
      slug: products.slug,
      title: products.title,
      status: products.status,
      priceCents: products.priceCents,
      billing: products.billing,
      salesCount: products.salesCount,
      updatedAt: products.updatedAt,
    })
    .from(products)
    .where(eq(products.sellerId, sellerId))
    .orderBy(desc(products.updatedAt), products.id);
  return found.map((p) => ({ ...p, updatedAt: p.updatedAt.toISOString() }));
}
