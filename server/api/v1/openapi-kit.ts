import { createRoute, OpenAPIHono, type RouteConfig, z } from '@hono/zod-openapi';
import type { Env } from 'hono';
import { pageMeta } from './api-fields.ts';
import type { ApiEnv } from './env.ts';

/*
 * What every /api/v1 router declares its routes with (`createRoute` + `app.openapi`): the document at
 * /api/v1/openapi.json is generated from these declarations, never written by hand.
 */

/**
 * A router of /api/v1. A request its declared schemas refuse throws the ZodError, so the router's `onError` (or the
 * API's) answers it exactly as a handler's own parse: 400 `invalid_request` listing each field with its code and text.
 */
export const apiRouter = <E extends Env = ApiEnv>() =>
  new OpenAPIHono<E>({
    defaultHook: (result) => {
      if (!result.success) throw result.error;
    },
  });

/** A route's hook for which a malformed path id means "not found": `notFound()` is thrown instead of the 400. */
export const malformedIdNotFound =
  (notFound: () => Error) =>
  (result: { success: boolean; target: string; error?: z.ZodError }): undefined => {
    if (result.success || !result.error) return undefined;
    throw result.target === 'param' ? notFound() : result.error;
  };

/** Signed in by the session cookie or a bearer token. */
export const signedIn: Record<string, string[]>[] = [{ sessionCookie: [] }, { bearer: [] }];
/** Open to anyone, signed in or not. */
export const open: Record<string, string[]>[] = [];

/** The API's error answer. */
export const ErrorBody = z
  .object({
    error: z.object({ code: z.string(), message: z.string(), details: z.unknown().optional() }),
  })
  .openapi('Error');

/** A JSON content map. */
export const json = <S extends z.ZodType>(schema: S) => ({ 'application/json': { schema } });

/** A required JSON request body checked by `schema`. */
export const jsonBody = <S extends z.ZodType>(schema: S) => ({ required: true, content: json(schema) });

/** A JSON answer. */
export const answer = <S extends z.ZodType>(description: string, schema: S) => ({ description, content: json(schema) });

/** The API's envelope: `{ data: schema }`. */
export const dataOf = <S extends z.ZodType>(schema: S) => z.object({ data: schema });

/** A `{ data: schema }` answer. */
export const dataAnswer = <S extends z.ZodType>(description: string, schema: S) => answer(description, dataOf(schema));

/** An answer without a body. */
export const noContent = (description: string) => ({ description });

/** Error answers, by status. */
export function errors<K extends number>(descriptions: Record<K, string>) {
  return Object.fromEntries(
    Object.entries(descriptions).map(([status, description]) => [status, answer(description as string, ErrorBody)]),
  ) as Record<K, { description: string; content: { 'application/json': { schema: typeof ErrorBody } } }>;
}

/** A page of `item`s: `{ data, meta }`, `meta` being `pageMeta` with the `more` fields a list adds. */
export const pageOf = <S extends z.ZodType, M extends z.ZodRawShape = Record<never, never>>(item: S, more?: M) =>
  z.object({ data: z.array(item), meta: pageMeta.extend(more ?? ({} as M)) });

/** An operation as a router declares it, its error answers given as `refusals` (descriptions by status). */
type Operation<P extends string> = Omit<RouteConfig, 'path' | 'security'> & { path: P };

/**
 * Declares operations under one `security`, each answering `standing` (the refusals of that access) beside its own
 * `refusals`: `createRoute` with its error answers written once.
 */
export const operationsWith =
  <S extends number>(security: Record<string, string[]>[], standing: Record<S, string>) =>
  <P extends string, R extends Operation<P>, K extends number = never>({
    refusals,
    ...route
  }: R & { refusals?: Record<K, string> }) =>
    createRoute({ ...route, security, responses: { ...route.responses, ...errors({ ...standing, ...refusals }) } });

/** An operation open to anyone. */
export const openRoute = operationsWith(open, {});
/** An operation of signed-in callers: a visitor is answered 401. */
export const signedInRoute = operationsWith(signedIn, { 401: 'No valid session' });
/** An operation a visitor may call too (`{}`: no credentials), which then acts as a guest. */
export const guestOrSignedInRoute = operationsWith([...signedIn, {}], {});

/** The OpenAPI 3.1 document of /api/v1, generated from the routes' declarations (createRoute and their zod schemas). */
export function openApiDocument(serverUrl: string, api: OpenAPIHono<ApiEnv>) {
  api.openAPIRegistry.registerComponent('securitySchemes', 'sessionCookie', {
    type: 'apiKey',
    in: 'cookie',
    name: 'deploia.session_token',
  });
  api.openAPIRegistry.registerComponent('securitySchemes', 'bearer', {
    type: 'http',
    scheme: 'bearer',
    description:
      'A session token: the set-auth-token header of POST /api/auth/sign-in/email, sent by a client that is not a browser (no Origin or Sec-Fetch-* header)',
  });
  return api.getOpenAPI31Document({
    openapi: '3.1.0',
    info: {
      title: 'Déploia API',
      version: '1.0.0',
      description:
        'Public REST API of the Déploia marketplace of ready-to-deploy AI products. Prices are in euro cents, VAT included.',
    },
    servers: [{ url: `${serverUrl}/api/v1` }],
  });
}
