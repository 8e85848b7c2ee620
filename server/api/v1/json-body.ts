import type { Context, HonoRequest } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
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

/** The request's JSON body; one that is not JSON (or holds ill-formed text) is a 400 like any invalid input. */
export async function jsonOf(req: HonoRequest): Promise<unknown> {
  try {
    return await req.json();
  } catch {
    throw new HTTPException(400, { message: 'Malformed JSON in request body' });
  }
}

/** The request's JSON body checked by `schema`. */
export async function jsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  return schema.parse(await jsonOf(c.req));
}
