import { data } from 'react-router';
import { ZodError, type z } from 'zod';
import { fieldErrors } from '../../core/content/field-errors.ts';
import { type AppError, isAppError } from '../../core/shared/app-error.ts';
import type { FieldErrors } from './use-validated-form.ts';

/** One text field of a posted form: '' when it is missing or a file; cut at `max` characters when given. */
export function formText(form: FormData, name: string, max?: number): string {
  const value = form.get(name);
  return typeof value === 'string' ? value.slice(0, max) : '';
}

/**
 * A form the server refused, as its page shows it: the values typed (so a page without JavaScript keeps them), and
 * either each field's message code or one code for the whole form; the page translates the codes.
 */
export interface FormRefusal<Values> {
  ok: false;
  values: Values;
  fieldErrors?: FieldErrors;
  error?: string;
  /** How long to wait, when the refusal is a rate limit. */
  minutes?: number;
}

/** An AppError in a form: its field's error when its details name one, else the form's; a rate limit's wait. */
export function refusalOf(error: AppError): Pick<FormRefusal<unknown>, 'fieldErrors' | 'error' | 'minutes'> {
  const field = error.details?.field;
  const retryAfter = Number(error.details?.retryAfterSeconds ?? 0);
  return {
    ...(typeof field === 'string' ? { fieldErrors: { [field]: error.code } } : { error: error.code }),
    ...(retryAfter > 0 && { minutes: Math.ceil(retryAfter / 60) }),
  };
}

/** By default only "sign in first" and server faults leave the form for the error page and its redirects. */
const leavesTheForm = (error: AppError) => error.status === 401 || error.status >= 500;

/**
 * Runs an action's body; an AppError it throws is answered by `refuse` (in the page's own shape, with the error's
 * status), unless `rethrow` sends it on to the page's error boundary (through `guard`). Anything else is rethrown.
 */
export async function refusingAppErrors<Result, Refusal>(
  body: () => Promise<Result>,
  refuse: (error: AppError) => Refusal,
  rethrow: (error: AppError) => boolean = leavesTheForm,
): Promise<Result | Refusal> {
  try {
    return await body();
  } catch (error) {
    if (!isAppError(error) || rethrow(error)) throw error;
    return refuse(error);
  }
}

/**
 * A form's action in one call: parses the form's input with its shared schema (a refusal, 400, with each field's
 * code), then runs `handle` with the parsed input and returns its answer. A ZodError the use case throws is refused
 * the same way; an AppError is refused with its status and code (`refusalOf`), unless `rethrow` sends it on. Every
 * refusal carries `values` and the `extra` fields (e.g. the form's intent, when a page holds several forms).
 */
export async function formAction<Values, Output, Result, Extra extends object = object>(
  {
    values,
    input = values,
    schema,
    extra,
    rethrow,
  }: {
    /** What the form sent, echoed back in a refusal. */
    values: Values;
    /** What the schema parses, when it is not `values` (e.g. the raw form with its lists). */
    input?: unknown;
    /** Without one, the use case parses its input itself (a ZodError it throws is refused alike). */
    schema?: z.ZodType<Output>;
    extra?: Extra;
    rethrow?: (error: AppError) => boolean;
  },
  handle: (input: Output) => Promise<Result>,
) {
  const refuse = (status: number, refusal: Omit<FormRefusal<Values>, 'ok' | 'values'>) =>
    data({ ...(extra as Extra), ok: false as const, values, ...refusal }, { status });
  const parsed = schema ? schema.safeParse(input) : { success: true as const, data: input as Output };
  if (!parsed.success) return refuse(400, { fieldErrors: fieldErrors(parsed.error) });
  return refusingAppErrors(
    async () => {
      try {
        return await handle(parsed.data);
      } catch (error) {
        if (error instanceof ZodError) return refuse(400, { fieldErrors: fieldErrors(error) });
        throw error;
      }
    },
    (error) => refuse(error.status, refusalOf(error)),
    rethrow,
  );
}
