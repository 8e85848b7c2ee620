import { z } from '@hono/zod-openapi';
import { checkoutInput, idempotencyKey } from '../../../core/orders/checkout.schema.ts';
import { placeOrder } from '../../../core/orders/place-order.ts';
import { resolveLocale } from '../../../i18n/config.ts';
import type { ReferralVars } from '../../middleware/referral.ts';
import { uuid } from './api-fields.ts';
import type { ApiEnv } from './env.ts';
import { bodyUpTo } from './json-body.ts';
import { apiRouter, dataAnswer, jsonBody, signedInRoute } from './openapi-kit.ts';
import { requireSignedIn } from './require-signed-in.ts';

const checkoutBody = bodyUpTo(16 * 1024);

const PlacedOrder = z
  .object({
    orderId: uuid,
    number: z.string(),
    status: z.string().openapi({ description: 'pending_payment, or the state a repeated key finds the order in' }),
    redirectUrl: z.string().nullable().openapi({ format: 'uri', description: 'Where the browser pays' }),
  })
  .openapi('PlacedOrder');

/** `POST /api/v1/checkout` with an `Idempotency-Key`: places the order and answers where to pay. */
export const checkoutApi = apiRouter<{ Variables: ApiEnv['Variables'] & ReferralVars }>().openapi(
  signedInRoute({
    method: 'post',
    path: '/',
    operationId: 'placeOrder',
    summary: 'Place an order and open the payment provider’s hosted checkout',
    description:
      'Prices, VAT (by `country`, reverse charge with an EU `vatId`) and the promotion are computed on the server from the catalogue; the body never carries a price and unknown fields are refused. The consents French law asks for follow the products: `acceptTerms` always, `waiveWithdrawal` when a product is paid once (immediate download, withdrawal right waived), `startServiceNow` when there is a subscription (it starts within the withdrawal period, which the buyer keeps); a missing one is named in `details`. The same `Idempotency-Key` always answers the same order; send the browser to `redirectUrl` to pay. The order is confirmed by the provider’s webhook or by the buyer’s return to /payment-success, whichever comes first.',
    // A visitor is answered 401 before anything of the request is read.
    middleware: [requireSignedIn, checkoutBody] as const,
    request: {
      headers: z.object({
        'idempotency-key': idempotencyKey.describe(
          'The client’s id of this attempt to order: 8–100 characters among A–Z a–z 0–9 _ : -',
        ),
      }),
      body: jsonBody(checkoutInput.strict()),
    },
    responses: {
      201: dataAnswer('Order placed, waiting for payment at `redirectUrl`', PlacedOrder),
      200: dataAnswer(
        'The key was used before: the same order, already past payment (`redirectUrl` null)',
        PlacedOrder,
      ),
    },
    refusals: {
      400: 'Invalid body or missing Idempotency-Key (code invalid_request)',
      403: 'E-mail address not verified (code email_not_verified)',
      409: 'A product is no longer on sale (product_unavailable) or the key belongs to another order',
      413: 'Body over 16 KB (code payload_too_large)',
      422: 'Promotion code, VAT number or payment method refused (code names which)',
    },
  }),
  async (c) => {
    const placed = await placeOrder(c.var.deps, c.var.viewer, c.req.valid('json'), {
      idempotencyKey: c.req.valid('header')['idempotency-key'],
      locale: resolveLocale(new URL(c.req.url), c.req.header('cookie') ?? null),
      referralToken: c.var.referralToken,
    });
    return placed.status === 'pending_payment' ? c.json({ data: placed }, 201) : c.json({ data: placed }, 200);
  },
);
