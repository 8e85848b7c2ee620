import { z } from '@hono/zod-openapi';
import { adminOrderStatuses, adminOrdersQuery, filterErrors } from '../../../core/admin/orders/admin-orders.schema.ts';
import { adminOrderNotFound, getAdminOrder } from '../../../core/admin/orders/get-admin-order.ts';
import { listAdminOrders } from '../../../core/admin/orders/list-admin-orders.ts';
import { AppError } from '../../../core/shared/app-error.ts';
import { adminRoute } from './admin-guard.ts';
import { cents, dateTime, int, uuid, uuidParams } from './api-fields.ts';
import { answer, apiRouter, dataAnswer, malformedIdNotFound, pageOf } from './openapi-kit.ts';

const status = z.enum(adminOrderStatuses);
const buyer = z.object({ id: uuid, name: z.string().nullable(), email: z.string().nullable() });

export const AdminOrderRow = z
  .object({
    id: uuid,
    number: z.string(),
    createdAt: dateTime,
    status,
    totalCents: cents,
    currency: z.string(),
    provider: z.string().nullable(),
    buyer,
    experts: z.array(z.string()).openapi({ description: 'The public names of the order’s sellers' }),
  })
  .openapi('AdminOrderRow');

const AdminOrder = z
  .object({
    id: uuid,
    number: z.string(),
    status,
    currency: z.string(),
    createdAt: dateTime,
    paidAt: dateTime.nullable(),
    provider: z.string().nullable(),
    buyer,
    billing: z.object({
      name: z.string().nullable(),
      address: z.string().nullable(),
      country: z.string().nullable(),
      vatId: z.string().nullable(),
      reverseCharge: z.boolean(),
    }),
    totals: z.object({
      subtotalCents: cents,
      discountCents: cents,
      taxCents: cents,
      totalCents: cents,
      sellerShareCents: cents,
      platformFeeCents: cents,
      partnerCommissionCents: cents,
      refundedCents: cents,
    }),
    promotion: z
      .object({
        id: z.string().nullable(),
        code: z.string().nullable(),
        percentOff: int.nullable(),
        amountOffCents: int.nullable(),
      })
      .nullable(),
    partner: z
      .object({ id: z.string().nullable(), code: z.string().nullable(), name: z.string().nullable() })
      .nullable(),
    lines: z.array(
      z.object({
        id: uuid,
        productId: uuid,
        productSlug: z.string().nullable(),
        title: z.string(),
        seller: z.object({ id: uuid, publicName: z.string(), userId: uuid }),
        quantity: int,
        unitPriceCents: cents,
        taxCents: cents,
        totalCents: cents,
        sellerShareCents: cents,
        platformFeeCents: cents,
        partnerCommissionCents: cents,
        refundedAt: dateTime.nullable(),
        licences: int,
        activeLicences: int,
        downloads: int,
      }),
    ),
    payments: z.array(
      z.object({
        id: uuid,
        provider: z.string(),
        providerRef: z.string().nullable(),
        status: z.string(),
        amountCents: cents,
        createdAt: dateTime,
      }),
    ),
    refunds: z.array(
      z.object({
        id: uuid,
        status: z.string(),
        amountCents: cents,
        reason: z.string().nullable(),
        orderItemId: uuid.nullable(),
        lineTitle: z.string().nullable(),
        requestedBy: z.string().nullable(),
        requestedByName: z.string().nullable(),
        createdAt: dateTime,
        processedAt: dateTime.nullable(),
      }),
    ),
    invoices: z.array(
      z.object({
        reference: z.string(),
        kind: z.enum(['invoice', 'credit_note']),
        totalCents: cents,
        taxCents: cents,
        issuedAt: dateTime,
        pdfUrl: z.string(),
      }),
    ),
    licences: z.object({ total: int, active: int }),
    downloads: int,
    refundable: z.boolean().openapi({ description: 'Paid or partly refunded, nothing in flight, a line left' }),
    openLineIds: z.array(uuid),
    timeline: z
      .array(
        z.union([
          z.object({
            kind: z.literal('state'),
            at: dateTime,
            from: z.string().nullable(),
            to: z.string(),
            actor: z.string(),
            reason: z.string().nullable(),
          }),
          z.object({
            kind: z.literal('provider_event'),
            at: dateTime,
            provider: z.string(),
            type: z.string(),
            eventId: z.string(),
            outcome: z.string().nullable(),
          }),
          z.object({
            kind: z.enum(['refund_requested', 'refund_succeeded', 'refund_failed']),
            at: dateTime,
            refundId: uuid,
            amountCents: cents,
            reason: z.string(),
            lineTitle: z.string().nullable(),
            requestedByName: z.string().nullable(),
          }),
          z.object({
            kind: z.literal('invoice'),
            at: dateTime,
            invoiceKind: z.enum(['invoice', 'credit_note']),
            reference: z.string(),
            totalCents: cents,
          }),
        ]),
      )
      .openapi({ description: 'State changes, provider events, refunds and invoices, oldest first' }),
  })
  .openapi('AdminOrder');

/**
 * `/api/v1/admin/...` (orders): mounted under `/admin` behind the admin guard (admin-guard.ts). The list and one
 * order with its timeline; refunds are `POST /admin/orders/:id/refunds` (refunds.ts).
 */
export const adminOrdersApi = apiRouter()
  .openapi(
    adminRoute({
      method: 'get',
      path: '/orders',
      operationId: 'listAdminOrders',
      summary: 'Every order, newest first, filtered by status, dates, buyer, expert and total (administrators)',
      request: { query: adminOrdersQuery },
      responses: {
        200: answer(
          'A page of orders: number, date, buyer, the sellers’ public names (`experts`), total, status, provider',
          pageOf(AdminOrderRow),
        ),
      },
      refusals: {
        400: 'A filter is malformed (code invalid_filters; `details.fields` maps each field to its error code)',
      },
    }),
    async (c) => c.json(await listAdminOrders(c.var.deps, c.var.viewer, c.req.valid('query')), 200),
    (result) => {
      if (!result.success) {
        throw new AppError('invalid_filters', 400, 'Filtres invalides', { fields: filterErrors(result.error) });
      }
    },
  )
  .openapi(
    adminRoute({
      method: 'get',
      path: '/orders/{id}',
      operationId: 'getAdminOrder',
      summary:
        'One order: buyer, lines with their split, totals, promotion, partner, payments, refunds, invoices and the timeline of state changes, provider events, refunds and invoices (administrators)',
      request: { params: uuidParams('id') },
      responses: { 200: dataAnswer('The order', AdminOrder) },
      refusals: { 404: 'No such order' },
    }),
    async (c) => c.json({ data: await getAdminOrder(c.var.deps, c.var.viewer, c.req.valid('param').id) }, 200),
    malformedIdNotFound(adminOrderNotFound),
  );
