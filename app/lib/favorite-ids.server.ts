import type { RouterContextProvider } from 'react-router';
import { listFavoriteIds } from '../../core/lists/list-favorite-ids.ts';
import { depsContext, viewerContext } from '../context.ts';

/**
 * Which of the products a page shows are the viewer's favourites, to draw their hearts: one query for a
 * signed-in viewer, none for a visitor (whose page stays the same for everyone, hence cacheable).
 */
export async function favoriteIdsAmong(
  context: Readonly<RouterContextProvider>,
  productIds: readonly string[],
): Promise<string[]> {
  const { viewer } = context.get(viewerContext);
  if (!viewer) return [];
  return listFavoriteIds(context.get(depsContext), viewer, { among: productIds });
}
