import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requireViewer } from '../../../core/accounts/viewer.ts';
import { getSellerApplication } from '../../../core/sellers/get-seller-application.ts';
import { sellerApplicationBody } from '../../../core/sellers/seller-application.schema.ts';
import { sellerApplicationErrors } from '../../../core/sellers/seller-application-errors.ts';
import { submitSellerApplication } from '../../../core/sellers/submit-seller-application.ts';
import { AppError } from '../../../core/shared/app-error.ts';
import { toErrorResponse } from '../../middleware/errors.ts';
import type { ApiEnv } from './env.ts';
import { jsonBody } from './json-body.ts';
import { dataOf, errorResponse, jsonRequestBody, schemaRef, signedInSecurity } from './openapi-helpers.ts';

/** An application holds a presentation of up to 3 000 characters: more than the usual small body. */
const applicationBodyLimit = bodyLimit({
  maxSize: 32 * 1024,
  onError: (c) => toErrorResponse(new AppError('payload_too_large', 413, 'Requête trop volumineuse'), c),
});

/** The signed-in user's application to sell: the latest one, or a new one. */
export const sellerApplicationApi = new Hono<ApiEnv>()
  .use(async (c, next) => {
    // A visitor is answered 401 before anything of the request is read.
    requireViewer(c.var.viewer);
    await next();
    // Trader details (address, phone, bank account): never kept by a cache.
    c.header('Cache-Control', 'private, no-store');
  })
  .get('/', async (c) => {
    const application = await getSellerApplication(c.var.deps, c.var.viewer);
    if (!application) throw sellerApplicationErrors.notFound();
    return c.json({ data: application });
  })
  .post('/', applicationBodyLimit, async (c) => {
    const body = await jsonBody(c, sellerApplicationBody);
    return c.json({ data: await submitSellerApplication(c.var.deps, c.var.viewer, body) }, 201);
  });

// OpenAPI 3.1 paths and schemas, spread into openapi.ts; the request body is the handler's own zod schema.

export const sellerApplicationOpenApiPaths = {
  '/me/seller-application': {
    get: {
      operationId: 'getSellerApplication',
      summary: 'Your latest application to sell, with its status and, once decided, the administrator’s reasons',
      security: signedInSecurity,
      responses: {
        200: {
          description: 'The application',
          content: dataOf(schemaRef('SellerApplication')),
        },
        401: errorResponse('No valid session'),
        404: errorResponse('You never applied (code application_not_found)'),
      },
    },
    post: {
      operationId: 'submitSellerApplication',
      summary:
        'Apply to sell: the trader details of EU DSA art. 30 (a French SIRET and any IBAN are checked by their checksum), portfolio, categories (slugs) and presentation',
      security: signedInSecurity,
      requestBody: jsonRequestBody(sellerApplicationBody),
      responses: {
        201: {
          description: 'Filed, pending review; you are notified and e-mailed',
          content: dataOf(schemaRef('SellerApplication')),
        },
        400: errorResponse(
          'Invalid fields: details list each path with its code (siret_invalid, iban_invalid, vat_invalid…); an unknown category is categories_unknown',
        ),
        401: errorResponse('No valid session'),
        403: errorResponse('E-mail address not verified (email_not_verified), or sent by a browser from another site'),
        409: errorResponse(
          'An application is already pending (application_pending) or you already sell (already_seller)',
        ),
        413: errorResponse('Body over 32 KiB'),
        429: errorResponse('Too many applications today (rate_limited)'),
      },
    },
  },
};

const date = { type: 'string', format: 'date-time' };
const nullable = (type: string) => ({ type: [type, 'null'] });

export const sellerApplicationOpenApiSchemas = {
  SellerApplication: {
    type: 'object',
    properties: {
      id: { type: 'string', format: 'uuid' },
      status: { type: 'string', enum: ['pending', 'approved', 'rejected'] },
      reason: { ...nullable('string'), description: 'The administrator’s statement of reasons' },
      legalName: { type: 'string' },
      addressLine: { type: 'string' },
      postalCode: { type: 'string' },
      city: { type: 'string' },
      country: { type: 'string', description: 'ISO 3166-1 alpha-2' },
      phone: { type: 'string', description: 'E.164' },
      email: { type: 'string', format: 'email' },
      companyId: nullable('string'),
      vatNumber: nullable('string'),
      iban: { type: 'string', description: 'Masked: country, check digits and last four characters' },
      portfolioUrls: { type: 'array', items: { type: 'string', format: 'uri' } },
      categories: { type: 'array', items: { type: 'string' } },
      presentation: { type: 'string' },
      selfCertifiedAt: date,
      createdAt: date,
      reviewedAt: { type: ['string', 'null'], format: 'date-time' },
    },
  },
};
