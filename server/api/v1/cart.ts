import { z } from '@hono/zod-openapi';
import { cartLinesBody } from '../../../core/cart/cart.schema.ts';
import { getCart } from '../../../core/cart/get-cart.ts';
import { mergeCart } from '../../../core/cart/merge-cart.ts';
import { previewCart } from '../../../core/cart/preview-cart.ts';
import { replaceCart } from '../../../core/cart/replace-cart.ts';
import { isAppError } from '../../../core/shared/app-error.ts';
import { toErrorResponse } from '../../middleware/errors.ts';
import { int, uuid } from './api-fields.ts';
import { bodyUpTo } from './json-body.ts';
import { apiRouter, dataAnswer, json, openRoute, signedInRoute } from './openapi-kit.ts';
import { signedInRouter } from './require-signed-in.ts';
import { translatedError } from './translated-error.ts';

/** 50 lines of `{ productId, quantity }` fit in 4 KB compact; room for a client that indents its JSON. */
const cartBody = bodyUpTo(16 * 1024);

const Cart = z
  .object({
    items: z.array(
      z.object({
        productId: uuid,
        slug: z.string(),
        title: z.string(),
        image: z.string().nullable().openapi({ description: 'A small cover image URL' }),
        sellerId: uuid,
        sellerName: z.string(),
        priceCents: int.openapi({ description: 'Unit price in euro cents, VAT included' }),
        billing: z.enum(['one_time', 'monthly', 'yearly']),
        quantity: int.min(1).max(100).openapi({ description: 'Licences (seats)' }),
        deployment: z.boolean().openapi({ description: 'The guided deployment is added, once for the line' }),
        deploymentPriceCents: int.nullable().openapi({
          description:
            'The guided deployment’s price in euro cents, VAT included, when the creator sells it as an option with this product (paid once); null otherwise',
        }),
      }),
    ),
    totalCents: int.openapi({
      description: 'Σ priceCents × quantity, plus deploymentPriceCents where deployment is true',
    }),
    count: int.openapi({ description: 'Σ quantity' }),
    dropped: z
      .array(uuid)
      .openapi({ description: 'Products asked for but left out: unknown, unpublished, or beyond 50 lines' }),
  })
  .openapi('Cart');

const request = { body: { required: true, content: json(cartLinesBody) } };
const badBody =
  'Invalid body (code invalid_request); details[] name each bad field: an unknown field such as a price, a quantity that is not an integer or above 100, more than 50 lines, a product twice';
const tooLarge = { 413: 'Body over 16 KB (code payload_too_large)' };
const signedInRefusals = { 400: badBody, 403: 'Sent by a browser from another site', ...tooLarge };
const optionRefused =
  '; or `deployment: true` on a product that does not sell the guided deployment as an option (code deployment_option_unavailable, `details.productIds`; nothing is written)';

/** The signed-in user's cart (DESIGN.md §6): read, replace whole, and merge the browser's cart at sign-in. */
export const meCartApi = signedInRouter()
  .openapi(
    signedInRoute({
      method: 'get',
      path: '/',
      operationId: 'getCart',
      summary: "The signed-in user's cart, with the server's current prices",
      responses: { 200: dataAnswer('The cart', Cart) },
    }),
    async (c) => c.json({ data: await getCart(c.var.deps, c.var.viewer) }, 200),
  )
  .openapi(
    signedInRoute({
      method: 'put',
      path: '/',
      operationId: 'replaceCart',
      summary: "Replace the signed-in user's whole cart",
      description:
        'The cart becomes exactly the lines given. A quantity of 0 or less removes its line; unknown or unpublished products are left out and listed in `dropped`. Prices are never taken from the client.',
      middleware: [cartBody] as const,
      request,
      responses: { 200: dataAnswer('The cart as stored', Cart) },
      refusals: { ...signedInRefusals, 400: `${badBody}${optionRefused}` },
    }),
    async (c) => c.json({ data: await replaceCart(c.var.deps, c.var.viewer, c.req.valid('json')) }, 200),
  )
  .openapi(
    signedInRoute({
      method: 'post',
      path: '/merge',
      operationId: 'mergeCart',
      summary: "Merge a browser's cart into the signed-in user's (at sign-in)",
      description:
        'Union of both carts; a product in both keeps the larger quantity, and the guided deployment when either line has it (dropped silently where the product no longer sells it: the browser’s copy may be older than the product). Unavailable products and lines beyond 50 are listed in `dropped`. Merging the same lines again changes nothing.',
      middleware: [cartBody] as const,
      request,
      responses: { 200: dataAnswer('The merged cart', Cart) },
      refusals: signedInRefusals,
    }),
    async (c) => c.json({ data: await mergeCart(c.var.deps, c.var.viewer, c.req.valid('json')) }, 200),
  )
  // A refused option in the request's language; a body the schema refuses keeps its own answer.
  .onError((error, c) =>
    toErrorResponse(
      isAppError(error) ? translatedError(error, c, { namespace: 'common', prefix: 'cart.errors' }) : error,
      c,
    ),
  );

/**
 * A visitor's cart priced by the server. Not rate-limited: it reads at most 50 products by primary key, less than
 * one page of the public catalogue does, and stores nothing.
 */
export const cartPreviewApi = apiRouter().openapi(
  openRoute({
    method: 'post',
    path: '/preview',
    operationId: 'previewCart',
    summary: "A visitor's cart priced by the server (nothing is stored; no session needed)",
    description:
      'The same answer as the signed-in cart. A guided deployment asked for on a product that no longer sells it is dropped silently (`deployment: false`), as when a stored cart is read.',
    middleware: [cartBody] as const,
    request,
    responses: { 200: dataAnswer('The cart as the server prices it', Cart) },
    refusals: { 400: badBody, ...tooLarge },
  }),
  async (c) => c.json({ data: await previewCart(c.var.deps, c.req.valid('json')) }, 200),
);
