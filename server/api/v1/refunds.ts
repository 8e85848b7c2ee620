import { z } from '@hono/zod-openapi';
import type { Context, Next } from 'hono';
import { requireAdmin } from '../../../core/accounts/viewer.ts';
import { refundRequest } from '../../../core/refunds/refund.schema.ts';
import { refundOrder } from '../../../core/refunds/refund-order.ts';
import { requestRefund } from '../../../core/refunds/request-refund.ts';
import { uuid, uuidParams } from './api-fields.ts';
import type { ApiEnv } from './env.ts';
import { smallBody } from './json-body.ts';
import { apiRouter, dataAnswer, jsonBody, signedInRoute } from './openapi-kit.ts';
import { requireSignedIn } from './require-signed-in.ts';

/** The body of a refund request: the order comes from the path. */
const refundBody = refundRequest.omit({ orderId: true }).strict();

const StartedRefund = z
  .object({ refundId: uuid, status: z.enum(['processing', 'succeeded', 'failed']) })
  .openapi('StartedRefund');

const refundRoute = (operationId: string, summary: string, who: string) =>
  signedInRoute({
    method: 'post',
    path: '/{id}/refunds',
    operationId,
    summary,
    middleware: [requireSignedIn, smallBody] as const,
    request: { params: uuidParams('id'), body: jsonBody(refundBody) },
    responses: {
      201: dataAnswer(
        'Refund started; `status` is `succeeded` when the provider confirmed at once, else `processing` (a webhook completes it)',
        StartedRefund,
      ),
    },
    refusals: {
      400: 'Invalid body: a reason of 10 to 1 000 characters is required',
      403: who,
      404: 'No such order (or not yours)',
      409: 'Already refunded, a refund in progress, or not paid',
      422: 'The 30-day window has passed (code refund_window_closed)',
    },
  });

/** `POST /api/v1/me/orders/:id/refunds`: the buyer asks for their money back (30-day guarantee). */
export const buyerRefundsApi = apiRouter().openapi(
  refundRoute('requestRefund', 'Ask for a refund of one of your orders, or one item of it', 'E-mail not verified'),
  async (c) => {
    const input = { ...c.req.valid('json'), orderId: c.req.valid('param').id };
    return c.json({ data: await requestRefund(c.var.deps, c.var.viewer, input) }, 201);
  },
);

/** `POST /api/v1/admin/orders/:id/refunds`: an administrator refunds any paid order, in full or one item. */
export const adminRefundsApi = (requireSecondFactor: boolean) =>
  apiRouter().openapi(
    {
      ...refundRoute(
        'refundOrder',
        'Refund any paid order, in full or one item (administrators)',
        'Not an administrator',
      ),
      middleware: [
        async (c: Context<ApiEnv>, next: Next) => {
          requireAdmin(c.var.viewer, { requireSecondFactor });
          await next();
        },
        smallBody,
      ] as const,
    },
    async (c) => {
      const input = { ...c.req.valid('json'), orderId: c.req.valid('param').id };
      return c.json({ data: await refundOrder(c.var.deps, c.var.viewer, input) }, 201);
    },
  );
