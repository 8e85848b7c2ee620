import { z } from '@hono/zod-openapi';
import { consoleSearchQuery } from '../../../core/admin/search/console-search.schema.ts';
import { searchConsole } from '../../../core/admin/search/search-console.ts';
import { AppError } from '../../../core/shared/app-error.ts';
import { adminRoute } from './admin-guard.ts';
import { AdminOrderRow } from './admin-orders.ts';
import { AdminUserRow } from './admin-users.ts';
import { uuid } from './api-fields.ts';
import { answer, apiRouter, pageOf } from './openapi-kit.ts';

const ConsoleSearch = z
  .object({
    q: z.string(),
    exact: z
      .object({ orderId: uuid, number: z.string(), via: z.enum(['number', 'licence']) })
      .nullable()
      .openapi({ description: 'The order the query names exactly, by its number or one of its licence keys' }),
    orders: pageOf(AdminOrderRow),
    users: pageOf(AdminUserRow),
  })
  .openapi('ConsoleSearch');

/** `GET /api/v1/admin/search?q=`: the console's one search box, mounted under `/admin` behind the admin guard. */
export const adminSearchApi = apiRouter().openapi(
  adminRoute({
    method: 'get',
    path: '/search',
    operationId: 'searchConsole',
    summary:
      'Orders by number, licence key or buyer e-mail/name, and users by e-mail or name, from one query (administrators)',
    request: { query: consoleSearchQuery },
    responses: {
      200: answer(
        'The exact order if the query names one, then the first 10 orders and users that match',
        ConsoleSearch,
      ),
    },
    refusals: { 400: 'The query is shorter than 2 or longer than 200 characters (code invalid_query)' },
  }),
  async (c) => c.json(await searchConsole(c.var.deps, c.var.viewer, c.req.valid('query')), 200),
  (result) => {
    if (!result.success) {
      throw new AppError('invalid_query', 400, 'Recherche invalide', {
        reason: result.error.issues[0]?.message ?? 'query_too_short',
      });
    }
  },
);
