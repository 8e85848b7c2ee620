import { z } from 'zod';
import { paymentStatus, refundStatus } from '../../../db/schema/index.ts';
import { pageNumber } from '../../shared/page-number.ts';

export const paymentStatuses = paymentStatus.enumValues;
export const refundStatuses = refundStatus.enumValues;

/** The payments page's and `GET /api/v1/admin/payments`'s query; an unknown filter value is ignored. */
export const adminPaymentsQuery = z.object({
  provider: z
    .string()
    .trim()
    .regex(/^[a-z0-9_-]{1,30}$/)
    .optional()
    .catch(undefined)
    .describe('Only payments of this provider (sandbox, stripe, paypal).'),
  status: z.enum(paymentStatuses).optional().catch(undefined).describe('Only payments in this status.'),
  refund_status: z.enum(refundStatuses).optional().catch(undefined).describe('Only refunds in this status.'),
  page: pageNumber,
  refund_page: pageNumber.describe('The page of refunds, from 1.'),
  per_page: z.coerce.number().int().min(1).max(100).default(20).describe('Rows per page (both lists).'),
});

export type AdminPaymentsQuery = z.output<typeof adminPaymentsQuery>;
