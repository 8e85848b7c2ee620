import { z } from '@hono/zod-openapi';
import { listCategoryRefs } from '../../../core/catalog/resolve-category.ts';
import { catalogDb } from '../../middleware/read-your-writes.ts';
import { uuid } from './api-fields.ts';
import { apiRouter, dataAnswer, openRoute } from './openapi-kit.ts';

const Category = z
  .object({
    id: uuid,
    slug: z.string(),
    labels: z.record(z.string(), z.string()).openapi({ description: 'The label in each language (fr, en, es, de)' }),
  })
  .openapi('Category');

/** `GET /api/v1/categories` (DESIGN §6): the catalogue's categories, in their display order. */
export const categoriesApi = apiRouter().openapi(
  openRoute({
    method: 'get',
    path: '/',
    operationId: 'listCategories',
    summary: 'The catalogue’s categories, in their display order',
    description: 'Their slugs are what `category` of GET /products takes.',
    responses: { 200: dataAnswer('Every category', z.array(Category)) },
  }),
  async (c) => c.json({ data: await listCategoryRefs(catalogDb(c.var.deps, c.req.raw)) }, 200),
);
