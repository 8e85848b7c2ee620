import type { Context } from 'hono';
import { z } from 'zod';
import { AppError, isAppError } from '../../../core/shared/app-error.ts';
import { resolveLocale } from '../../../i18n/config.ts';
import { serverT } from '../../../i18n/server-t.ts';
import { toErrorResponse } from '../../middleware/errors.ts';
import type { ApiEnv } from './env.ts';
import { fieldErrorList } from './field-error-list.ts';

export interface ErrorTexts {
  /** The codes' texts are `<namespace>:<prefix>.<code>`. */
  namespace: string;
  prefix?: string;
  /** The code of keys the schema does not know (`unknown_field` unless the namespace says otherwise). */
  unknownKeysCode?: string;
  /** Placeholders of the texts taken from the error (`{{minutes}}` of a 429 is always filled). */
  values?: (error: AppError) => Record<string, string | number>;
}

/**
 * A failure in the request's language (`?lang=`, else the language cookie, else French): an invalid body or query is
 * a 400 `invalid_request` listing each field with its code and text; an AppError whose code the namespace words gets
 * that text; anything else is answered as it is.
 */
export function translatedError(error: unknown, c: Context<ApiEnv>, texts: ErrorTexts): AppError | unknown {
  const t = serverT(resolveLocale(new URL(c.req.url), c.req.header('cookie') ?? null), texts.namespace);
  const key = (code: string) => `${texts.prefix ?? 'errors'}.${code}`;
  const worded = (code: string) => t(key(code), { defaultValue: '' }) !== '';
  const text = (code: string, values: Record<string, string | number> = {}) =>
    t(key(code), { ...values, defaultValue: t(key('unknown'), { defaultValue: t(key('invalid_request')) }) });
  if (error instanceof z.ZodError) {
    const fields = fieldErrorList(error, (code) => text(code), texts.unknownKeysCode ?? 'unknown_field');
    return new AppError('invalid_request', 400, text('invalid_request'), { fields });
  }
  if (!isAppError(error) || !worded(error.code)) return error;
  const retryAfter = Number(error.details?.retryAfterSeconds ?? 0);
  const values = { minutes: Math.max(1, Math.ceil(retryAfter / 60)), ...texts.values?.(error) };
  return new AppError(error.code, error.status, text(error.code, values), error.details);
}

/** An `onError` answering with `translatedError`. */
export const translatedErrors =
  (texts: ErrorTexts) =>
  (error: unknown, c: Context<ApiEnv>): Response =>
    toErrorResponse(translatedError(error, c, texts), c);
