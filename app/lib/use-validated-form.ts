import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { fieldErrors } from '../../core/content/field-errors.ts';

export type FieldErrors = Partial<Record<string, string>>;

function focusFirstInvalid(form: HTMLFormElement | null, errors: FieldErrors) {
  const first = Object.keys(errors)[0];
  if (first) form?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
}

/**
 * Checks a form with its shared zod schema before it is sent (errors in place, focus on the first), and shows
 * the server's field errors otherwise — the same codes, so the page behaves the same without JavaScript.
 * Once a field is flagged its message follows the corrections.
 */
export function useValidatedForm(schema: z.ZodType, serverErrors: FieldErrors | undefined) {
  const ref = useRef<HTMLFormElement>(null);
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const errors = clientErrors ?? serverErrors ?? {};

  useEffect(() => {
    setClientErrors(null);
    if (serverErrors) focusFirstInvalid(ref.current, serverErrors);
  }, [serverErrors]);

  const validate = (form: HTMLFormElement): FieldErrors => {
    const parsed = schema.safeParse(Object.fromEntries(new FormData(form)));
    return parsed.success ? {} : fieldErrors(parsed.error);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const found = validate(event.currentTarget);
    if (Object.keys(found).length > 0) {
      event.preventDefault();
      setClientErrors(found);
      focusFirstInvalid(event.currentTarget, found);
    } else {
      setClientErrors(null);
    }
  };

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const field = (event.target as HTMLInputElement).name;
    if (!errors[field]) return;
    const next = { ...errors };
    const found = validate(event.currentTarget)[field];
    if (found) next[field] = found;
    else delete next[field];
    setClientErrors(next);
  };

  return { errors, formProps: { ref, onSubmit, onChange, noValidate: true } };
}
