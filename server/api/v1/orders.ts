import { Hono, type MiddlewareHandler } from 'hono';
import { requireViewer } from '../../../core/accounts/viewer.ts';
import { createDownloadLink } from '../../../core/delivery/create-download-link.ts';
import { createDownloadLinkBody } from '../../../core/delivery/delivery.schema.ts';
import { getPurchase, orderNotFound } from '../../../core/purchases/get-purchase.ts';
import { listPurchases } from '../../../core/purchases/list-purchases.ts';
import { listPurchasesQuery, orderId } from '../../../core/purchases/purchases.schema.ts';
import { queryObject } from '../../../core/shared/query-object.ts';
import type { ApiEnv } from './env.ts';
import { jsonBody, smallBody } from './json-body.ts';
import {
  errorResponse,
  json,
  jsonRequestBody,
  pageMeta,
  queryParameters,
  schemaRef,
  signedInSecurity,
  uuidPath,
} from './openapi-helpers.ts';

const signedInOnly: MiddlewareHandler<ApiEnv> = async (c, next) => {
  // A visitor is answered 401 before anything of the request is read.
  requireViewer(c.var.viewer);
  await next();
  // Licence keys and personal download links: never kept by a cache.
  c.header('Cache-Control', 'private, no-store');
};

/** The signed-in buyer's orders: a page of them, or one, with lines, licence keys, latest release and refund state. */
export const ordersApi = new Hono<ApiEnv>()
  .use(signedInOnly)
  .get('/', async (c) => {
    const query = listPurchasesQuery.parse(queryObject(new URL(c.req.url)));
    return c.json(await listPurchases(c.var.deps, c.var.viewer, query));
  })
  .get('/:id', async (c) => {
    // A malformed id is just another order that is not the caller's.
    const id = orderId.safeParse(c.req.param('id'));
    if (!id.success) throw orderNotFound();
    return c.json({ data: await getPurchase(c.var.deps, c.var.viewer, id.data) });
  });

/** A fresh signed link (5 minutes) to a file of a product the caller holds a licence or a live subscription of. */
export const downloadsApi = new Hono<ApiEnv>().use(signedInOnly).post('/', smallBody, async (c) => {
  const body = await jsonBody(c, createDownloadLinkBody);
  const link = await createDownloadLink(c.var.deps, c.var.viewer, body);
  return c.json({ data: { url: new URL(link.url, c.var.deps.publicUrl).toString(), expiresAt: link.expiresAt } }, 201);
});

// OpenAPI 3.1 paths and schemas of the two routers above, spread into openapi.ts (same zod schemas as the handlers).
const noSession = errorResponse('No valid session');
const date = { type: 'string', format: 'date-time' };
const nullableDate = { type: ['string', 'null'], format: 'date-time' };

export const ordersOpenApiPaths = {
  '/me/orders': {
    get: {
      operationId: 'listOrders',
      summary: "The signed-in user's orders, newest first (paid, being paid or refunded; not abandoned checkouts)",
      security: signedInSecurity,
      parameters: queryParameters(listPurchasesQuery),
      responses: {
        200: {
          description: 'A page of orders with their lines',
          content: json({
            type: 'object',
            properties: {
              data: { type: 'array', items: schemaRef('Order') },
              meta: pageMeta(),
            },
          }),
        },
        400: errorResponse('Malformed page or per_page (at most 50)'),
        401: noSession,
      },
    },
  },
  '/me/orders/{id}': {
    get: {
      operationId: 'getOrder',
      summary: 'One of your orders, in any state',
      security: signedInSecurity,
      parameters: [uuidPath('id')],
      responses: {
        200: { description: 'The order', content: json({ type: 'object', properties: { data: schemaRef('Order') } }) },
        401: noSession,
        404: errorResponse('No order of yours has this id (code order_not_found), someone else’s neither'),
      },
    },
  },
  '/me/downloads': {
    post: {
      operationId: 'createDownloadLink',
      summary: 'A signed link to a file of a product you hold (valid 5 minutes, for your session only)',
      description:
        'Allowed with an active licence of yours on a paid, unrefunded order line of the product, or a live subscription (active, or past due within its grace period). The link is checked again when used: a refund in between closes it. Each download is logged.',
      security: signedInSecurity,
      requestBody: jsonRequestBody(createDownloadLinkBody),
      responses: {
        201: {
          description: 'The link',
          content: json({
            type: 'object',
            properties: {
              data: {
                type: 'object',
                properties: { url: { type: 'string', format: 'uri' }, expiresAt: date },
              },
            },
          }),
        },
        400: errorResponse('The body is not { fileId: uuid }'),
        401: noSession,
        403: errorResponse('download_forbidden: no (or no longer any) right to this file; or sent from another site'),
        404: errorResponse('file_not_found'),
      },
    },
  },
};

export const ordersOpenApiSchemas = {
  Order: {
    type: 'object',
    properties: {
      id: { type: 'string', format: 'uuid' },
      number: { type: 'string' },
      status: {
        enum: [
          'pending_payment',
          'paid',
          'refund_requested',
          'partially_refunded',
          'refunded',
          'canceled',
          'expired',
          'failed',
        ],
      },
      createdAt: date,
      paidAt: nullableDate,
      subtotalCents: { type: 'integer' },
      discountCents: { type: 'integer' },
      taxCents: { type: 'integer' },
      totalCents: { type: 'integer', description: 'VAT included' },
      items: { type: 'array', items: schemaRef('OrderItem') },
    },
  },
  OrderItem: {
    type: 'object',
    properties: {
      id: { type: 'string', format: 'uuid' },
      product: {
        type: 'object',
        properties: { id: { type: 'string', format: 'uuid' }, slug: { type: 'string' }, title: { type: 'string' } },
      },
      seller: { type: 'object', properties: { id: { type: 'string', format: 'uuid' }, name: { type: 'string' } } },
      billing: { enum: ['one_time', 'monthly', 'yearly'] },
      quantity: { type: 'integer', description: 'Seats: one licence key each' },
      unitPriceCents: { type: 'integer' },
      totalCents: { type: 'integer' },
      licenceKeys: {
        type: 'array',
        items: { type: 'string' },
        description: 'Your active keys (a gift’s keys belong to its recipient)',
      },
      release: {
        type: ['object', 'null'],
        description: 'The latest published release',
        properties: {
          version: { type: 'string' },
          publishedAt: date,
          changelogHtml: { type: 'string', description: 'The seller’s Markdown, rendered safely' },
          files: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                id: { type: 'string', format: 'uuid' },
                fileName: { type: 'string' },
                sizeBytes: { type: 'integer' },
              },
            },
          },
        },
      },
      canDownload: { type: 'boolean', description: 'POST /me/downloads will give a link to the release’s files' },
      refundedAt: nullableDate,
      refund: {
        type: ['object', 'null'],
        description: 'The latest refund of this line or of its whole order',
        properties: {
          status: { enum: ['requested', 'processing', 'succeeded', 'failed', 'rejected'] },
          amountCents: { type: 'integer' },
          requestedAt: date,
        },
      },
      refundable: { type: 'boolean', description: 'Paid less than 30 days ago, not refunded, no refund in progress' },
      canReview: { type: 'boolean' },
      gift: {
        type: ['object', 'null'],
        properties: { recipientEmail: { type: 'string' }, claimedAt: nullableDate },
      },
    },
  },
};
