import { Hono } from 'hono';
import { getInvoicePdf } from '../../../core/invoices/get-invoice-pdf.ts';
import { invoiceReference, listInvoicesQuery } from '../../../core/invoices/list-invoices.schema.ts';
import { listInvoices } from '../../../core/invoices/list-invoices.ts';
import { invoicePdfResponse } from '../../../core/invoices/pdf-response.ts';
import { queryObject } from '../../../core/shared/query-object.ts';
import type { ApiEnv } from './env.ts';
import { errorResponse, json, pageMeta, queryParameters, schemaRef, signedInSecurity } from './openapi-helpers.ts';
import { requireSignedIn } from './require-signed-in.ts';

/** The signed-in user's invoices and credit notes: a page of them, and each one's PDF. */
export const invoicesApi = new Hono<ApiEnv>()
  .use(requireSignedIn)
  .get('/', async (c) => {
    const page = listInvoicesQuery.parse(queryObject(new URL(c.req.url)));
    return c.json(await listInvoices(c.var.deps, c.var.viewer, page));
  })
  .get('/:reference/pdf', async (c) => {
    const reference = invoiceReference.parse(c.req.param('reference'));
    return invoicePdfResponse(await getInvoicePdf(c.var.deps, c.var.viewer, reference));
  });

// OpenAPI 3.1 paths and schemas of the router above, spread into openapi.ts (same zod schemas as the handler).

export const invoicesOpenApiPaths = {
  '/me/invoices': {
    get: {
      operationId: 'listInvoices',
      summary: "The signed-in user's invoices and credit notes, newest first",
      security: signedInSecurity,
      parameters: queryParameters(listInvoicesQuery),
      responses: {
        200: {
          description: 'A page of invoices and credit notes, with the total',
          content: json(schemaRef('InvoicePage')),
        },
        400: errorResponse('Malformed page or per_page (per_page at most 100)'),
        401: errorResponse('No valid session'),
      },
    },
  },
  '/me/invoices/{reference}/pdf': {
    get: {
      operationId: 'getInvoicePdf',
      summary: 'The PDF of one of your invoices or credit notes (an administrator may fetch any)',
      security: signedInSecurity,
      parameters: [
        {
          name: 'reference',
          in: 'path',
          required: true,
          description: 'e.g. FAC-2026-000001 (invoice) or AVO-2026-000001 (credit note)',
          schema: { type: 'string', pattern: '^(FAC|AVO)-\\d{4}-\\d{6,}$' },
        },
      ],
      responses: {
        200: {
          description: 'The PDF, as an attachment named <reference>.pdf (Cache-Control: private, no-store)',
          content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
        },
        401: errorResponse('No valid session'),
        404: errorResponse('No invoice of yours has this reference, someone else’s neither (code invoice_not_found)'),
      },
    },
  },
};

export const invoicesOpenApiSchemas = {
  InvoiceSummary: {
    type: 'object',
    required: ['reference', 'kind', 'issuedAt', 'orderNumber', 'totalCents'],
    properties: {
      reference: { type: 'string', examples: ['FAC-2026-000001'] },
      kind: { type: 'string', enum: ['invoice', 'credit_note'] },
      issuedAt: { type: 'string', format: 'date-time' },
      orderNumber: { type: 'string' },
      totalCents: {
        type: 'integer',
        minimum: 0,
        description: 'VAT included, in euro cents; for a credit note, the amount given back',
      },
    },
  },
  InvoicePage: {
    type: 'object',
    properties: {
      data: { type: 'array', items: schemaRef('InvoiceSummary') },
      meta: pageMeta(),
    },
  },
};
