import { z } from '@hono/zod-openapi';
import type { Context, Next } from 'hono';
import { getSellerProfileSettings } from '../../../core/sellers/get-seller-profile-settings.ts';
import { sellerPayoutBody, sellerProfileBody } from '../../../core/sellers/seller-profile.schema.ts';
import { requireSellerRole } from '../../../core/sellers/seller-role.ts';
import { updateSellerPayout } from '../../../core/sellers/update-seller-payout.ts';
import { updateSellerProfile } from '../../../core/sellers/update-seller-profile.ts';
import { uuid } from './api-fields.ts';
import type { ApiEnv } from './env.ts';
import { smallBody } from './json-body.ts';
import { apiRouter, dataAnswer, jsonBody, signedInRoute } from './openapi-kit.ts';
import { privateAnswer } from './private-answer.ts';

const SellerProfileSettings = z
  .object({
    id: uuid.nullable().openapi({ description: 'Null for an expert who has no profile yet' }),
    publicName: z.string(),
    bio: z.string(),
    avatarUrl: z.string().nullable(),
    website: z.string().nullable(),
    contactEmail: z.string().nullable(),
    expertise: z.array(z.string()),
    payoutName: z.string().nullable(),
    payoutIban: z
      .string()
      .nullable()
      .openapi({ description: 'Masked: country, check digits and last four characters' }),
  })
  .openapi('SellerProfileSettings');

const notSeller = 'Not an expert or administrator (not_a_seller), or sent by a browser from another site';

/** The signed-in seller's own profile: the public part of /seller/:sellerId, and where payouts go. */
export const sellerProfileApi = apiRouter();
// A visitor is answered 401 and a customer 403 before anything of the request is read.
sellerProfileApi.use(
  async (c: Context<ApiEnv>, next: Next) => {
    requireSellerRole(c.var.viewer);
    await next();
  },
  privateAnswer,
  smallBody,
);
sellerProfileApi
  .openapi(
    signedInRoute({
      method: 'get',
      path: '/',
      operationId: 'getSellerProfile',
      summary: 'Your seller profile (null id for an expert who has none yet); the payout IBAN masked',
      responses: { 200: dataAnswer('The profile', SellerProfileSettings) },
      refusals: { 403: notSeller },
    }),
    async (c) => c.json({ data: await getSellerProfileSettings(c.var.deps, c.var.viewer) }, 200),
  )
  .openapi(
    signedInRoute({
      method: 'put',
      path: '/',
      operationId: 'updateSellerProfile',
      summary:
        'Save your public profile (created if missing): name, plain-text bio, website, contact e-mail (never shown), expertise tags',
      request: { body: jsonBody(sellerProfileBody) },
      responses: { 200: dataAnswer('The profile', SellerProfileSettings) },
      refusals: {
        400: 'Invalid fields: details list each path with its code (public_name_too_short, website_invalid…)',
        403: notSeller,
      },
    }),
    async (c) => c.json({ data: await updateSellerProfile(c.var.deps, c.var.viewer, c.req.valid('json')) }, 200),
  )
  .openapi(
    signedInRoute({
      method: 'put',
      path: '/payout',
      operationId: 'updateSellerPayout',
      summary: 'Change where payouts go (holder name and IBAN); needs a session that verified a second factor',
      request: { body: jsonBody(sellerPayoutBody) },
      responses: {
        200: dataAnswer('Saved; the IBAN masked', z.object({ payoutName: z.string(), payoutIban: z.string() })),
      },
      refusals: {
        400: 'Invalid fields (iban_invalid, payout_name_required)',
        403: 'Not a seller (not_a_seller), or this session has not verified a second factor (second_factor_required)',
        409: 'No public profile yet (seller_profile_missing)',
      },
    }),
    async (c) => c.json({ data: await updateSellerPayout(c.var.deps, c.var.viewer, c.req.valid('json')) }, 200),
  );
