import { z } from 'zod';
import { pageNumber } from '../shared/page-number.ts';

/** One schema for /dashboard/invoices, GET /api/v1/me/invoices and the OpenAPI document. */
export const listInvoicesQuery = z.object({
  page: pageNumber,
  per_page: z.coerce.number().int().min(1).max(100).default(20).describe('Invoices and credit notes per page.'),
});
export type ListInvoicesQuery = z.output<typeof listInvoicesQuery>;

/** The `:reference` of GET /api/v1/me/invoices/:reference/pdf (a malformed one is simply not found). */
export const invoiceReference = z.string().max(40);
