import { z } from 'zod';

/** An e-mail address, trimmed and lower-cased; messages are codes translated by the UI. */
export const emailSchema = z
  .string('email_required')
  .trim()
  .toLowerCase()
  .min(1, 'email_required')
  .max(254, 'email_invalid')
  .pipe(z.email('email_invalid'));
