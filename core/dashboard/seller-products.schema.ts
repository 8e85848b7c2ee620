import { z } from 'zod';
import { productStatuses } from '../products/product-status.schema.ts';

/** One schema for /dashboard/products (and its status filter links). */
export const sellerProductsQuery = z.object({
  status: z.enum(productStatuses).optional().describe('Only the products in this status.'),
  page: z.coerce.number().int().min(1).max(1000).default(1).describe('The page, from 1.'),
  per_page: z.coerce.number().int().min(1).max(100).default(25).describe('Products per page (last edited first).'),
});
export type SellerProductsQuery = z.output<typeof sellerProductsQuery>;
