import { createRoute, z } from '@hono/zod-openapi';
import type { Context, Next } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requireViewer } from '../../../core/accounts/viewer.ts';
import { getSellerApplication } from '../../../core/sellers/get-seller-application.ts';
import { sellerApplicationBody } from '../../../core/sellers/seller-application.schema.ts';
import { sellerApplicationErrors } from '../../../core/sellers/seller-application-errors.ts';
import { submitSellerApplication } from '../../../core/sellers/submit-seller-application.ts';
import { AppError } from '../../../core/shared/app-error.ts';
import { toErrorResponse } from '../../middleware/errors.ts';
import type { ApiEnv } from './env.ts';
import { apiRouter, dataAnswer, dateTime, errors, jsonBody, signedIn, uuid } from './openapi-kit.ts';

/** An application holds a presentation of up to 3 000 characters: more than the usual small body. */
const applicationBodyLimit = bodyLimit({
  maxSize: 32 * 1024,
  onError: (c) => toErrorResponse(new AppError('payload_too_large', 413, 'Requête trop volumineuse'), c),
});

const SellerApplication = z
  .object({
    id: uuid,
    status: z.enum(['pending', 'approved', 'rejected']),
    reason: z.string().nullable().openapi({ description: 'The administrator’s statement of reasons' }),
    legalName: z.string(),
    addressLine: z.string(),
    postalCode: z.string(),
    city: z.string(),
    country: z.string().openapi({ description: 'ISO 3166-1 alpha-2' }),
    phone: z.string().openapi({ description: 'E.164' }),
    email: z.string().openapi({ format: 'email' }),
    companyId: z.string().nullable(),
    vatNumber: z.string().nullable(),
    iban: z.string().openapi({ description: 'Masked: country, check digits and last four characters' }),
    portfolioUrls: z.array(z.string().openapi({ format: 'uri' })),
    categories: z.array(z.string()),
    presentation: z.string(),
    selfCertifiedAt: dateTime,
    createdAt: dateTime,
    reviewedAt: dateTime.nullable(),
  })
  .openapi('SellerApplication');

/** The signed-in user's application to sell: the latest one, or a new one. */
export const sellerApplicationApi = apiRouter();
sellerApplicationApi.use(async (c: Context<ApiEnv>, next: Next) => {
  // A visitor is answered 401 before anything of the request is read.
  requireViewer(c.var.viewer);
  await next();
  // Trader details (address, phone, bank account): never kept by a cache.
  c.header('Cache-Control', 'private, no-store');
});
sellerApplicationApi
  .openapi(
    createRoute({
      method: 'get',
      path: '/',
      operationId: 'getSellerApplication',
      summary: 'Your latest application to sell, with its status and, once decided, the administrator’s reasons',
      security: signedIn,
      responses: {
        200: dataAnswer('The application', SellerApplication),
        ...errors({ 401: 'No valid session', 404: 'You never applied (code application_not_found)' }),
      },
    }),
    async (c) => {
      const application = await getSellerApplication(c.var.deps, c.var.viewer);
      if (!application) throw sellerApplicationErrors.notFound();
      return c.json({ data: application }, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/',
      operationId: 'submitSellerApplication',
      summary:
        'Apply to sell: the trader details of EU DSA art. 30 (a French SIRET and any IBAN are checked by their checksum), portfolio, categories (slugs) and presentation',
      security: signedIn,
      middleware: [applicationBodyLimit] as const,
      request: { body: jsonBody(sellerApplicationBody) },
      responses: {
        201: dataAnswer('Filed, pending review; you are notified and e-mailed', SellerApplication),
        ...errors({
          400: 'Invalid fields: details list each path with its code (siret_invalid, iban_invalid, vat_invalid…); an unknown category is categories_unknown',
          401: 'No valid session',
          403: 'E-mail address not verified (email_not_verified), or sent by a browser from another site',
          409: 'An application is already pending (application_pending) or you already sell (already_seller)',
          413: 'Body over 32 KiB',
          429: 'Too many applications today (rate_limited)',
        }),
      },
    }),
    async (c) => c.json({ data: await submitSellerApplication(c.var.deps, c.var.viewer, c.req.valid('json')) }, 201),
  );
