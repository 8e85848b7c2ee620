import { Hono } from 'hono';
import { z } from 'zod';
import { adminOrdersQuery, filterErrors } from '../../../core/admin/orders/admin-orders.schema.ts';
import { adminOrderNotFound, getAdminOrder } from '../../../core/admin/orders/get-admin-order.ts';
import { listAdminOrders } from '../../../core/admin/orders/list-admin-orders.ts';
import { AppError } from '../../../core/shared/app-error.ts';
import { queryObject } from '../../../core/shared/query-object.ts';
import type { ApiEnv } from './env.ts';
import {
  dataOf,
  errorResponse,
  json,
  pageMeta,
  queryParameters,
  signedInSecurity,
  uuidPath,
} from './openapi-helpers.ts';

/**
 * `/api/v1/admin/...` (orders): mounted under `/admin` behind the admin guard (admin-guard.ts). The list and one
 * order with its timeline; refunds are `POST /admin/orders/:id/refunds` (refunds.ts).
 */
export const adminOrdersApi = new Hono<ApiEnv>()
  .get('/orders', async (c) => {
    const parsed = adminOrdersQuery.safeParse(queryObject(new URL(c.req.url)));
    if (!parsed.success) {
      throw new AppError('invalid_filters', 400, 'Filtres invalides', { fields: filterErrors(parsed.error) });
    }
    return c.json(await listAdminOrders(c.var.deps, c.var.viewer, parsed.data));
  })
  .get('/orders/:id', async (c) => {
    const id = z.uuid().safeParse(c.req.param('id'));
    if (!id.success) throw adminOrderNotFound();
    return c.json({ data: await getAdminOrder(c.var.deps, c.var.viewer, id.data) });
  });

const denied = {
  401: errorResponse('No valid session'),
  403: errorResponse('Not an administrator, or no second factor where it is required'),
};

export const adminOrdersOpenApiPaths = {
  '/admin/orders': {
    get: {
      operationId: 'listAdminOrders',
      summary: 'Every order, newest first, filtered by status, dates, buyer, expert and total (administrators)',
      security: signedInSecurity,
      parameters: queryParameters(adminOrdersQuery),
      responses: {
        200: {
          description:
            'A page of orders: number, date, buyer, the sellers’ public names (`experts`), total, status, provider',
          content: json({
            type: 'object',
            properties: { data: { type: 'array', items: { type: 'object' } }, meta: pageMeta() },
          }),
        },
        400: errorResponse(
          'A filter is malformed (code invalid_filters; `details.fields` maps each field to its error code)',
        ),
        ...denied,
      },
    },
  },
  '/admin/orders/{id}': {
    get: {
      operationId: 'getAdminOrder',
      summary:
        'One order: buyer, lines with their split, totals, promotion, partner, payments, refunds, invoices and the timeline of state changes, provider events, refunds and invoices (administrators)',
      security: signedInSecurity,
      parameters: [uuidPath('id')],
      responses: {
        200: { description: 'The order', content: dataOf({ type: 'object' }) },
        ...denied,
        404: errorResponse('No such order'),
      },
    },
  },
};
