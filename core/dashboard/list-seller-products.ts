import type { Viewer } from '../accounts/viewer.ts';
import type { CoreDeps } from '../deps.ts';
import type { ProductStatus } from '../products/product-status.schema.ts';
import type { PageMeta } from '../shared/page-number.ts';
import { type SellerProductRow, sellerProductCounts, sellerProductRows, viewsSince } from './seller-product-rows.ts';
import type { SellerProductsQuery } from './seller-products.schema.ts';
import { sellerScope } from './seller-scope.ts';

export interface SellerProducts {
  data: SellerProductRow[];
  counts: Record<ProductStatus, number>;
  meta: PageMeta;
}

/** The viewer's own products (all statuses, or one), with sales, rating, 30-day views and what each lacks. */
export async function listSellerProducts(
  deps: Pick<CoreDeps, 'db' | 'clock'>,
  viewer: Viewer | null,
  query: SellerProductsQuery,
): Promise<SellerProducts> {
  const { sellerId } = await sellerScope(deps.db, viewer);
  const [data, counts] = await Promise.all([
    sellerProductRows(deps.db, sellerId, {
      since: viewsSince(deps.clock.now()),
      status: query.status,
      limit: query.per_page,
      offset: (query.page - 1) * query.per_page,
    }),
    sellerProductCounts(deps.db, sellerId),
  ]);
  const total = query.status ? counts[query.status] : counts.draft + counts.published + counts.archived;
  return { data, counts, meta: { total, page: query.page, per_page: query.per_page } };
}
