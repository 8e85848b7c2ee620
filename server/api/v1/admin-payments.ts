import { z } from '@hono/zod-openapi';
import {
  adminPaymentsQuery,
  paymentStatuses,
  refundStatuses,
} from '../../../core/admin/payments/admin-payments.schema.ts';
import { listAdminPayments } from '../../../core/admin/payments/list-admin-payments.ts';
import { confirmPayoutBatch } from '../../../core/admin/payouts/confirm-payout-batch.ts';
import { createPayoutBatch } from '../../../core/admin/payouts/create-payout-batch.ts';
import { getPayablePayouts } from '../../../core/admin/payouts/get-payable-payouts.ts';
import { getPayoutBatch } from '../../../core/admin/payouts/get-payout-batch.ts';
import { listPayoutBatches } from '../../../core/admin/payouts/list-payout-batches.ts';
import { markPayoutBatchPaid } from '../../../core/admin/payouts/mark-payout-batch-paid.ts';
import { createPayoutBatchInput } from '../../../core/admin/payouts/payout-batch.schema.ts';
import { payoutConfirmation } from '../../../core/admin/payouts/payout-confirmation.ts';
import { adminRoute } from './admin-guard.ts';
import { cents, dateTime, idParams, int, pageMeta, uuid } from './api-fields.ts';
import { smallBody } from './json-body.ts';
import { answer, apiRouter, dataAnswer, json } from './openapi-kit.ts';

/** The core's query, its ignored-when-unknown filters (`.catch`) described for the generator, which cannot. */
const ignoredWhenUnknown = <S extends z.ZodType>(
  schema: S,
  openapi: { description: string; enum?: readonly string[] },
) =>
  schema
    .optional()
    .catch(undefined)
    .openapi({ type: 'string', ...openapi, enum: openapi.enum && [...openapi.enum] });
const paymentsQuery = adminPaymentsQuery.extend({
  provider: ignoredWhenUnknown(
    z
      .string()
      .trim()
      .regex(/^[a-z0-9_-]{1,30}$/),
    {
      description: 'Only payments of this provider (sandbox, stripe, paypal).',
    },
  ),
  status: ignoredWhenUnknown(z.enum(paymentStatuses), {
    description: 'Only payments in this status.',
    enum: paymentStatuses,
  }),
  refund_status: ignoredWhenUnknown(z.enum(refundStatuses), {
    description: 'Only refunds in this status.',
    enum: refundStatuses,
  }),
});

const batchStatus = z.enum(['created', 'paid']);

const AdminPayments = z
  .object({
    data: z.object({
      payments: z.array(
        z.object({
          id: uuid,
          provider: z.string(),
          providerRef: z.string(),
          orderId: uuid,
          orderNumber: z.string(),
          amountCents: cents,
          status: z.string(),
          createdAt: dateTime,
        }),
      ),
      refunds: z.array(
        z.object({
          id: uuid,
          orderId: uuid,
          orderNumber: z.string(),
          amountCents: cents,
          reason: z.string(),
          status: z.string(),
          createdAt: dateTime,
        }),
      ),
      providers: z.array(z.string()),
    }),
    meta: z.object({ payments: pageMeta, refunds: pageMeta }),
  })
  .openapi('AdminPayments');

/** Who a payout goes to, and where. */
const payeeFields = {
  kind: z.enum(['seller', 'partner']),
  payeeId: uuid,
  displayName: z.string(),
  payoutName: z.string().nullable(),
  payoutIban: z.string().nullable(),
};

const PayeeBalance = z
  .object({
    account: z.string().openapi({ description: '`seller:<sellerProfileId>` or `partner:<partnerId>`' }),
    ...payeeFields,
    userId: uuid,
    pendingCents: cents,
    availableCents: cents,
    paidOutCents: cents,
    payable: z.boolean(),
    reason: z.enum(['no_iban', 'nothing_available']).nullable(),
  })
  .openapi('PayeeBalance');

const batchFields = {
  id: uuid,
  reference: z.string().openapi({ description: '`PAY-YYYYMMDD-NNN`, also the SEPA message id' }),
  totalCents: cents,
  payoutCount: int,
};
const PayoutBatchSummary = z
  .object({ ...batchFields, status: batchStatus, createdAt: dateTime, paidAt: dateTime.nullable() })
  .openapi('PayoutBatchSummary');
const PayoutBatch = PayoutBatchSummary.extend({
  cutoffAt: dateTime,
  createdBy: z.string().nullable().openapi({ description: 'Null for a batch the payout schedule prepared' }),
  confirmedAt: dateTime
    .nullable()
    .openapi({ description: 'When an administrator confirmed its total and count (needed to export and pay it)' }),
  paidBy: z.string().nullable(),
  payouts: z.array(
    z.object({
      id: uuid,
      ...payeeFields,
      amountCents: cents,
      status: z.enum(['pending', 'paid', 'failed']),
      paidAt: dateTime.nullable(),
    }),
  ),
}).openapi('PayoutBatch');

const noBatch = { 404: 'No such batch' };

/**
 * `/api/v1/admin/...` (payments): payments and refunds, payable balances, payout batches. Mounted under `/admin`
 * behind the admin guard (admin-guard.ts); every use case checks the administrator again.
 */
export const adminPaymentsApi = apiRouter()
  .openapi(
    adminRoute({
      method: 'get',
      path: '/payments',
      operationId: 'adminListPayments',
      summary: 'Recent payments and refunds, newest first, each list paged and filtered (administrators)',
      request: { query: paymentsQuery },
      responses: {
        200: answer(
          'A page of payments (provider, reference, order, amount, status) and a page of refunds',
          AdminPayments,
        ),
      },
      refusals: { 400: 'Malformed page or per_page' },
    }),
    async (c) => {
      const found = await listAdminPayments(c.var.deps, c.var.viewer, c.req.valid('query'));
      const { payments, refunds, providers, meta } = found;
      return c.json({ data: { payments, refunds, providers }, meta }, 200);
    },
  )
  .openapi(
    adminRoute({
      method: 'get',
      path: '/payouts/payable',
      operationId: 'adminPayableBalances',
      summary: 'Every seller’s and partner’s balance; what is older than the 30-day guarantee is payable',
      description:
        'From the ledger: sale, refund and partner_commission entries of orders paid more than 30 days ago, less the payouts. A payee is payable with a positive available balance and a payout IBAN (else `reason` says why not).',
      responses: {
        200: answer(
          'The payees and what a batch created now would pay',
          z.object({
            data: z.array(PayeeBalance),
            meta: z.object({ cutoffAt: dateTime, payableCents: cents, payableCount: int }),
          }),
        ),
      },
    }),
    async (c) => {
      const { payees, cutoffAt, payableCents, payableCount } = await getPayablePayouts(c.var.deps, c.var.viewer);
      return c.json({ data: payees, meta: { cutoffAt, payableCents, payableCount } }, 200);
    },
  )
  .openapi(
    adminRoute({
      method: 'get',
      path: '/payout-batches',
      operationId: 'adminListPayoutBatches',
      summary: 'The latest payout batches, newest first (administrators)',
      responses: {
        200: answer(
          'The batches, their count and the newest one’s id',
          z.object({
            data: z.array(PayoutBatchSummary),
            meta: z.object({ total: int, lastBatchId: uuid.nullable() }),
          }),
        ),
      },
    }),
    async (c) => {
      const batches = await listPayoutBatches(c.var.deps, c.var.viewer);
      return c.json({ data: batches.data, meta: { total: batches.total, lastBatchId: batches.lastBatchId } }, 200);
    },
  )
  .openapi(
    adminRoute({
      method: 'post',
      path: '/payout-batches',
      operationId: 'adminCreatePayoutBatch',
      summary: 'Pay every payable balance in one new batch (one payout and one ledger debit per payee)',
      description:
        'Runs under a transaction-scoped advisory lock: two creations at once make one batch, the other answers 409 `nothing_to_pay`. With `expectedLastBatchId` (the newest batch the caller saw, or null), a batch created meanwhile makes it 409 `payout_batch_stale`. `expectedTotalCents` and `expectedCount` are the total and number of payees the caller confirmed: 409 `payout_confirmation_mismatch` when the batch would be another.',
      middleware: [smallBody] as const,
      request: { body: { required: true, content: json(createPayoutBatchInput) } },
      responses: {
        201: dataAnswer(
          'The batch created',
          z.object({ ...batchFields, cutoffAt: dateTime }).openapi('CreatedPayoutBatch'),
        ),
      },
      refusals: {
        400: 'Malformed body',
        409: 'Nothing left to pay (code nothing_to_pay), another batch was created meanwhile, or the confirmed total or count is no longer right (payout_confirmation_mismatch)',
      },
    }),
    async (c) => {
      const batch = await createPayoutBatch(c.var.deps, c.var.viewer, c.req.valid('json'), { ip: c.var.clientIp });
      return c.json({ data: batch }, 201);
    },
  )
  .openapi(
    adminRoute({
      method: 'get',
      path: '/payout-batches/{id}',
      operationId: 'adminGetPayoutBatch',
      summary: 'A payout batch with its payouts (administrators)',
      request: { params: idParams('id') },
      responses: { 200: dataAnswer('The batch', PayoutBatch) },
      refusals: noBatch,
    }),
    async (c) => c.json({ data: await getPayoutBatch(c.var.deps, c.var.viewer, c.req.valid('param').id) }, 200),
  )
  .openapi(
    adminRoute({
      method: 'post',
      path: '/payout-batches/{id}/paid',
      operationId: 'adminMarkPayoutBatchPaid',
      summary: 'Mark a batch paid: its payouts become paid and each payee is notified; again is a no-op',
      description:
        'The body states the batch’s total and number of payees as the caller confirmed them (409 `payout_confirmation_mismatch` otherwise). A batch the schedule prepared must be confirmed first (409 `payout_batch_unconfirmed`).',
      middleware: [smallBody] as const,
      request: { params: idParams('id'), body: { required: true, content: json(payoutConfirmation) } },
      responses: {
        200: dataAnswer(
          'The batch, paid; `changed` is false when it already was',
          z.object({
            id: uuid,
            reference: z.string(),
            status: z.literal('paid'),
            paidAt: dateTime,
            changed: z.boolean(),
          }),
        ),
      },
      refusals: { ...noBatch, 400: 'Malformed body', 409: 'Unconfirmed batch, or not the confirmed total or count' },
    }),
    async (c) => {
      const id = c.req.valid('param').id;
      const marked = await markPayoutBatchPaid(c.var.deps, c.var.viewer, id, c.req.valid('json'), {
        ip: c.var.clientIp,
      });
      return c.json({ data: marked }, 200);
    },
  )
  .openapi(
    adminRoute({
      method: 'post',
      path: '/payout-batches/{id}/confirm',
      operationId: 'adminConfirmPayoutBatch',
      summary: 'Confirm a batch the payout schedule prepared, stating its total and number of payees',
      middleware: [smallBody] as const,
      request: { params: idParams('id'), body: { required: true, content: json(payoutConfirmation) } },
      responses: {
        200: dataAnswer('`changed` is false when it was already confirmed', z.object({ changed: z.boolean() })),
      },
      refusals: { ...noBatch, 400: 'Malformed body', 409: 'Not the batch’s total or count' },
    }),
    async (c) => {
      const id = c.req.valid('param').id;
      const confirmed = await confirmPayoutBatch(c.var.deps, c.var.viewer, id, c.req.valid('json'), {
        ip: c.var.clientIp,
      });
      return c.json({ data: confirmed }, 200);
    },
  );
