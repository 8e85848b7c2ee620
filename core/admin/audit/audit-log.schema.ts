import { z } from 'zod';
import { pageNumber } from '../../shared/page-number.ts';

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const text = (max: number) => z.preprocess(blankToUndefined, z.string().trim().max(max).optional());
const day = z.preprocess(
  blankToUndefined,
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    // A real day: 2026-02-30 would pass the pattern and fail in SQL.
    .refine((value) => {
      const time = Date.parse(`${value}T00:00:00Z`);
      return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
    })
    .optional(),
);

/**
 * The audit log's filters (/admin/audit and GET /api/v1/admin/audit-log): the actor's e-mail (part of it), the action
 * (exact, or a prefix ending with `.` or `*`: `user.` or `user.*`), the target's type and id, and a range of days (UTC,
 * both included).
 */
export const auditLogQuery = z.object({
  actor: text(254),
  action: text(100),
  target_type: text(60),
  target_id: text(300),
  from: day,
  to: day,
  page: pageNumber,
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});

export type AuditLogQuery = z.output<typeof auditLogQuery>;

/** The filters alone (what a link to another page of the same results keeps). */
export const auditFilterKeys = ['actor', 'action', 'target_type', 'target_id', 'from', 'to'] as const;
