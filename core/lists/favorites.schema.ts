import { z } from 'zod';
import { maxPage } from '../shared/page-number.ts';

/** The most cards one page of favourites holds; the header's panel asks for the first 10 (spec §9). */
export const maxFavoritesPerPage = 100;

/** One schema for the /favorites page, GET /api/v1/me/favorites and the OpenAPI document. */
export const listFavoritesQuery = z.object({
  expand: z
    .enum(['cards'])
    .optional()
    .describe('Absent: every favourite product id, newest first. `cards`: one page of product cards with a total.'),
  page: z.coerce.number().int().min(1).max(maxPage).default(1).describe('With expand=cards: the page, from 1.'),
  per_page: z.coerce
    .number()
    .int()
    .min(1)
    .max(maxFavoritesPerPage)
    .default(24)
    .describe('With expand=cards: cards per page.'),
});
export type ListFavoritesQuery = z.output<typeof listFavoritesQuery>;

/** The body of POST /api/v1/me/favorites. */
export const addFavoriteBody = z.object({ productId: z.uuid() }).strict();

/** The `:productId` of DELETE /api/v1/me/favorites/:productId. */
export const favoriteProductId = z.uuid();
