import { z } from '@hono/zod-openapi';
import { getSellerApplication } from '../../../core/sellers/get-seller-application.ts';
import { sellerApplicationBody } from '../../../core/sellers/seller-application.schema.ts';
import { sellerApplicationErrors } from '../../../core/sellers/seller-application-errors.ts';
import { submitSellerApplication } from '../../../core/sellers/submit-seller-application.ts';
import { dateTime, traderDetailFields, traderStatus, uuid } from './api-fields.ts';
import { bodyUpTo } from './json-body.ts';
import { dataAnswer, jsonBody, signedInRoute } from './openapi-kit.ts';
import { privateAnswer } from './private-answer.ts';
import { signedInRouter } from './require-signed-in.ts';

/** An application holds a presentation of up to 3 000 characters: more than the usual small body. */
const applicationBodyLimit = bodyUpTo(32 * 1024);

const SellerApplication = z
  .object({
    id: uuid,
    status: z.enum(['pending', 'approved', 'rejected']),
    reason: z.string().nullable().openapi({ description: 'The administrator’s statement of reasons' }),
    traderStatus: traderStatus,
    ...traderDetailFields,
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
export const sellerApplicationApi = signedInRouter(privateAnswer)
  .openapi(
    signedInRoute({
      method: 'get',
      path: '/',
      operationId: 'getSellerApplication',
      summary: 'Your latest application to sell, with its status and, once decided, the administrator’s reasons',
      responses: { 200: dataAnswer('The application', SellerApplication) },
      refusals: { 404: 'You never applied (code application_not_found)' },
    }),
    async (c) => {
      const application = await getSellerApplication(c.var.deps, c.var.viewer);
      if (!application) throw sellerApplicationErrors.notFound();
      return c.json({ data: application }, 200);
    },
  )
  .openapi(
    signedInRoute({
      method: 'post',
      path: '/',
      operationId: 'submitSellerApplication',
      summary:
        'Apply to sell: the trader details of EU DSA art. 30 (a French SIRET and any IBAN are checked by their checksum), portfolio, categories (slugs) and presentation',
      middleware: [applicationBodyLimit] as const,
      request: { body: jsonBody(sellerApplicationBody) },
      responses: { 201: dataAnswer('Filed, pending review; you are notified and e-mailed', SellerApplication) },
      refusals: {
        400: 'Invalid fields: details list each path with its code (siret_invalid, iban_invalid, vat_invalid…); an unknown category is categories_unknown',
        403: 'E-mail address not verified (email_not_verified), or sent by a browser from another site',
        409: 'An application is already pending (application_pending) or you already sell (already_seller)',
        413: 'Body over 32 KiB',
        429: 'Too many applications today (rate_limited)',
      },
    }),
    async (c) => c.json({ data: await submitSellerApplication(c.var.deps, c.var.viewer, c.req.valid('json')) }, 201),
  );
