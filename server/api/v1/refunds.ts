import { Hono } from 'hono';
import { z } from 'zod';
import { requireAdmin, requireViewer } from '../../../core/accounts/viewer.ts';
import { refundRequest } from '../../../core/refunds/refund.schema.ts';
import { refundOrder } from '../../../core/refunds/refund-order.ts';
import { requestRefund } from '../../../core/refunds/request-refund.ts';
import type { ApiEnv } from './env.ts';
import { jsonBody, smallBody } from './json-body.ts';
import { errorResponse, jsonRequestBody, signedInSecurity, uuidPath } from './openapi-helpers.ts';

/** The body of a refund request: the order comes from the path. */
const refundBody = refundRequest.omit({ orderId: true }).strict();
const orderId = (id: string) => z.uuid().parse(id);

/** `POST /api/v1/me/orders/:id/refunds`: the buyer asks for their money back (30-day guarantee). */
export const buyerRefundsApi = new Hono<ApiEnv>().post('/:id/refunds', smallBody, async (c) => {
  requireViewer(c.var.viewer);
  const body = await jsonBody(c, refundBody);
  const refund = await requestRefund(c.var.deps, c.var.viewer, { ...body, orderId: orderId(c.req.param('id')) });
  return c.json({ data: refund }, 201);
});

/** `POST /api/v1/admin/orders/:id/refunds`: an administrator refunds any paid order, in full or one item. */
export const adminRefundsApi = (requireSecondFactor: boolean) =>
  new Hono<ApiEnv>().post('/:id/refunds', smallBody, async (c) => {
    requireAdmin(c.var.viewer, { requireSecondFactor });
    const body = await jsonBody(c, refundBody);
    const refund = await refundOrder(c.var.deps, c.var.viewer, { ...body, orderId: orderId(c.req.param('id')) });
    return c.json({ data: refund }, 201);
  });

const operation = (operationId: string, summary: string, who: string) => ({
  operationId,
  summary,
  security: signedInSecurity,
  parameters: [uuidPath('id')],
  requestBody: jsonRequestBody(refundBody),
  responses: {
    201: {
      description:
        'Refund started; `status` is `succeeded` when the provider confirmed at once, else `processing` (a webhook completes it)',
    },
    400: errorResponse('Invalid body: a reason of 10 to 1 000 characters is required'),
    401: errorResponse('No valid session'),
    403: errorResponse(who),
    404: errorResponse('No such order (or not yours)'),
    409: errorResponse('Already refunded, a refund in progress, or not paid'),
    422: errorResponse('The 30-day window has passed (code refund_window_closed)'),
  },
});

export const refundsOpenApiPaths = {
  '/me/orders/{id}/refunds': {
    post: operation(
      'requestRefund',
      'Ask for a refund of one of your orders, or one item of it',
      'E-mail not verified',
    ),
  },
  '/admin/orders/{id}/refunds': {
    post: operation(
      'refundOrder',
      'Refund any paid order, in full or one item (administrators)',
      'Not an administrator',
    ),
  },
};
