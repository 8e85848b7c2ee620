import { z } from '@hono/zod-openapi';
import { addFavorite } from '../../../core/lists/add-favorite.ts';
import { addFavoriteBody, listFavoritesQuery } from '../../../core/lists/favorites.schema.ts';
import { listFavoriteCards } from '../../../core/lists/list-favorite-cards.ts';
import { listFavoriteIds } from '../../../core/lists/list-favorite-ids.ts';
import { removeFavorite } from '../../../core/lists/remove-favorite.ts';
import { uuid, uuidParams } from './api-fields.ts';
import { CardPage } from './catalog-schemas.ts';
import { smallBody } from './json-body.ts';
import { dataAnswer, json, noContent, signedInRoute } from './openapi-kit.ts';
import { signedInRouter } from './require-signed-in.ts';

/** Without `expand`: the ids alone; closed, so that it never matches a page of cards (which has `meta`). */
const FavoriteIds = z.strictObject({ data: z.array(uuid) }).openapi('FavoriteIds');
const favoriteAdded = (description: string) => dataAnswer(description, z.object({ productId: uuid }));

/** The signed-in user's favourites (spec §7): ids, or with `expand=cards` a page of cards; add; remove. */
export const favoritesApi = signedInRouter(smallBody)
  .openapi(
    signedInRoute({
      method: 'get',
      path: '/',
      operationId: 'listFavorites',
      summary: "The signed-in user's favourite products, newest first",
      description:
        'Without `expand`: every favourite product id. With `expand=cards`: one page of product cards and the total. Only published products are listed.',
      request: { query: listFavoritesQuery },
      responses: {
        200: {
          description: 'The ids, or with expand=cards a page of cards',
          content: json(z.union([FavoriteIds, CardPage])),
        },
      },
      refusals: { 400: 'Malformed parameter (e.g. page or per_page)' },
    }),
    async (c) => {
      const { expand, ...page } = c.req.valid('query');
      if (expand === 'cards') return c.json(await listFavoriteCards(c.var.deps, c.var.viewer, page), 200);
      return c.json({ data: await listFavoriteIds(c.var.deps, c.var.viewer) }, 200);
    },
  )
  .openapi(
    signedInRoute({
      method: 'post',
      path: '/',
      operationId: 'addFavorite',
      summary: 'Add a published product to the favourites (idempotent)',
      request: { body: { required: true, content: json(addFavoriteBody) } },
      responses: { 201: favoriteAdded('Added'), 200: favoriteAdded('Already a favourite: nothing changed') },
      refusals: {
        400: 'The body is not { productId: uuid }',
        403: 'Sent by a browser from another site',
        404: 'No published product has this id (code product_not_found)',
      },
    }),
    async (c) => {
      const { productId } = c.req.valid('json');
      const { created } = await addFavorite(c.var.deps, c.var.viewer, productId);
      return created ? c.json({ data: { productId } }, 201) : c.json({ data: { productId } }, 200);
    },
  )
  .openapi(
    signedInRoute({
      method: 'delete',
      path: '/{productId}',
      operationId: 'removeFavorite',
      summary: 'Remove a product from the favourites (idempotent)',
      request: { params: uuidParams('productId') },
      responses: { 204: noContent('Not a favourite (any more)') },
      refusals: { 400: 'The id is not a uuid', 403: 'Sent by a browser from another site' },
    }),
    async (c) => {
      await removeFavorite(c.var.deps, c.var.viewer, c.req.valid('param').productId);
      return c.body(null, 204);
    },
  );
