import { z } from 'zod';

export const salesPeriods = ['7d', '30d', '90d', '365d', 'all'] as const;
export type SalesPeriod = (typeof salesPeriods)[number];

/** The longest range of days the page and the API accept (a year, leap day included). */
export const maxRangeDays = 366;

/** A day, `YYYY-MM-DD`, that exists (2026-02-30 is refused). */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'date_invalid' })
  .refine((value) => new Date(Date.parse(`${value}T00:00:00Z`) || 0).toISOString().slice(0, 10) === value, {
    error: 'date_invalid',
  });

/** The period's fields: a preset, or a range of days (both included, UTC) that replaces it. */
export const salesRangeFields = {
  period: z
    .enum(salesPeriods, { error: 'period_invalid' })
    .default('30d')
    .describe('Sales of the last 7, 30, 90 or 365 days, or all of them.'),
  from: day.optional().describe('First day of a custom range (YYYY-MM-DD, UTC); with `to`, replaces `period`.'),
  to: day.optional().describe('Last day of a custom range (YYYY-MM-DD, UTC, included); at most 366 days after `from`.'),
};

/** Both ends or none, in order, within a year: the messages are codes, translated under `dashboard:sales.range`. */
export const checkSalesRange = (value: { from?: string; to?: string }, ctx: z.RefinementCtx) => {
  if ((value.from === undefined) !== (value.to === undefined)) {
    ctx.addIssue({ code: 'custom', path: [value.from ? 'to' : 'from'], message: 'range_incomplete' });
    return;
  }
  if (!value.from || !value.to) return;
  const days = (Date.parse(value.to) - Date.parse(value.from)) / 86_400_000;
  if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'range_reversed' });
  else if (days >= maxRangeDays) ctx.addIssue({ code: 'custom', path: ['to'], message: 'range_too_long' });
};

/** One schema for /dashboard/sales, GET /api/v1/seller/sales and the OpenAPI document. */
export const sellerSalesQuery = z
  .object({
    ...salesRangeFields,
    page: z.coerce.number().int().min(1).max(1000).default(1).describe('The page of order lines, from 1.'),
    per_page: z.coerce.number().int().min(1).max(200).default(50).describe('Order lines per page (newest first).'),
    format: z.enum(['json', 'csv']).default('json').describe('csv: every line of the period as a CSV file.'),
  })
  .superRefine(checkSalesRange);
export type SellerSalesQuery = z.output<typeof sellerSalesQuery>;
export type SalesRangeQuery = Pick<SellerSalesQuery, 'period' | 'from' | 'to'>;
