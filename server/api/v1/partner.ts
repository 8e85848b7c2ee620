import { Hono } from 'hono';
import { getPartnerDashboard } from '../../../core/partners/get-partner-dashboard.ts';
import type { ApiEnv } from './env.ts';
import { dataOf, errorResponse, schemaRef, signedInSecurity } from './openapi-helpers.ts';
import { requireSignedIn } from './require-signed-in.ts';

/** `GET /api/v1/me/partner`: the signed-in business partner's code, clicks, orders, earnings and balances. */
export const partnerApi = new Hono<ApiEnv>()
  // A visitor is answered 401 before anything of the request is read; a signed-in non-partner 403.
  .use(requireSignedIn)
  .get('/', async (c) => c.json({ data: await getPartnerDashboard(c.var.deps, c.var.viewer) }));

// OpenAPI 3.1 paths and schemas of the router above, spread into openapi.ts.
const figure = {
  type: 'object',
  properties: { days30: { type: 'integer' }, allTime: { type: 'integer' } },
  description: 'Over the last 30 days and since the start',
};
const series = {
  type: 'array',
  items: {
    type: 'object',
    properties: { date: { type: 'string', format: 'date' }, value: { type: 'integer' } },
  },
  description: 'One point per UTC day, the last 30 days',
};

export const partnerOpenApiPaths = {
  '/me/partner': {
    get: {
      operationId: 'getPartnerDashboard',
      summary: 'The business partner’s code, clicks, attributed orders, commissions and balances',
      description:
        'Partners only (role `partner`). An order placed within 30 days of the buyer’s last click on the partner’s `?ref=CODE` link earns `commissionPercent` % of its amount excluding VAT, taken from the platform’s share. Money is in euro cents; commissions become available 30 days after the order was paid (refund period).',
      security: signedInSecurity,
      responses: {
        200: {
          description: 'The partner’s figures',
          content: dataOf(schemaRef('PartnerDashboard')),
        },
        401: errorResponse('No valid session'),
        403: errorResponse('Not a business partner (code not_a_partner)'),
      },
    },
  },
};

export const partnerOpenApiSchemas = {
  PartnerDashboard: {
    type: 'object',
    properties: {
      code: { type: 'string', examples: ['7KQ2M9XD'], description: 'The `ref` value of the partner’s links' },
      commissionPercent: { type: 'integer', minimum: 0, maximum: 30 },
      attributionDays: { type: 'integer', examples: [30] },
      clicks: figure,
      orders: { ...figure, description: 'Paid orders attributed to the partner' },
      earningsCents: { ...figure, description: 'Commissions less refunds, euro cents' },
      series: {
        type: 'object',
        properties: { clicks: series, orders: series, earningsCents: series },
      },
      balance: {
        type: 'object',
        properties: {
          pendingCents: { type: 'integer', description: 'Orders paid less than 30 days ago' },
          availableCents: { type: 'integer', description: 'Payable with the next payout' },
          paidOutCents: { type: 'integer' },
        },
      },
      recentOrders: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            number: { type: 'string' },
            paidAt: { type: 'string', format: 'date-time' },
            status: { type: 'string' },
            commissionCents: { type: 'integer' },
          },
        },
      },
      payout: {
        type: 'object',
        properties: {
          name: { type: ['string', 'null'] },
          iban: { type: ['string', 'null'], description: 'Masked: country, key and last four characters' },
        },
      },
    },
  },
};
