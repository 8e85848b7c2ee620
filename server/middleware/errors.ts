import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ZodError } from 'zod';
import { isAppError } from '../../core/shared/app-error.ts';
import type { RequestVars } from './request-context.ts';

export interface ErrorBody {
  error: { code: string; message: string; details?: unknown };
}

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
          message: 'Paramètres invalides',
          details: error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
        },
      },
      400,
    );
  }
  // Hono's request validators: a body that is not JSON (400), or of a media type the route does not declare (415).
  if (error instanceof HTTPException && (error.status === 400 || error.status === 415)) {
    const [code, message] =
      error.status === 400
        ? ['invalid_request', 'Paramètres invalides']
        : ['unsupported_media_type', 'Type de contenu non pris en charge'];
    return c.json<ErrorBody>({ error: { code, message } }, error.status);
  }
  const log = (c.var as Partial<RequestVars>).log;
  if (log) log.error({ err: error }, 'unhandled error');
  else console.error(error);
  return c.json<ErrorBody>({ error: { code: 'internal_error', message: 'Erreur interne du serveur' } }, 500);
}
