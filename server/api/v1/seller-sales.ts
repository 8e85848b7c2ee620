import { z } from '@hono/zod-openapi';
import { csvResponse, rfc4180 } from '../../../core/dashboard/csv.ts';
import { getSellerSales } from '../../../core/dashboard/get-seller-sales.ts';
import { salesCsv } from '../../../core/dashboard/sales-csv.ts';
import { salesPeriods, sellerSalesQuery } from '../../../core/dashboard/seller-sales.schema.ts';
import { resolveLocale } from '../../../i18n/config.ts';
import { cents, date, dateTime, int, pageMeta, uuid } from './api-fields.ts';
import { json, signedInRoute } from './openapi-kit.ts';
import { signedInRouter } from './require-signed-in.ts';

const SellerSales = z
  .object({
    period: z.enum(salesPeriods),
    range: z.object({ from: date, to: date }).nullable(),
    analytics: z.object({
      products: z.array(
        z.object({ productId: uuid, title: z.string(), views: int, orders: int, conversion: z.number().nullable() }),
      ),
      sources: z.array(z.object({ source: z.string(), views: int, orders: int, revenueCents: cents })),
      partners: z.array(z.object({ partnerId: uuid, code: z.string(), orders: int, revenueCents: cents })),
      codes: z.array(
        z.object({ promotionId: uuid, code: z.string(), orders: int, revenueCents: cents, discountCents: cents }),
      ),
    }),
    totals: z.object({
      sales: int,
      seats: int,
      netSalesCents: cents,
      earningsCents: cents,
      refundsCents: cents,
      netEarningsCents: cents,
      firstSaleAt: dateTime.nullable(),
    }),
    balances: z.object({ pendingCents: cents, availableCents: cents, paidOutCents: cents }),
    chart: z.object({
      unit: z.enum(['day', 'week', 'month']),
      points: z.array(z.object({ date, value: cents })),
    }),
    lines: z.array(
      z.object({
        id: uuid,
        soldAt: dateTime,
        orderNumber: z.string(),
        productId: uuid,
        title: z.string(),
        seats: int,
        netCents: cents,
        shareCents: cents,
        refundedCents: cents,
        status: z.enum(['refunded', 'refund_requested', 'pending', 'cleared']),
      }),
    ),
    payouts: z.array(
      z.object({
        id: uuid,
        amountCents: cents,
        status: z.enum(['pending', 'paid', 'failed']),
        reference: z.string().nullable(),
        createdAt: dateTime,
        paidAt: dateTime.nullable(),
      }),
    ),
    meta: pageMeta,
  })
  .openapi('SellerSales');

/** The signed-in seller's sales: lines, totals, balances, chart and payouts; `format=csv` for every line as CSV. */
export const sellerSalesApi = signedInRouter().openapi(
  signedInRoute({
    method: 'get',
    path: '/',
    operationId: 'getSellerSales',
    summary: "The signed-in seller's sales, earnings (70 % excl. VAT), refunds, balances and payouts",
    description:
      'Every figure comes from the seller’s ledger account. Balances: pending = sales of the last 30 days (refund guarantee) net of refunds; available = older, not yet paid out; paid out = payouts. With `format=csv`, every order line of the period as an RFC 4180 CSV file (UTF-8, commas, amounts in euros with a dot, dates in ISO 8601 UTC).',
    request: { query: sellerSalesQuery },
    responses: {
      200: {
        description: 'The sales page as JSON, or the CSV file',
        content: { ...json(z.object({ data: SellerSales })), 'text/csv': { schema: z.string() } },
      },
    },
    refusals: {
      400: 'Malformed period, range (from/to: both, in order, at most 366 days), page, per_page or format',
      403: 'Not a seller (code not_a_seller), or an expert or administrator without a seller profile yet (code seller_profile_missing)',
    },
  }),
  async (c) => {
    const query = c.req.valid('query');
    if (query.format === 'csv') {
      const locale = resolveLocale(new URL(c.req.url), c.req.header('cookie') ?? null);
      return csvResponse(await salesCsv(c.var.deps, c.var.viewer, query, locale, rfc4180));
    }
    return c.json({ data: await getSellerSales(c.var.deps, c.var.viewer, query) }, 200);
  },
);
