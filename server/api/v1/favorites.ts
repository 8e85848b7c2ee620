import { Hono } from 'hono';
import { addFavorite } from '../../../core/lists/add-favorite.ts';
import { addFavoriteBody, favoriteProductId, listFavoritesQuery } from '../../../core/lists/favorites.schema.ts';
import { listFavoriteCards } from '../../../core/lists/list-favorite-cards.ts';
import { listFavoriteIds } from '../../../core/lists/list-favorite-ids.ts';
import { removeFavorite } from '../../../core/lists/remove-favorite.ts';
import { queryObject } from '../../../core/shared/query-object.ts';
import type { ApiEnv } from './env.ts';
import { jsonBody, smallBody } from './json-body.ts';
import { requireSignedIn } from './require-signed-in.ts';

/** The signed-in user's favourites (spec §7): ids, or with `expand=cards` a page of cards; add; remove. */
export const favoritesApi = new Hono<ApiEnv>()
  .use(requireSignedIn)
  .get('/', async (c) => {
    const { expand, ...page } = listFavoritesQuery.parse(queryObject(new URL(c.req.url)));
    if (expand === 'cards') return c.json(await listFavoriteCards(c.var.deps, c.var.viewer, page));
    return c.json({ data: await listFavoriteIds(c.var.deps, c.var.viewer) });
  })
  .post('/', smallBody, async (c) => {
    const { productId } = await jsonBody(c, addFavoriteBody);
    const { created } = await addFavorite(c.var.deps, c.var.viewer, productId);
    return c.json({ data: { productId } }, created ? 201 : 200);
  })
  .delete('/:productId', async (c) => {
    await removeFavorite(c.var.deps, c.var.viewer, favoriteProductId.parse(c.req.param('productId')));
    return c.body(null, 204);
  });
