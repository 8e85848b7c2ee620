import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { requireViewer } from '../../../core/accounts/viewer.ts';
import { checkoutInput } from '../../../core/orders/checkout.schema.ts';
import { placeOrder } from '../../../core/orders/place-order.ts';
import { AppError } from '../../../core/shared/app-error.ts';
import { resolveLocale } from '../../../i18n/config.ts';
import { toErrorResponse } from '../../middleware/errors.ts';
import type { ReferralVars } from '../../middleware/referral.ts';
import type { ApiEnv } from './env.ts';
import { jsonBody } from './json-body.ts';

/** `POST /api/v1/checkout` with an `Idempotency-Key`: places the order and answers where to pay. */
export const checkoutApi = new Hono<{ Variables: ApiEnv['Variables'] & ReferralVars }>().post(
  '/',
  bodyLimit({
    maxSize: 16 * 1024,
    onError: (c) => toErrorResponse(new AppError('payload_too_large', 413, 'Requête trop volumineuse'), c),
  }),
  async (c) => {
    // A visitor is answered 401 before anything of the request is read.
    requireViewer(c.var.viewer);
    const body = await jsonBody(c, checkoutInput.strict());
    const placed = await placeOrder(c.var.deps, c.var.viewer, body, {
      idempotencyKey: c.req.header('idempotency-key') ?? '',
      locale: resolveLocale(new URL(c.req.url), c.req.header('cookie') ?? null),
      referralToken: c.var.referralToken,
    });
    return c.json({ data: placed }, placed.status === 'pending_payment' ? 201 : 200);
  },
);

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

export const checkoutOpenApiPaths = {
  '/checkout': {
    post: {
      operationId: 'placeOrder',
      summary: 'Place an order and open the payment provider’s hosted checkout',
      description:
        'Prices, VAT (by `country`, reverse charge with an EU `vatId`) and the promotion are computed on the server from the catalogue; the body never carries a price and unknown fields are refused. Both consents must be `true` (French law). The same `Idempotency-Key` always answers the same order; send the browser to `redirectUrl` to pay. The order is confirmed by the provider’s webhook or by the buyer’s return to /payment-success, whichever comes first.',
      security: [{ sessionCookie: [] }, { bearer: [] }],
      parameters: [
        {
          name: 'Idempotency-Key',
          in: 'header',
          required: true,
          description: 'The client’s id of this attempt to order: 8–100 characters among A–Z a–z 0–9 _ : -',
          schema: { type: 'string', pattern: '^[A-Za-z0-9_:-]{8,100}$' },
        },
      ],
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: z.toJSONSchema(checkoutInput.strict(), { io: 'input', unrepresentable: 'any' }),
          },
        },
      },
      responses: {
        201: {
          description: 'Order placed, waiting for payment at `redirectUrl`',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  data: {
                    type: 'object',
                    properties: {
                      orderId: { type: 'string', format: 'uuid' },
                      number: { type: 'string' },
                      status: { type: 'string' },
                      redirectUrl: { type: ['string', 'null'], format: 'uri' },
                    },
                  },
                },
              },
            },
          },
        },
        200: { description: 'The key was used before: the same order, already past payment (`redirectUrl` null)' },
        400: errorResponse('Invalid body or missing Idempotency-Key (code invalid_request)'),
        401: errorResponse('No valid session'),
        403: errorResponse('E-mail address not verified (code email_not_verified)'),
        409: errorResponse('A product is no longer on sale (product_unavailable) or the key belongs to another order'),
        422: errorResponse('Promotion code, VAT number or payment method refused (code names which)'),
      },
    },
  },
};
