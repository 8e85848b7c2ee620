import { z } from 'zod';
import { pageNumber } from '../shared/page-number.ts';

/** One schema for /dashboard/purchases, GET /api/v1/me/orders and the OpenAPI document. */
export const listPurchasesQuery = z.object({
  page: pageNumber,
  per_page: z.coerce.number().int().min(1).max(50).default(10).describe('Orders per page (newest first).'),
});
export type ListPurchasesQuery = z.output<typeof listPurchasesQuery>;

/** The `:id` of GET /api/v1/me/orders/:id. */
export const orderId = z.uuid();
