import { z } from 'zod';
import { orderStatus } from '../../../db/schema/index.ts';
import { boundedText } from '../../shared/bounded-text.ts';
import { pageNumber } from '../../shared/page-number.ts';

export const adminOrderStatuses = orderStatus.enumValues;
export type AdminOrderStatus = (typeof adminOrderStatuses)[number];

/** A calendar day, `YYYY-MM-DD` (what `<input type="date">` sends), checked to exist. */
const day = z
  .string('date_invalid')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'date_invalid')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'date_invalid');

/** Euros as typed in the form (`12`, `12.5`, `12,50`), answered in cents; at most a million euros. */
const euros = z
  .string('amount_invalid')
  .trim()
  .regex(/^\d{1,7}([.,]\d{1,2})?$/, 'amount_invalid')
  .transform((value) => Math.round(Number(value.replace(',', '.')) * 100));

const text = z.string().trim().min(1).max(200, 'text_too_long');

/**
 * The administrators' order list filters: one schema for /admin/orders (a GET form), GET /api/v1/admin/orders and
 * the OpenAPI document. Each message is a code translated under `adminOrders:filters.errors`.
 */
export const adminOrdersQuery = z
  .object({
    status: z.enum(adminOrderStatuses, 'status_invalid').optional().describe('Only orders in this state.'),
    from: day.optional().describe('Placed on or after this day (YYYY-MM-DD, UTC).'),
    to: day.optional().describe('Placed on or before this day (YYYY-MM-DD, UTC).'),
    buyer: text.optional().describe('Part of the buyer’s name or e-mail address.'),
    expert: text.optional().describe('Part of the public name of a seller with at least one line in the order.'),
    min: euros.optional().describe('Total including VAT at least this many euros (e.g. 12.50).'),
    max: euros.optional().describe('Total including VAT at most this many euros.'),
    page: pageNumber,
    per_page: z.coerce.number('per_page_invalid').int().min(1).max(100).default(25).describe('Orders per page.'),
  })
  .superRefine((query, ctx) => {
    if (query.from && query.to && query.from > query.to) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'date_range_invalid' });
    }
    if (query.min !== undefined && query.max !== undefined && query.min > query.max) {
      ctx.addIssue({ code: 'custom', path: ['max'], message: 'amount_range_invalid' });
    }
  });

export type AdminOrdersQuery = z.output<typeof adminOrdersQuery>;

/** The filter error codes the page translates; any other issue is shown as `invalid`. */
export const filterErrorCodes = [
  'status_invalid',
  'date_invalid',
  'date_range_invalid',
  'amount_invalid',
  'amount_range_invalid',
  'text_too_long',
  'page_invalid',
  'per_page_invalid',
] as const;

/** The fields of a refused query with their error codes (`page` and `per_page` share `page_invalid`). */
export function filterErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'query');
    const code = (filterErrorCodes as readonly string[]).includes(issue.message)
      ? issue.message
      : field === 'page' || field === 'per_page'
        ? 'page_invalid'
        : 'invalid';
    out[field] ??= code;
  }
  return out;
}

/** The refund form of /admin/orders/:orderId: every open line (`all`) or the lines ticked, and the reason. */
export const adminRefundForm = z.object({
  scope: z.enum(['all', 'lines'], 'scope_invalid'),
  items: z.array(z.uuid('order_item_invalid')).max(100).default([]),
  reason: boundedText('reason', 10, 1000),
});
