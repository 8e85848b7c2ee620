import { z } from '@hono/zod-openapi';
import { getInvoicePdf } from '../../../core/invoices/get-invoice-pdf.ts';
import { invoiceReference, listInvoicesQuery } from '../../../core/invoices/list-invoices.schema.ts';
import { listInvoices } from '../../../core/invoices/list-invoices.ts';
import { invoicePdfResponse } from '../../../core/invoices/pdf-response.ts';
import { dateTime, int } from './api-fields.ts';
import { answer, pageOf, signedInRoute } from './openapi-kit.ts';
import { signedInRouter } from './require-signed-in.ts';

const InvoiceSummary = z
  .object({
    reference: z.string().openapi({ examples: ['FAC-2026-000001'] }),
    kind: z.enum(['invoice', 'credit_note']),
    issuedAt: dateTime,
    orderNumber: z.string(),
    totalCents: int
      .min(0)
      .openapi({ description: 'VAT included, in euro cents; for a credit note, the amount given back' }),
  })
  .openapi('InvoiceSummary');

const InvoicePage = pageOf(InvoiceSummary).openapi('InvoicePage');

/** The signed-in user's invoices and credit notes: a page of them, and each one's PDF. */
export const invoicesApi = signedInRouter()
  .openapi(
    signedInRoute({
      method: 'get',
      path: '/',
      operationId: 'listInvoices',
      summary: "The signed-in user's invoices and credit notes, newest first",
      request: { query: listInvoicesQuery },
      responses: { 200: answer('A page of invoices and credit notes, with the total', InvoicePage) },
      refusals: { 400: 'Malformed page or per_page (per_page at most 100)' },
    }),
    async (c) => c.json(await listInvoices(c.var.deps, c.var.viewer, c.req.valid('query')), 200),
  )
  .openapi(
    signedInRoute({
      method: 'get',
      path: '/{reference}/pdf',
      operationId: 'getInvoicePdf',
      summary: 'The PDF of one of your invoices or credit notes (an administrator may fetch any)',
      request: {
        params: z.object({ reference: invoiceReference }),
      },
      responses: {
        200: {
          description: 'The PDF, as an attachment named <reference>.pdf (Cache-Control: private, no-store)',
          content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
        },
      },
      refusals: {
        400: 'Malformed reference (e.g. FAC-2026-000001 or AVO-2026-000001)',
        404: 'No invoice of yours has this reference, someone else’s neither (code invoice_not_found)',
      },
    }),
    async (c) => invoicePdfResponse(await getInvoicePdf(c.var.deps, c.var.viewer, c.req.valid('param').reference)),
  );
