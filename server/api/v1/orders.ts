import { z } from '@hono/zod-openapi';
import { createDownloadLink } from '../../../core/delivery/create-download-link.ts';
import { createDownloadLinkBody } from '../../../core/delivery/delivery.schema.ts';
import { getPurchase, orderNotFound } from '../../../core/purchases/get-purchase.ts';
import { listPurchases } from '../../../core/purchases/list-purchases.ts';
import { listPurchasesQuery } from '../../../core/purchases/purchases.schema.ts';
import { dateTime, int, uuid, uuidParams } from './api-fields.ts';
import { smallBody } from './json-body.ts';
import { answer, dataAnswer, jsonBody, malformedIdNotFound, pageOf, signedInRoute } from './openapi-kit.ts';
import { privateAnswer } from './private-answer.ts';
import { signedInRouter } from './require-signed-in.ts';

const OrderItem = z
  .object({
    id: uuid,
    product: z.object({ id: uuid, slug: z.string(), title: z.string() }),
    seller: z.object({ id: uuid, name: z.string() }),
    billing: z.enum(['one_time', 'monthly', 'yearly']),
    quantity: int.openapi({ description: 'Seats: one licence key each' }),
    unitPriceCents: int,
    totalCents: int,
    licenceKeys: z
      .array(z.string())
      .openapi({ description: 'Your active keys (a gift’s keys belong to its recipient)' }),
    release: z
      .object({
        version: z.string(),
        publishedAt: dateTime,
        changelogHtml: z.string().openapi({ description: 'The seller’s Markdown, rendered safely' }),
        files: z.array(z.object({ id: uuid, fileName: z.string(), sizeBytes: int })),
      })
      .nullable()
      .openapi({ description: 'The latest published release' }),
    canDownload: z.boolean().openapi({ description: 'POST /me/downloads will give a link to the release’s files' }),
    refundedAt: dateTime.nullable(),
    refund: z
      .object({
        status: z.enum(['requested', 'processing', 'succeeded', 'failed', 'rejected']),
        amountCents: int,
        requestedAt: dateTime,
      })
      .nullable()
      .openapi({ description: 'The latest refund of this line or of its whole order' }),
    refundable: z.boolean().openapi({ description: 'Paid less than 30 days ago, not refunded, no refund in progress' }),
    canReview: z.boolean(),
    gift: z.object({ recipientEmail: z.string(), claimedAt: dateTime.nullable() }).nullable(),
  })
  .openapi('OrderItem');

const Order = z
  .object({
    id: uuid,
    number: z.string(),
    status: z.string().openapi({
      description: 'pending_payment, paid, refund_requested, partially_refunded, refunded, canceled, expired or failed',
    }),
    createdAt: dateTime,
    paidAt: dateTime.nullable(),
    subtotalCents: int,
    discountCents: int,
    taxCents: int,
    totalCents: int.openapi({ description: 'VAT included' }),
    items: z.array(OrderItem),
  })
  .openapi('Order');

/** The signed-in buyer's orders: a page of them, or one, with lines, licence keys, latest release and refund state. */
export const ordersApi = signedInRouter(privateAnswer)
  .openapi(
    signedInRoute({
      method: 'get',
      path: '/',
      operationId: 'listOrders',
      summary: "The signed-in user's orders, newest first (paid, being paid or refunded; not abandoned checkouts)",
      request: { query: listPurchasesQuery },
      responses: { 200: answer('A page of orders with their lines', pageOf(Order).openapi('OrderPage')) },
      refusals: { 400: 'Malformed page or per_page (at most 50)' },
    }),
    async (c) => c.json(await listPurchases(c.var.deps, c.var.viewer, c.req.valid('query')), 200),
  )
  .openapi(
    signedInRoute({
      method: 'get',
      path: '/{id}',
      operationId: 'getOrder',
      summary: 'One of your orders, in any state',
      request: { params: uuidParams('id') },
      responses: { 200: dataAnswer('The order', Order) },
      refusals: { 404: 'No order of yours has this id (code order_not_found), someone else’s neither' },
    }),
    async (c) => c.json({ data: await getPurchase(c.var.deps, c.var.viewer, c.req.valid('param').id) }, 200),
    // A malformed id is just another order that is not the caller's.
    malformedIdNotFound(orderNotFound),
  );

/** A fresh signed link (5 minutes) to a file of a product the caller holds a licence or a live subscription of. */
export const downloadsApi = signedInRouter(privateAnswer, smallBody).openapi(
  signedInRoute({
    method: 'post',
    path: '/',
    operationId: 'createDownloadLink',
    summary: 'A signed link to a file of a product you hold (valid 5 minutes, for your session only)',
    description:
      'Allowed with an active licence of yours on a paid, unrefunded order line of the product, or a live subscription (active, or past due within its grace period). The link is checked again when used: a refund in between closes it. Each download is logged.',
    request: { body: jsonBody(createDownloadLinkBody) },
    responses: {
      201: dataAnswer('The link', z.object({ url: z.string().openapi({ format: 'uri' }), expiresAt: dateTime })),
    },
    refusals: {
      400: 'The body is not { fileId: uuid }',
      403: 'download_forbidden: no (or no longer any) right to this file; or sent from another site',
      404: 'file_not_found',
    },
  }),
  async (c) => {
    const link = await createDownloadLink(c.var.deps, c.var.viewer, c.req.valid('json'));
    return c.json(
      { data: { url: new URL(link.url, c.var.deps.publicUrl).toString(), expiresAt: link.expiresAt } },
      201,
    );
  },
);
