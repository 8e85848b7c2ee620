import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cartLinesBody } from '../../../core/cart/cart.schema.ts';
import { getCart } from '../../../core/cart/get-cart.ts';
import { mergeCart } from '../../../core/cart/merge-cart.ts';
import { previewCart } from '../../../core/cart/preview-cart.ts';
import { replaceCart } from '../../../core/cart/replace-cart.ts';
import { AppError } from '../../../core/shared/app-error.ts';
import { toErrorResponse } from '../../middleware/errors.ts';
import type { ApiEnv } from './env.ts';
import { jsonBody } from './json-body.ts';
import { dataOf, errorResponse, jsonRequestBody, schemaRef, signedInSecurity } from './openapi-helpers.ts';
import { requireSignedIn } from './require-signed-in.ts';

/** 50 lines of `{ productId, quantity }` fit in 4 KB compact; room for a client that indents its JSON. */
const cartBody = bodyLimit({
  maxSize: 16 * 1024,
  onError: (c) => toErrorResponse(new AppError('payload_too_large', 413, 'Requête trop volumineuse'), c),
});

/** The signed-in user's cart (DESIGN.md §6): read, replace whole, and merge the browser's cart at sign-in. */
export const meCartApi = new Hono<ApiEnv>()
  .use(requireSignedIn)
  .get('/', async (c) => c.json({ data: await getCart(c.var.deps, c.var.viewer) }))
  .put('/', cartBody, async (c) => {
    const body = await jsonBody(c, cartLinesBody);
    return c.json({ data: await replaceCart(c.var.deps, c.var.viewer, body) });
  })
  .post('/merge', cartBody, async (c) => {
    const body = await jsonBody(c, cartLinesBody);
    return c.json({ data: await mergeCart(c.var.deps, c.var.viewer, body) });
  });

/**
 * A visitor's cart priced by the server. Not rate-limited: it reads at most 50 products by primary key, less than
 * one page of the public catalogue does, and stores nothing.
 */
export const cartPreviewApi = new Hono<ApiEnv>().post('/preview', cartBody, async (c) => {
  const body = await jsonBody(c, cartLinesBody);
  return c.json({ data: await previewCart(c.var.deps, body) });
});

// OpenAPI 3.1 paths and schemas of the two routers above, spread into openapi.ts (same zod schema as the handlers).
const cartAnswer = (description: string) => ({ description, content: dataOf(schemaRef('Cart')) });
const requestBody = jsonRequestBody(cartLinesBody);
const badBody = errorResponse(
  'Invalid body (code invalid_request); details[] name each bad field: an unknown field such as a price, a quantity that is not an integer or above 100, more than 50 lines, a product twice',
);
const tooLarge = errorResponse('Body over 16 KB (code payload_too_large)');

export const cartOpenApiPaths = {
  '/me/cart': {
    get: {
      operationId: 'getCart',
      summary: "The signed-in user's cart, with the server's current prices",
      security: signedInSecurity,
      responses: { 200: cartAnswer('The cart'), 401: errorResponse('No valid session') },
    },
    put: {
      operationId: 'replaceCart',
      summary: "Replace the signed-in user's whole cart",
      description:
        'The cart becomes exactly the lines given. A quantity of 0 or less removes its line; unknown or unpublished products are left out and listed in `dropped`. Prices are never taken from the client.',
      security: signedInSecurity,
      requestBody,
      responses: {
        200: cartAnswer('The cart as stored'),
        400: badBody,
        401: errorResponse('No valid session'),
        403: errorResponse('Sent by a browser from another site'),
        413: tooLarge,
      },
    },
  },
  '/me/cart/merge': {
    post: {
      operationId: 'mergeCart',
      summary: "Merge a browser's cart into the signed-in user's (at sign-in)",
      description:
        'Union of both carts; a product in both keeps the larger quantity. Unavailable products and lines beyond 50 are listed in `dropped`. Merging the same lines again changes nothing.',
      security: signedInSecurity,
      requestBody,
      responses: {
        200: cartAnswer('The merged cart'),
        400: badBody,
        401: errorResponse('No valid session'),
        403: errorResponse('Sent by a browser from another site'),
        413: tooLarge,
      },
    },
  },
  '/cart/preview': {
    post: {
      operationId: 'previewCart',
      summary: "A visitor's cart priced by the server (nothing is stored; no session needed)",
      requestBody,
      responses: { 200: cartAnswer('The cart as the server prices it'), 400: badBody, 413: tooLarge },
    },
  },
};

export const cartOpenApiSchemas = {
  Cart: {
    type: 'object',
    properties: {
      items: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            productId: { type: 'string', format: 'uuid' },
            slug: { type: 'string' },
            title: { type: 'string' },
            image: { type: ['string', 'null'], description: 'A small cover image URL' },
            sellerId: { type: 'string', format: 'uuid' },
            sellerName: { type: 'string' },
            priceCents: { type: 'integer', description: 'Unit price in euro cents, VAT included' },
            billing: { type: 'string', enum: ['one_time', 'monthly', 'yearly'] },
            quantity: { type: 'integer', minimum: 1, maximum: 100, description: 'Licences (seats)' },
          },
        },
      },
      totalCents: { type: 'integer', description: 'Σ priceCents × quantity' },
      count: { type: 'integer', description: 'Σ quantity' },
      dropped: {
        type: 'array',
        items: { type: 'string', format: 'uuid' },
        description: 'Products asked for but left out: unknown, unpublished, or beyond 50 lines',
      },
    },
  },
};
