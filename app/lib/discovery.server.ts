import type { RouterContextProvider } from 'react-router';
import type { ProductCard } from '../../core/catalog/product-card.ts';
import { recentlyViewedCards } from '../../core/catalog/recently-viewed.ts';
import { catalogDb } from '../../server/middleware/read-your-writes.ts';
import { recentlyViewedIds } from '../../server/middleware/recently-viewed.ts';
import { depsContext } from '../context.ts';

/**
 * « Récemment consultés »: the products of the browser's cookie (decision 0040) still published, but `exceptId` (the
 * page's own product). No query without the cookie, the case of every page a cache may keep.
 */
export function recentlyViewedOf(
  context: Readonly<RouterContextProvider>,
  request: Request,
  exceptId?: string,
): Promise<ProductCard[]> {
  const db = catalogDb(context.get(depsContext), request);
  return recentlyViewedCards(db, recentlyViewedIds(request.headers.get('cookie')), { exceptId });
}
