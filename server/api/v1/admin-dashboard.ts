import { Hono } from 'hono';
import { z } from 'zod';
import { adminDashboardQuery } from '../../../core/admin/dashboard/admin-dashboard.schema.ts';
import { getAdminDashboard } from '../../../core/admin/dashboard/get-admin-dashboard.ts';
import { queryObject } from '../../../core/shared/query-object.ts';
import type { ApiEnv } from './env.ts';
import { dataOf, errorResponse, queryParameters, signedInSecurity } from './openapi-helpers.ts';
import { translatedError } from './translated-error.ts';

/**
 * `/api/v1/admin/...` (dashboard): mounted under `/admin` behind the admin guard (admin-guard.ts).
 * `GET /admin/dashboard?days=7|30|90`: the figures of /admin/dashboard. A bad period is a 400 in the request's
 * language (`?lang=`, else the language cookie, else French).
 */
export const adminDashboardApi = new Hono<ApiEnv>().get('/dashboard', async (c) => {
  const url = new URL(c.req.url);
  const parsed = adminDashboardQuery.safeParse(queryObject(url));
  if (!parsed.success) throw translatedError(parsed.error, c, { namespace: 'adminDashboard' });
  return c.json({ data: await getAdminDashboard(c.var.deps, c.var.viewer, { days: parsed.data.days }) });
});

const cents = { type: 'integer', description: 'Euro cents' };
const count = { type: 'integer' };
const series = {
  type: 'array',
  items: { type: 'object', properties: { date: { type: 'string', format: 'date' }, value: { type: 'integer' } } },
};
const figures = {
  type: 'object',
  properties: {
    gmvCents: { ...cents, description: 'GMV: what buyers paid for the sold order lines, VAT included (cents)' },
    gmvNetCents: { ...cents, description: 'GMV excluding VAT: the sum of the sellers’ net sales (cents)' },
    platformRevenueCents: {
      ...cents,
      description: 'The `platform` ledger account: 30 % fees less partner commissions and refunded fees (cents)',
    },
    partnerCommissionsCents: { ...cents, description: 'The `partner:*` accounts: commissions less reversals' },
    sellerEarningsCents: { ...cents, description: 'The `seller:*` accounts’ sale + refund entries' },
    refundsCents: { ...cents, description: 'Refunded order lines, VAT included' },
    refundsNetCents: { ...cents, description: 'Refund entries of every account, VAT excluded, positive' },
    refunds: count,
    orders: count,
    sales: { ...count, description: 'Sold order lines' },
    activeExperts: { ...count, description: 'Sellers with at least one sale in the period' },
    newUsers: count,
    views: { ...count, description: 'Product page views (per UTC day)' },
    conversionPercent: { type: ['number', 'null'], description: 'Orders per 100 product page views' },
  },
};
const periodQuery = z.object({ days: adminDashboardQuery.shape.days });

export const adminDashboardOpenApiPaths = {
  '/admin/dashboard': {
    get: {
      operationId: 'getAdminDashboard',
      summary: 'The administrators’ dashboard: GMV, platform revenue, orders, refunds, sign-ups, conversion',
      description:
        'Figures of the last 7, 30 or 90 days (a rolling window ending now, as the sellers’ sales page) and of the period before, from the ledger: a sale is dated by its `sale` entry, a refund by its `refund` entries. gmvNetCents = sellerEarningsCents + platformRevenueCents + partnerCommissionsCents + refundsNetCents. Daily series (UTC) and the five best products and experts.',
      security: signedInSecurity,
      parameters: queryParameters(periodQuery),
      responses: {
        200: {
          description: 'The dashboard',
          content: dataOf({
            type: 'object',
            properties: {
              days: { enum: [7, 30, 90] },
              from: { type: 'string', format: 'date-time' },
              to: { type: 'string', format: 'date-time' },
              previousFrom: { type: 'string', format: 'date-time' },
              current: figures,
              previous: figures,
              series: {
                type: 'object',
                properties: { gmv: series, revenue: series, orders: series },
              },
              topProducts: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    productId: { type: 'string', format: 'uuid' },
                    slug: { type: 'string' },
                    title: { type: 'string' },
                    sellerName: { type: 'string' },
                    sales: count,
                    seats: count,
                    netSalesCents: cents,
                    refundsNetCents: cents,
                  },
                },
              },
              topExperts: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    sellerId: { type: 'string', format: 'uuid' },
                    userId: { type: 'string', format: 'uuid' },
                    name: { type: 'string' },
                    sales: count,
                    netSalesCents: cents,
                    earningsCents: cents,
                  },
                },
              },
            },
          }),
        },
        400: errorResponse('days is not 7, 30 or 90 (message in the request’s language)'),
        401: errorResponse('No valid session'),
        403: errorResponse('Not an administrator, or no second factor where it is required'),
      },
    },
  },
};
