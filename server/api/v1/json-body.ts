import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { z } from 'zod';
import { AppError } from '../../../core/shared/app-error.ts';
import { toErrorResponse } from '../../middleware/errors.ts';

/** Small JSON bodies only: whatever is larger is refused before it is read. */
export const smallBody = bodyLimit({
  maxSize: 4 * 1024,
  onError: (c) => toErrorResponse(new AppError('payload_too_large', 413, 'Requête trop volumineuse'), c),
});

/** The request's JSON body checked by `schema`; a body that is not JSON is a 400 like any invalid input. */
export async function jsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new AppError('invalid_request', 400, 'Paramètres invalides');
  }
  return schema.parse(body);
}
