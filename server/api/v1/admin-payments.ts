import { Hono } from 'hono';
import { adminPaymentsQuery } from '../../../core/admin/payments/admin-payments.schema.ts';
import { listAdminPayments } from '../../../core/admin/payments/list-admin-payments.ts';
import { createPayoutBatch } from '../../../core/admin/payouts/create-payout-batch.ts';
import { getPayablePayouts } from '../../../core/admin/payouts/get-payable-payouts.ts';
import { getPayoutBatch } from '../../../core/admin/payouts/get-payout-batch.ts';
import { listPayoutBatches } from '../../../core/admin/payouts/list-payout-batches.ts';
import { markPayoutBatchPaid } from '../../../core/admin/payouts/mark-payout-batch-paid.ts';
import { createPayoutBatchInput } from '../../../core/admin/payouts/payout-batch.schema.ts';
import { queryObject } from '../../../core/shared/query-object.ts';
import type { ApiEnv } from './env.ts';
import { jsonBody, smallBody } from './json-body.ts';
import {
  dataOf,
  errorResponse,
  jsonRequestBody,
  pageMeta,
  queryParameters,
  signedInSecurity,
  uuidPath,
} from './openapi-helpers.ts';

/**
 * `/api/v1/admin/...` (payments): payments and refunds, payable balances, payout batches. Mounted under `/admin`
 * behind the admin guard (admin-guard.ts); every use case checks the administrator again.
 */
export const adminPaymentsApi = new Hono<ApiEnv>()
  .get('/payments', async (c) => {
    const query = adminPaymentsQuery.parse(queryObject(new URL(c.req.url)));
    const found = await listAdminPayments(c.var.deps, c.var.viewer, query);
    return c.json({
      data: { payments: found.payments, refunds: found.refunds, providers: found.providers },
      meta: found.meta,
    });
  })
  .get('/payouts/payable', async (c) => {
    const payable = await getPayablePayouts(c.var.deps, c.var.viewer);
    return c.json({
      data: payable.payees,
      meta: { cutoffAt: payable.cutoffAt, payableCents: payable.payableCents, payableCount: payable.payableCount },
    });
  })
  .get('/payout-batches', async (c) => {
    const batches = await listPayoutBatches(c.var.deps, c.var.viewer);
    return c.json({ data: batches.data, meta: { total: batches.total, lastBatchId: batches.lastBatchId } });
  })
  .post('/payout-batches', smallBody, async (c) => {
    // An empty body is `{}`: the button of a client that checks nothing.
    const body = (await c.req.text()).trim() === '' ? {} : await jsonBody(c, createPayoutBatchInput);
    const batch = await createPayoutBatch(c.var.deps, c.var.viewer, body, { ip: c.var.clientIp });
    return c.json({ data: batch }, 201);
  })
  .get('/payout-batches/:id', async (c) => {
    return c.json({ data: await getPayoutBatch(c.var.deps, c.var.viewer, c.req.param('id')) });
  })
  .post('/payout-batches/:id/paid', async (c) => {
    const marked = await markPayoutBatchPaid(c.var.deps, c.var.viewer, c.req.param('id'), {
      ip: c.var.clientIp,
    });
    return c.json({ data: marked });
  });

// OpenAPI 3.1 paths of the router above, merged into openapi.ts.
const cents = { type: 'integer', description: 'Euro cents' };
const when = { type: 'string', format: 'date-time' };
const maybeWhen = { type: ['string', 'null'], format: 'date-time' };
const payee = {
  type: 'object',
  properties: {
    account: { type: 'string', description: '`seller:<sellerProfileId>` or `partner:<partnerId>`' },
    kind: { enum: ['seller', 'partner'] },
    payeeId: { type: 'string', format: 'uuid' },
    userId: { type: 'string', format: 'uuid' },
    displayName: { type: 'string' },
    payoutName: { type: ['string', 'null'] },
    payoutIban: { type: ['string', 'null'] },
    pendingCents: cents,
    availableCents: cents,
    paidOutCents: cents,
    payable: { type: 'boolean' },
    reason: { enum: ['no_iban', 'nothing_available', null] },
  },
};
const batchSummary = {
  type: 'object',
  properties: {
    id: { type: 'string', format: 'uuid' },
    reference: { type: 'string', description: '`PAY-YYYYMMDD-NNN`, also the SEPA message id' },
    status: { enum: ['created', 'paid'] },
    totalCents: cents,
    payoutCount: { type: 'integer' },
    createdAt: when,
    paidAt: maybeWhen,
  },
};
const batchDetail = {
  type: 'object',
  properties: {
    ...batchSummary.properties,
    cutoffAt: when,
    createdBy: { type: ['string', 'null'] },
    paidBy: { type: ['string', 'null'] },
    payouts: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'string', format: 'uuid' },
          kind: { enum: ['seller', 'partner'] },
          payeeId: { type: 'string', format: 'uuid' },
          displayName: { type: 'string' },
          payoutName: { type: ['string', 'null'] },
          payoutIban: { type: ['string', 'null'] },
          amountCents: cents,
          status: { enum: ['pending', 'paid', 'failed'] },
          paidAt: maybeWhen,
        },
      },
    },
  },
};
const adminOnly = {
  401: errorResponse('No valid session'),
  403: errorResponse('Not an administrator (logged and audited), or no second factor on this session'),
};

export const adminPaymentsOpenApiPaths = {
  '/admin/payments': {
    get: {
      operationId: 'adminListPayments',
      summary: 'Recent payments and refunds, newest first, each list paged and filtered (administrators)',
      security: signedInSecurity,
      parameters: queryParameters(adminPaymentsQuery),
      responses: {
        200: {
          description: 'A page of payments (provider, reference, order, amount, status) and a page of refunds',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  data: {
                    type: 'object',
                    properties: {
                      payments: { type: 'array', items: { type: 'object' } },
                      refunds: { type: 'array', items: { type: 'object' } },
                      providers: { type: 'array', items: { type: 'string' } },
                    },
                  },
                  meta: { type: 'object', properties: { payments: pageMeta(), refunds: pageMeta() } },
                },
              },
            },
          },
        },
        400: errorResponse('Malformed page or per_page'),
        ...adminOnly,
      },
    },
  },
  '/admin/payouts/payable': {
    get: {
      operationId: 'adminPayableBalances',
      summary: 'Every seller’s and partner’s balance; what is older than the 30-day guarantee is payable',
      description:
        'From the ledger: sale, refund and partner_commission entries of orders paid more than 30 days ago, less the payouts. A payee is payable with a positive available balance and a payout IBAN (else `reason` says why not).',
      security: signedInSecurity,
      responses: {
        200: {
          description: 'The payees and what a batch created now would pay',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  data: { type: 'array', items: payee },
                  meta: {
                    type: 'object',
                    properties: { cutoffAt: when, payableCents: cents, payableCount: { type: 'integer' } },
                  },
                },
              },
            },
          },
        },
        ...adminOnly,
      },
    },
  },
  '/admin/payout-batches': {
    get: {
      operationId: 'adminListPayoutBatches',
      summary: 'The latest payout batches, newest first (administrators)',
      security: signedInSecurity,
      responses: {
        200: {
          description: 'The batches, their count and the newest one’s id',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  data: { type: 'array', items: batchSummary },
                  meta: {
                    type: 'object',
                    properties: { total: { type: 'integer' }, lastBatchId: { type: ['string', 'null'] } },
                  },
                },
              },
            },
          },
        },
        ...adminOnly,
      },
    },
    post: {
      operationId: 'adminCreatePayoutBatch',
      summary: 'Pay every payable balance in one new batch (one payout and one ledger debit per payee)',
      description:
        'Runs under a transaction-scoped advisory lock: two creations at once make one batch, the other answers 409 `nothing_to_pay`. With `expectedLastBatchId` (the newest batch the caller saw, or null), a batch created meanwhile makes it 409 `payout_batch_stale`. The body may be empty.',
      security: signedInSecurity,
      requestBody: { ...jsonRequestBody(createPayoutBatchInput), required: false },
      responses: {
        201: { description: 'The batch created', content: dataOf(batchSummary) },
        400: errorResponse('Malformed body'),
        ...adminOnly,
        409: errorResponse('Nothing left to pay (code nothing_to_pay), or another batch was created meanwhile'),
      },
    },
  },
  '/admin/payout-batches/{id}': {
    get: {
      operationId: 'adminGetPayoutBatch',
      summary: 'A payout batch with its payouts (administrators)',
      security: signedInSecurity,
      parameters: [uuidPath('id')],
      responses: {
        200: { description: 'The batch', content: dataOf(batchDetail) },
        ...adminOnly,
        404: errorResponse('No such batch'),
      },
    },
  },
  '/admin/payout-batches/{id}/paid': {
    post: {
      operationId: 'adminMarkPayoutBatchPaid',
      summary: 'Mark a batch paid: its payouts become paid and each payee is notified; again is a no-op',
      security: signedInSecurity,
      parameters: [uuidPath('id')],
      responses: {
        200: {
          description: 'The batch, paid; `changed` is false when it already was',
          content: dataOf({
            type: 'object',
            properties: {
              id: { type: 'string', format: 'uuid' },
              reference: { type: 'string' },
              status: { enum: ['paid'] },
              paidAt: when,
              changed: { type: 'boolean' },
            },
          }),
        },
        ...adminOnly,
        404: errorResponse('No such batch'),
      },
    },
  },
};
