import { z } from '@hono/zod-openapi';
import { attributionFromCookie } from '../../../core/analytics/attribution-cookie.ts';
import { checkoutInput, idempotencyKey } from '../../../core/orders/checkout.schema.ts';
import { placeOrder } from '../../../core/orders/place-order.ts';
import { quoteInput } from '../../../core/orders/quote.schema.ts';
import { type OrderQuote, quoteOrder } from '../../../core/orders/quote-order.ts';
import { resolveLocale } from '../../../i18n/config.ts';
import type { ReferralVars } from '../../middleware/referral.ts';
import { cents, int, uuid } from './api-fields.ts';
import type { ApiEnv } from './env.ts';
import { bodyUpTo } from './json-body.ts';
import { apiRouter, dataAnswer, guestOrSignedInRoute, jsonBody } from './openapi-kit.ts';

const checkoutBody = bodyUpTo(16 * 1024);

const PlacedOrder = z
  .object({
    orderId: uuid,
    number: z.string(),
    status: z.string().openapi({ description: 'pending_payment, or the state a repeated key finds the order in' }),
    redirectUrl: z.string().nullable().openapi({ format: 'uri', description: 'Where the browser pays' }),
  })
  .openapi('PlacedOrder');

const Quote = z
  .object({
    lines: z.array(
      z.object({
        productId: uuid,
        title: z.string(),
        quantity: int,
        unitPriceCents: cents.openapi({ description: 'The catalogue price, French VAT included' }),
        discountCents: cents,
        deploymentCents: cents.openapi({
          description: 'The guided deployment bought with the line (once, VAT included, not discounted); 0 without it',
        }),
        taxCents: cents,
        totalCents: cents.openapi({ description: 'What the buyer pays for the line' }),
      }),
    ),
    subtotalCents: cents.openapi({ description: 'Σ unitPriceCents × quantity + deploymentCents, before the discount' }),
    discountCents: cents,
    taxCents: cents,
    totalCents: cents,
    vatRatePercent: z.number(),
    reverseCharge: z.boolean(),
    vatMention: z.string().nullable(),
    promotion: z.object({ code: z.string(), percentOff: int.nullable(), amountOffCents: cents.nullable() }).nullable(),
  })
  .openapi('OrderQuote');

/** What an API client is told of a quote: the buyer's amounts, not the sellers' split. */
const publicQuote = (quote: OrderQuote): z.infer<typeof Quote> => ({
  lines: quote.lines.map((line) => ({
    productId: line.productId,
    title: line.title,
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
    discountCents: line.discountCents,
    deploymentCents: line.deploymentCents,
    taxCents: line.taxCents,
    totalCents: line.totalCents,
  })),
  subtotalCents: quote.subtotalCents,
  discountCents: quote.discountCents,
  taxCents: quote.taxCents,
  totalCents: quote.totalCents,
  vatRatePercent: quote.vatRatePercent,
  reverseCharge: quote.reverseCharge,
  vatMention: quote.vatMention,
  promotion: quote.promotion && {
    code: quote.promotion.code,
    percentOff: quote.promotion.percentOff,
    amountOffCents: quote.promotion.amountOffCents,
  },
});

/**
 * `POST /api/v1/checkout` with an `Idempotency-Key`: places the order and answers where to pay; `POST
 * /api/v1/checkout/quote`: the same amounts, nothing placed.
 */
export const checkoutApi = apiRouter<{ Variables: ApiEnv['Variables'] & ReferralVars }>()
  .openapi(
    guestOrSignedInRoute({
      method: 'post',
      path: '/',
      operationId: 'placeOrder',
      summary: 'Place an order and open the payment provider’s hosted checkout',
      description:
        'Prices, VAT (by `country`, reverse charge with an EU `vatId`) and the promotion are computed on the server from the catalogue; the body never carries a price and unknown fields are refused. The consents French law asks for follow the products: `acceptTerms` always, `waiveWithdrawal` when a product is paid once (immediate download, withdrawal right waived), `startServiceNow` when there is a subscription (it starts within the withdrawal period, which the buyer keeps); a missing one is named in `details`. The same `Idempotency-Key` always answers the same order; send the browser to `redirectUrl` to pay. The order is confirmed by the provider’s webhook or by the buyer’s return to /payment-success, whichever comes first. Without a session this is a guest checkout: `email` is required, the order belongs to that address (its owner’s account, or a guest account created for it), and the receipt, the licences and a signed link to the purchases are e-mailed there; guest orders are rate-limited per address and per client (429 `guest_checkout_rate_limited`).',
      middleware: [checkoutBody] as const,
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
        400: 'Invalid body or missing Idempotency-Key (code invalid_request), or `deployment: true` on a product that does not sell the guided deployment as an option (code deployment_option_unavailable)',
        403: 'Signed in with an e-mail address not verified (code email_not_verified)',
        429: 'Too many guest orders for this address or from this client (code guest_checkout_rate_limited)',
        409: 'A product is no longer on sale (product_unavailable) or the key belongs to another order',
        413: 'Body over 16 KB (code payload_too_large)',
        422: 'Promotion code, VAT number, payment method or guest address refused (code names which)',
      },
    }),
    async (c) => {
      const placed = await placeOrder(c.var.deps, c.var.viewer, c.req.valid('json'), {
        idempotencyKey: c.req.valid('header')['idempotency-key'],
        locale: resolveLocale(new URL(c.req.url), c.req.header('cookie') ?? null),
        referralToken: c.var.referralToken,
        ip: c.var.clientIp,
        attribution: attributionFromCookie(c.req.header('cookie')),
      });
      return placed.status === 'pending_payment' ? c.json({ data: placed }, 201) : c.json({ data: placed }, 200);
    },
  )
  .openapi(
    guestOrSignedInRoute({
      method: 'post',
      path: '/quote',
      operationId: 'quoteOrder',
      summary: 'Price an order without placing it: VAT, reverse charge and the promotion code, as the checkout would',
      description:
        'The same computation as `POST /api/v1/checkout`, from the catalogue’s current prices, with nothing reserved: a promotion code the signed-in buyer has already used up is refused (`promo_customer_limit`) here already. A visitor (guest checkout) gets the same amounts.',
      middleware: [checkoutBody] as const,
      request: { body: jsonBody(quoteInput.strict()) },
      responses: { 200: dataAnswer('The amounts the order would have', Quote) },
      refusals: {
        400: 'Invalid body (code invalid_request), or `deployment: true` on a product that does not sell the guided deployment as an option (code deployment_option_unavailable)',
        409: 'A product is no longer on sale (product_unavailable)',
        413: 'Body over 16 KB (code payload_too_large)',
        422: 'Promotion code or VAT number refused (code names which)',
      },
    }),
    async (c) => {
      const quote = await quoteOrder(c.var.deps, c.req.valid('json'), { buyerId: c.var.viewer?.userId });
      return c.json({ data: publicQuote(quote) }, 200);
    },
  );
