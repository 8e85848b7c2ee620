import { z } from '@hono/zod-openapi';
import { suggestQuery } from '../../../core/search/suggest.schema.ts';
import { suggestProducts } from '../../../core/search/suggest-products.ts';
import { catalogDeps } from '../../middleware/read-your-writes.ts';
import { apiRouter, dataAnswer, openRoute } from './openapi-kit.ts';

export const searchApi = apiRouter().openapi(
  openRoute({
    method: 'get',
    path: '/suggest',
    operationId: 'suggestProducts',
    summary: 'Product titles starting with the typed words (search-as-you-type)',
    request: { query: suggestQuery },
    responses: {
      200: dataAnswer(
        'Up to 8 suggestions, in the "top" order',
        z.array(z.object({ slug: z.string(), title: z.string(), category: z.string() })),
      ),
    },
    refusals: { 400: 'Malformed parameter' },
  }),
  async (c) => c.json({ data: await suggestProducts(catalogDeps(c.var.deps, c.req.raw), c.req.valid('query').q) }, 200),
);
