import { z } from 'zod';
import { pageNumber } from '../../shared/page-number.ts';

export const applicationStatuses = ['pending', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/** Applications per page of the queue. */
export const applicationsPerPage = 20;

/** One schema for /admin (the queue), GET /api/v1/admin/seller-applications and the OpenAPI document. */
export const sellerApplicationsQuery = z.object({
  status: z
    .enum(applicationStatuses)
    .default('pending')
    .describe('Which applications: waiting for a decision (default), approved or rejected.'),
  q: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .optional()
    .describe('Part of the legal name, the applicant’s name or either e-mail address (case-insensitive).'),
  page: pageNumber,
});
export type SellerApplicationsQuery = z.output<typeof sellerApplicationsQuery>;
