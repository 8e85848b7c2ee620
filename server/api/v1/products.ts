import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import { getProduct } from '../../../core/catalog/get-product.ts';
import { listProductsQuery } from '../../../core/catalog/list-products.schema.ts';
import { listProducts } from '../../../core/catalog/list-products.ts';
import { reportProductBody } from '../../../core/catalog/product-report.schema.ts';
import { reportProduct } from '../../../core/catalog/report-product.ts';
import { AppError, isAppError } from '../../../core/shared/app-error.ts';
import { queryObject } from '../../../core/shared/query-object.ts';
import { type Locale, resolveLocale } from '../../../i18n/config.ts';
import de from '../../../i18n/locales/de/product.json' with { type: 'json' };
import en from '../../../i18n/locales/en/product.json' with { type: 'json' };
import es from '../../../i18n/locales/es/product.json' with { type: 'json' };
import fr from '../../../i18n/locales/fr/product.json' with { type: 'json' };
import { toErrorResponse } from '../../middleware/errors.ts';
import type { ApiEnv } from './env.ts';
import { fieldErrorList } from './field-error-list.ts';
import { jsonBody, smallBody } from './json-body.ts';
import { dataOf, errorResponse, jsonRequestBody, signedInSecurity, uuidPath } from './openapi-helpers.ts';
import { requireSignedIn } from './require-signed-in.ts';

/*
 * The server process runs on Node without Vite, so the texts of `product:report.errors` are read from the files
 * directly (as reviews.ts and conversations.ts do for their namespaces).
 */
const errorTexts: Record<Locale, Record<string, string>> = {
  fr: fr.report.errors,
  en: en.report.errors,
  es: es.report.errors,
  de: de.report.errors,
};

/**
 * A report's failures in the request's language (`?lang=`, else the language cookie, else French): an AppError of
 * ours gets its translated message (a 429 its Retry-After), an invalid body lists each field with its code and text.
 */
function translatedError(error: unknown, c: Context<ApiEnv>): Response {
  const texts = errorTexts[resolveLocale(new URL(c.req.url), c.req.header('cookie') ?? null)];
  const retryAfter = isAppError(error) ? Number(error.details?.retryAfterSeconds ?? 0) : 0;
  const minutes = String(Math.max(1, Math.ceil(retryAfter / 60)));
  const text = (code: string) => (texts[code] ?? texts.unknown ?? code).replace(/\{\{\s*minutes\s*\}\}/g, minutes);
  if (error instanceof z.ZodError) {
    const fields = fieldErrorList(error, text, 'unknown_field');
    return toErrorResponse(new AppError('invalid_request', 400, text('invalid_request'), { fields }), c);
  }
  if (!isAppError(error) || !texts[error.code]) return toErrorResponse(error, c);
  const response = toErrorResponse(new AppError(error.code, error.status, text(error.code), error.details), c);
  if (error.status === 429 && retryAfter > 0) response.headers.set('Retry-After', String(retryAfter));
  return response;
}

/** Reporting a published product to the moderators (issue 8), with its own translated errors. */
const productReportsApi = new Hono<ApiEnv>()
  .post('/:id/reports', requireSignedIn, smallBody, async (c) => {
    const input = await jsonBody(c, reportProductBody);
    return c.json({ data: await reportProduct(c.var.deps, c.var.viewer, c.req.param('id'), input) }, 201);
  })
  .onError(translatedError);

export const productsApi = new Hono<ApiEnv>()
  .get('/', async (c) => {
    const query = listProductsQuery.parse(queryObject(new URL(c.req.url)));
    return c.json(await listProducts(c.var.deps, query));
  })
  .get('/:slug', async (c) => c.json({ data: await getProduct(c.var.deps, c.req.param('slug')) }))
  .route('/', productReportsApi);

/* ---------- OpenAPI (merged into server/api/v1/openapi.ts) ---------- */

export const productReportsOpenApiPaths = {
  '/products/{id}/reports': {
    post: {
      operationId: 'reportProduct',
      summary: 'Report a published product to the moderators (once per user and product)',
      description:
        'Any signed-in user but the product’s seller. Reasons: illegal, scam, misleading, counterfeit, spam, other; details optional (at most 1,000 characters). At most 10 attempts per user and hour. Errors are translated (`?lang=`, else the language cookie).',
      security: signedInSecurity,
      parameters: [uuidPath('id')],
      requestBody: jsonRequestBody(reportProductBody),
      responses: {
        201: {
          description: 'Reported: the report is in the moderation queue',
          content: dataOf({ type: 'object', properties: { id: { type: 'string', format: 'uuid' } } }),
        },
        400: errorResponse(
          'Invalid body (code invalid_request; details.fields lists each field with its code and translated message)',
        ),
        401: errorResponse('No valid session (unauthenticated)'),
        403: errorResponse('The product is the caller’s own (own_product), or sent by a browser from another site'),
        404: errorResponse('No published product has this id (product_not_found)'),
        409: errorResponse('Already reported by this user (already_reported)'),
        429: errorResponse('Too many reports (rate_limited); see the Retry-After header'),
      },
    },
  },
};
