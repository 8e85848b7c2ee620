import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ZodError } from 'zod';
import { isAppError } from '../../core/shared/app-error.ts';
import { resolveLocale } from '../../i18n/config.ts';
import { serverT } from '../../i18n/server-t.ts';
import type { RequestVars } from './request-context.ts';

export interface ErrorBody {
  error: { code: string; message: string; details?: unknown };
}

/** The text of an answer this mapping writes itself, in the request's language. */
const apiText = (c: Context, code: string) =>
  serverT(resolveLocale(new URL(c.req.url), c.req.header('cookie') ?? null), 'errors')(`api.${code}`);

/** Maps any error to the API's `{ error: { code, message } }`; unknown errors are logged, never detailed. */
export function toErrorResponse(error: unknown, c: Context): Response {
  if (isAppError(error)) {
    const retryAfter = Number(error.details?.retryAfterSeconds ?? 0);
    if (error.status === 429 && retryAfter > 0) c.header('Retry-After', String(retryAfter));
    return c.json<ErrorBody>(
      { error: { code: error.code, message: error.message, ...(error.details ? { details: error.details } : {}) } },
      error.status as 400,
    );
  }
  if (error instanceof ZodError) {
    return c.json<ErrorBody>(
      {
        error: {
          code: 'invalid_request',
          message: apiText(c, 'invalid_request'),
          details: error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
        },
      },
      400,
    );
  }
  // Hono's request validators and well-formed-input.ts: a body that is not JSON, ill-formed text (400), or a media
  // type the route does not declare (415).
  if (error instanceof HTTPException && (error.status === 400 || error.status === 415)) {
    const code = error.status === 400 ? 'invalid_request' : 'unsupported_media_type';
    return c.json<ErrorBody>({ error: { code, message: apiText(c, code) } }, error.status);
  }
  const log = (c.var as Partial<RequestVars>).log;
  if (log) log.error({ err: error }, 'unhandled error');
  else console.error(error);
  return c.json<ErrorBody>({ error: { code: 'internal_error', message: apiText(c, 'internal_error') } }, 500);
}
