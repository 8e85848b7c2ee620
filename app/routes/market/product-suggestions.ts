import { getProductRecommendations } from '../../../core/catalog/recommend-products.ts';
import { catalogDeps } from '../../../server/middleware/read-your-writes.ts';
import { depsContext, viewerContext } from '../../context.ts';
import { favoriteIdsAmong } from '../../lib/favorite-ids.server.ts';
import { guard } from '../../lib/route-errors.server.ts';
import type { Route } from './+types/product-suggestions';

/**
 * « Vous aimerez aussi » of a product page, fetched once the reader scrolls near it: the page itself never waits
 * for it (it cost a third of a cold product page's throughput), and only readers who get that far pay for it.
 * With the signed-in reader's favourites among the cards, so their hearts are right.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  return guard(async () => {
    const recommended = await getProductRecommendations(catalogDeps(context.get(depsContext), request), params.slug);
    const favoriteIds = await favoriteIdsAmong(
      context,
      recommended.map((p) => p.id),
    );
    const signedIn = context.get(viewerContext).viewer !== null;
    return Response.json(
      { recommended, favoriteIds },
      { headers: { 'Cache-Control': signedIn ? 'private, no-store' : 'public, max-age=300' } },
    );
  });
}
