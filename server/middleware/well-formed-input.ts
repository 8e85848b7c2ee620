import type { Context, MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { hasWellFormedTexts, isWellFormedUrl } from '../../core/shared/well-formed-text.ts';

/** Pages answer an ill-formed address themselves, with the not-found page (app/root.tsx). */
const isPage = (path: string) => !/^\/(api|media|webhooks)(\/|$)/.test(path);

const illFormed = () => new HTTPException(400, { message: 'Ill-formed text' });
const checked = <T>(value: T): T => {
  if (!hasWellFormedTexts(value)) throw illFormed();
  return value;
};

/**
 * Text PostgreSQL cannot store or no client means to send — NUL and other control characters, bytes that are not
 * UTF-8, lone surrogates (core/shared/well-formed-text.ts) — is a 400 `invalid_request` before any route uses it: the
 * address here, a JSON or form body when the route reads it (after its own size limit), through the request's
 * `json()` and `parseBody()`, which every route and validator reads bodies with.
 */
export const wellFormedInput: MiddlewareHandler = async (c: Context, next) => {
  if (!isPage(c.req.path) && !isWellFormedUrl(new URL(c.req.url))) throw illFormed();
  const { req } = c;
  const json = req.json.bind(req);
  const parseBody = req.parseBody.bind(req);
  req.json = async () => checked(await json());
  req.parseBody = (async (options?: Parameters<typeof parseBody>[0]) =>
    checked(await parseBody(options))) as typeof req.parseBody;
  await next();
};
