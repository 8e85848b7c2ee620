import { Hono } from 'hono';
import { getProduct } from '../../../core/catalog/get-product.ts';
import { listProductsQuery } from '../../../core/catalog/list-products.schema.ts';
import { listProducts } from '../../../core/catalog/list-products.ts';
import { queryObject } from '../../../core/shared/query-object.ts';
import type { ApiEnv } from './env.ts';

export const productsApi = new Hono<ApiEnv>()
  .get('/', async (c) => {
    const query = listProductsQuery.parse(queryObject(new URL(c.req.url)));
    return c.json(await listProducts(c.var.deps, query));
  })
  .get('/:slug', async (c) => c.json({ data: await getProduct(c.var.deps, c.req.param('slug')) }));
