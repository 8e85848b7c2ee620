import { z } from 'zod';

/*
 * The building blocks each API file describes its paths with, for the OpenAPI 3.1 document that
 * server/api/v1/openapi.ts assembles; bodies and query parameters come from the handlers' own zod schemas.
 */

/** A reference to one of the document's `components.schemas`. */
export const schemaRef = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** A JSON content map. */
export const json = (schema: unknown) => ({ 'application/json': { schema } });

/** JSON content in the API's envelope: `{ data: schema }`. */
export const dataOf = (schema: unknown) => json({ type: 'object', properties: { data: schema } });

/** An error answer: the API's `Error` object. */
export const errorResponse = (description: string) => ({ description, content: json(schemaRef('Error')) });

/** A page's `meta`: the total and where the page stands, with the listing's own `extra` fields. */
export const pageMeta = (extra: Record<string, unknown> = {}) => ({
  type: 'object',
  properties: { total: { type: 'integer' }, page: { type: 'integer' }, per_page: { type: 'integer' }, ...extra },
});

/** A required JSON body checked by `schema` (described as a client sends it: defaulted fields are optional). */
export const jsonRequestBody = (schema: z.ZodType) => ({
  required: true,
  content: json(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })),
});

/** Signed in by the session cookie or a bearer token. */
export const signedInSecurity = [{ sessionCookie: [] }, { bearer: [] }];

/** A UUID path parameter. */
export const uuidPath = (name: string) => ({
  name,
  in: 'path',
  required: true,
  schema: { type: 'string', format: 'uuid' },
});

/** The query parameters of a query schema, each with its description, bounds and default. */
export function queryParameters(schema: z.ZodObject) {
  const doc = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties: Record<string, { description?: string }>;
  };
  return Object.entries(doc.properties).map(([name, property]) => ({
    name,
    in: 'query',
    required: false,
    description: property.description,
    schema: { ...property, description: undefined },
  }));
}
