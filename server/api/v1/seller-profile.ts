import { Hono } from 'hono';
import { getSellerProfileSettings } from '../../../core/sellers/get-seller-profile-settings.ts';
import { sellerPayoutBody, sellerProfileBody } from '../../../core/sellers/seller-profile.schema.ts';
import { requireSellerRole } from '../../../core/sellers/seller-role.ts';
import { updateSellerPayout } from '../../../core/sellers/update-seller-payout.ts';
import { updateSellerProfile } from '../../../core/sellers/update-seller-profile.ts';
import type { ApiEnv } from './env.ts';
import { jsonBody, smallBody } from './json-body.ts';
import { dataOf, errorResponse, jsonRequestBody, schemaRef, signedInSecurity } from './openapi-helpers.ts';

/** The signed-in seller's own profile: the public part of /seller/:sellerId, and where payouts go. */
export const sellerProfileApi = new Hono<ApiEnv>()
  // A visitor is answered 401 and a customer 403 before anything of the request is read.
  .use(async (c, next) => {
    requireSellerRole(c.var.viewer);
    await next();
    c.header('Cache-Control', 'private, no-store');
  })
  .get('/', async (c) => c.json({ data: await getSellerProfileSettings(c.var.deps, c.var.viewer) }))
  .put('/', smallBody, async (c) => {
    const body = await jsonBody(c, sellerProfileBody);
    return c.json({ data: await updateSellerProfile(c.var.deps, c.var.viewer, body) });
  })
  .put('/payout', smallBody, async (c) => {
    const body = await jsonBody(c, sellerPayoutBody);
    return c.json({ data: await updateSellerPayout(c.var.deps, c.var.viewer, body) });
  });

// OpenAPI 3.1 paths and schemas, spread into openapi.ts; request bodies are the handlers' own zod schemas.
const settings = { description: 'The profile', content: dataOf(schemaRef('SellerProfileSettings')) };
const notSeller = errorResponse(
  'Not an expert or administrator (not_a_seller), or sent by a browser from another site',
);

export const sellerProfileOpenApiPaths = {
  '/seller/profile': {
    get: {
      operationId: 'getSellerProfile',
      summary: 'Your seller profile (null id for an expert who has none yet); the payout IBAN masked',
      security: signedInSecurity,
      responses: { 200: settings, 401: errorResponse('No valid session'), 403: notSeller },
    },
    put: {
      operationId: 'updateSellerProfile',
      summary:
        'Save your public profile (created if missing): name, plain-text bio, website, contact e-mail (never shown), expertise tags',
      security: signedInSecurity,
      requestBody: jsonRequestBody(sellerProfileBody),
      responses: {
        200: settings,
        400: errorResponse(
          'Invalid fields: details list each path with its code (public_name_too_short, website_invalid…)',
        ),
        401: errorResponse('No valid session'),
        403: notSeller,
      },
    },
  },
  '/seller/profile/payout': {
    put: {
      operationId: 'updateSellerPayout',
      summary: 'Change where payouts go (holder name and IBAN); needs a session that verified a second factor',
      security: signedInSecurity,
      requestBody: jsonRequestBody(sellerPayoutBody),
      responses: {
        200: {
          description: 'Saved; the IBAN masked',
          content: dataOf({
            type: 'object',
            properties: { payoutName: { type: 'string' }, payoutIban: { type: 'string' } },
          }),
        },
        400: errorResponse('Invalid fields (iban_invalid, payout_name_required)'),
        401: errorResponse('No valid session'),
        403: errorResponse(
          'Not a seller (not_a_seller), or this session has not verified a second factor (second_factor_required)',
        ),
        409: errorResponse('No public profile yet (seller_profile_missing)'),
      },
    },
  },
};

const nullableString = { type: ['string', 'null'] };

export const sellerProfileOpenApiSchemas = {
  SellerProfileSettings: {
    type: 'object',
    properties: {
      id: { type: ['string', 'null'], format: 'uuid' },
      publicName: { type: 'string' },
      bio: { type: 'string' },
      avatarUrl: nullableString,
      website: nullableString,
      contactEmail: nullableString,
      expertise: { type: 'array', items: { type: 'string' } },
      payoutName: nullableString,
      payoutIban: { ...nullableString, description: 'Masked: country, check digits and last four characters' },
    },
  },
};
