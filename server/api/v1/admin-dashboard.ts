import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { adminDashboardQuery, dashboardPeriods } from '../../../core/admin/dashboard/admin-dashboard.schema.ts';
import { getAdminDashboard } from '../../../core/admin/dashboard/get-admin-dashboard.ts';
import { adminRoute } from './admin-guard.ts';
import { cents, date, dateTime, int, uuid } from './api-fields.ts';
import type { ApiEnv } from './env.ts';
import { apiRouter, dataAnswer } from './openapi-kit.ts';
import { translatedError } from './translated-error.ts';

const series = z.array(z.object({ date, value: int }));
const figures = z.object({
  gmvCents: cents.openapi({ description: 'GMV: what buyers paid for the sold order lines, VAT included (cents)' }),
  gmvNetCents: cents.openapi({ description: 'GMV excluding VAT: the sum of the sellers’ net sales (cents)' }),
  platformRevenueCents: cents.openapi({
    description: 'The `platform` ledger account: 30 % fees less partner commissions and refunded fees (cents)',
  }),
  partnerCommissionsCents: cents.openapi({ description: 'The `partner:*` accounts: commissions less reversals' }),
  sellerEarningsCents: cents.openapi({ description: 'The `seller:*` accounts’ sale + refund entries' }),
  refundsCents: cents.openapi({ description: 'Refunded order lines, VAT included' }),
  refundsNetCents: cents.openapi({ description: 'Refund entries of every account, VAT excluded, positive' }),
  refunds: int,
  orders: int,
  sales: int.openapi({ description: 'Sold order lines' }),
  activeExperts: int.openapi({ description: 'Sellers with at least one sale in the period' }),
  newUsers: int,
  views: int.openapi({ description: 'Product page views (per UTC day)' }),
  conversionPercent: z.number().nullable().openapi({ description: 'Orders per 100 product page views' }),
});

const AdminDashboard = z
  .object({
    days: z.union(dashboardPeriods.map((days) => z.literal(days))),
    from: dateTime,
    to: dateTime,
    previousFrom: dateTime,
    current: figures,
    previous: figures,
    series: z.object({ gmv: series, revenue: series, orders: series }),
    topProducts: z.array(
      z.object({
        productId: uuid,
        slug: z.string(),
        title: z.string(),
        sellerName: z.string(),
        sales: int,
        seats: int,
        netSalesCents: cents,
        refundsNetCents: cents,
      }),
    ),
    topExperts: z.array(
      z.object({
        sellerId: uuid,
        userId: uuid,
        name: z.string(),
        sales: int,
        netSalesCents: cents,
        earningsCents: cents,
      }),
    ),
    toDo: z
      .object({
        sellerApplications: int,
        partnerApplications: int.openapi({ description: '« Devenir partenaire » applications awaiting a decision' }),
        notices: int.openapi({ description: 'Open notices from people not signed in (DSA art. 16)' }),
        reports: int.openapi({ description: 'Open reports from members' }),
        refundsInFlight: int.openapi({ description: 'Refunds asked of the provider, not yet answered' }),
        refundsFailed: int.openapi({ description: 'Refunds the provider refused in the last 30 days' }),
        failedPayments: int.openapi({ description: 'Payments failed in the last 7 days' }),
        pastDueRenewals: int.openapi({ description: 'Subscriptions whose renewal failed, in their grace period' }),
        payoutBatches: int.openapi({ description: 'Payout batches created, not yet marked paid' }),
        deploymentsLate: int.openapi({
          description: 'Deployment requests past their deadline undelivered, or not accepted within 48 hours',
        }),
        deploymentsAtRisk: int.openapi({
          description: 'Deployment requests with three quarters of their announced time gone, undelivered',
        }),
      })
      .openapi({ description: 'What waits for an administrator now, whatever the period' }),
  })
  .openapi('AdminDashboard');

/**
 * `/api/v1/admin/...` (dashboard): mounted under `/admin` behind the admin guard (admin-guard.ts).
 * `GET /admin/dashboard?days=7|30|90`: the figures of /admin/dashboard. A bad period is a 400 in the request's
 * language (`?lang=`, else the language cookie, else French).
 */
export const adminDashboardApi = apiRouter().openapi(
  adminRoute({
    method: 'get',
    path: '/dashboard',
    operationId: 'getAdminDashboard',
    summary: 'The administrators’ dashboard: GMV, platform revenue, orders, refunds, sign-ups, conversion',
    description:
      'Figures of the last 7, 30 or 90 days (a rolling window ending now, as the sellers’ sales page) and of the period before, from the ledger: a sale is dated by its `sale` entry, a refund by its `refund` entries. gmvNetCents = sellerEarningsCents + platformRevenueCents + partnerCommissionsCents + refundsNetCents. Daily series (UTC) and the five best products and experts.',
    request: { query: adminDashboardQuery },
    responses: { 200: dataAnswer('The dashboard', AdminDashboard) },
    refusals: { 400: 'days is not 7, 30 or 90 (message in the request’s language)' },
  }),
  async (c) => c.json({ data: await getAdminDashboard(c.var.deps, c.var.viewer, c.req.valid('query')) }, 200),
  (result, c: Context<ApiEnv>) => {
    if (!result.success) throw translatedError(result.error, c, { namespace: 'adminDashboard' });
  },
);
