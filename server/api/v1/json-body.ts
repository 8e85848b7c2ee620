import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { z } from 'zod';
import { AppError } from '../../../core/shared/app-error.ts';
import { toErrorResponse } from '../../middleware/errors.ts';

/** Bodies of at most `maxSize` bytes: a larger one is answered 413 `payload_too_large` before it is read. */
export const bodyUpTo = (maxSize: number) =>
  bodyLimit({
    maxSize,
    onError: (c) => toErrorResponse(new AppError('payload_too_large', 413, 'Requête trop volumineuse'), c),
  });

/** Small JSON bodies only. */
export const smallBody = bodyUpTo(4 * 1024);

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
