import type { z } from 'zod';

export interface FieldError {
  path: string;
  code: string;
  message: string;
}

/**
 * A refused body as the API lists it in `details.fields`: each field's first error (as the forms show it), its code
 * and its text. Unknown keys get `unknownKeysCode`, under the keys' names.
 */
export function fieldErrorList(
  error: z.ZodError,
  text: (code: string) => string,
  unknownKeysCode: string,
): FieldError[] {
  const fields = new Map<string, FieldError>();
  for (const issue of error.issues) {
    const code = issue.code === 'unrecognized_keys' ? unknownKeysCode : issue.message;
    const path = issue.path.join('.') || (issue.code === 'unrecognized_keys' ? issue.keys.join(',') : '');
    if (!fields.has(path)) fields.set(path, { path, code, message: text(code) });
  }
  return [...fields.values()];
}
