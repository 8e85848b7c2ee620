import type { z } from 'zod';

/**
 * The first issue of each field, as the message code the schema gave it (e.g. `message_too_short`); the UI
 * turns codes into translated text. Browser-safe: the forms run it too.
 */
export function fieldErrors<Field extends string>(error: z.ZodError): Partial<Record<Field, string>> {
  const out: Partial<Record<Field, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in out)) out[field as Field] = issue.message;
  }
  return out;
}
