import { Hono } from 'hono';
import { suggestQuery } from '../../../core/search/suggest.schema.ts';
import { suggestProducts } from '../../../core/search/suggest-products.ts';
import { queryObject } from '../../../core/shared/query-object.ts';
import type { ApiEnv } from './env.ts';

export const searchApi = new Hono<ApiEnv>().get('/suggest', async (c) => {
  const { q } = suggestQuery.parse(queryObject(new URL(c.req.url)));
  return c.json({ data: await suggestProducts(c.var.deps, q) });
});
