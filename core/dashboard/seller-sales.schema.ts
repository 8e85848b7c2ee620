import { z } from 'zod';

export const salesPeriods = ['7d', '30d', '90d', '365d', 'all'] as const;
export type SalesPeriod = (typeof salesPeriods)[number];

/** One schema for /dashboard/sales, /dashboard/sales.csv, GET /api/v1/seller/sales and the OpenAPI document. */
export const sellerSalesQuery = z.object({
  period: z.enum(salesPeriods).default('30d').describe('Sales of the last 7, 30, 90 or 365 days, or all of them.'),
  page: z.coerce.number().int().min(1).max(1000).default(1).describe('The page of order lines, from 1.'),
  per_page: z.coerce.number().int().min(1).max(200).default(50).describe('Order lines per page (newest first).'),
  format: z.enum(['json', 'csv']).default('json').describe('csv: every line of the period as a CSV file.'),
});
export type SellerSalesQuery = z.output<typeof sellerSalesQuery>;
