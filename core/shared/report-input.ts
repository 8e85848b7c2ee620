import { z } from 'zod';

/** The most words a report's details may hold (the forms' maxlength and the schemas' bound). */
export const reportDetailsMax = 1000;

/** A report to the moderators: one of `reasons`, and optionally more words (blank details are none). */
export function reportInputOf<const Reasons extends readonly [string, ...string[]]>(reasons: Reasons) {
  return z.object({
    reason: z.enum(reasons, 'reason_required'),
    details: z
      .string()
      .trim()
      .max(reportDetailsMax, 'details_too_long')
      .optional()
      .transform((value) => (value ? value : undefined)),
  });
}
