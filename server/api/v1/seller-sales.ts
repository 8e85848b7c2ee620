import { Hono } from 'hono';
import { csvResponse } from '../../../core/dashboard/csv.ts';
import { getSellerSales } from '../../../core/dashboard/get-seller-sales.ts';
import { salesCsv } from '../../../core/dashboard/sales-csv.ts';
import { sellerSalesQuery } from '../../../core/dashboard/seller-sales.schema.ts';
import { queryObject } from '../../../core/shared/query-object.ts';
import { resolveLocale } from '../../../i18n/config.ts';
import type { ApiEnv } from './env.ts';
import { dataOf, errorResponse, pageMeta, queryParameters, schemaRef, signedInSecurity } from './openapi-helpers.ts';
import { requireSignedIn } from './require-signed-in.ts';

/** The signed-in seller's sales: lines, totals, balances, chart and payouts; `format=csv` for every line as CSV. */
export const sellerSalesApi = new Hono<ApiEnv>().use(requireSignedIn).get('/', async (c) => {
  const url = new URL(c.req.url);
  const query = sellerSalesQuery.parse(queryObject(url));
  if (query.format === 'csv') {
    const locale = resolveLocale(url, c.req.header('cookie') ?? null);
    return csvResponse(await salesCsv(c.var.deps, c.var.viewer, query, locale));
  }
  return c.json({ data: await getSellerSales(c.var.deps, c.var.viewer, query) });
});

// OpenAPI 3.1 paths and schemas of the router above, spread into openapi.ts (same zod schema as the handler).
const cents = { type: 'integer', description: 'Euro cents' };
const series = {
  type: 'array',
  items: { type: 'object', properties: { date: { type: 'string', format: 'date' }, value: cents } },
};

export const sellerSalesOpenApiPaths = {
  '/seller/sales': {
    get: {
      operationId: 'getSellerSales',
      summary: "The signed-in seller's sales, earnings (70 % excl. VAT), refunds, balances and payouts",
      description:
        'Every figure comes from the seller’s ledger account. Balances: pending = sales of the last 30 days (refund guarantee) net of refunds; available = older, not yet paid out; paid out = payouts. With `format=csv`, every order line of the period as a CSV file (UTF-8 with BOM, amounts in euros with a dot).',
      security: signedInSecurity,
      parameters: queryParameters(sellerSalesQuery),
      responses: {
        200: {
          description: 'The sales page as JSON, or the CSV file',
          content: {
            ...dataOf(schemaRef('SellerSales')),
            'text/csv': { schema: { type: 'string' } },
          },
        },
        400: errorResponse('Malformed period, page, per_page or format'),
        401: errorResponse('No valid session'),
        403: errorResponse(
          'Not a seller (code not_a_seller), or an expert or administrator without a seller profile yet (code seller_profile_missing)',
        ),
      },
    },
  },
};

export const sellerSalesOpenApiSchemas = {
  SellerSales: {
    type: 'object',
    properties: {
      period: { enum: ['7d', '30d', '90d', '365d', 'all'] },
      totals: {
        type: 'object',
        properties: {
          sales: { type: 'integer' },
          seats: { type: 'integer' },
          netSalesCents: cents,
          earningsCents: cents,
          refundsCents: cents,
          netEarningsCents: cents,
          firstSaleAt: { type: ['string', 'null'], format: 'date-time' },
        },
      },
      balances: {
        type: 'object',
        properties: { pendingCents: cents, availableCents: cents, paidOutCents: cents },
      },
      chart: { type: 'object', properties: { unit: { enum: ['day', 'week', 'month'] }, points: series } },
      lines: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            id: { type: 'string', format: 'uuid' },
            soldAt: { type: 'string', format: 'date-time' },
            orderNumber: { type: 'string' },
            productId: { type: 'string', format: 'uuid' },
            title: { type: 'string' },
            seats: { type: 'integer' },
            netCents: cents,
            shareCents: cents,
            refundedCents: cents,
            status: { enum: ['refunded', 'refund_requested', 'pending', 'cleared'] },
          },
        },
      },
      payouts: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            id: { type: 'string', format: 'uuid' },
            amountCents: cents,
            status: { enum: ['pending', 'paid', 'failed'] },
            reference: { type: ['string', 'null'] },
            createdAt: { type: 'string', format: 'date-time' },
            paidAt: { type: ['string', 'null'], format: 'date-time' },
          },
        },
      },
      meta: pageMeta(),
    },
  },
};
