import { z } from '@hono/zod-openapi';
import { changeDiscountStatus } from '../../../core/discounts/change-discount-status.ts';
import { createSellerDiscount } from '../../../core/discounts/create-seller-discount.ts';
import { discountErrors } from '../../../core/discounts/discount-errors.ts';
import { listSellerDiscounts } from '../../../core/discounts/list-seller-discounts.ts';
import {
  discountStatusBody,
  sellerDiscountBody,
  sellerDiscountEditBody,
} from '../../../core/discounts/seller-discount.schema.ts';
import { updateSellerDiscount } from '../../../core/discounts/update-seller-discount.ts';
import { cents, dateTime, idParams, int, uuid } from './api-fields.ts';
import { bodyUpTo } from './json-body.ts';
import { dataAnswer, jsonBody, malformedIdNotFound, signedInRoute } from './openapi-kit.ts';
import { signedInRouter } from './require-signed-in.ts';
import { translatedErrors } from './translated-error.ts';

const smallBody = bodyUpTo(8 * 1024);

const SellerDiscount = z
  .object({
    id: uuid,
    code: z.string(),
    percentOff: int.nullable(),
    amountOffCents: cents.nullable(),
    products: z.array(z.object({ id: uuid, title: z.string() })).openapi({ description: 'Empty: all their products' }),
    startsAt: dateTime,
    endsAt: dateTime.openapi({ description: 'The first instant it is no longer usable' }),
    status: z.enum(['scheduled', 'active', 'paused', 'used_up', 'ended']),
    redemptions: int,
    maxRedemptions: int.nullable(),
    maxPerCustomer: int.nullable(),
  })
  .openapi('SellerDiscount');

const fields =
  '`percentOff` (1–100) or `amountOff` in euros, `productIds` (the seller’s own; empty: all of them), `startsOn` to `endsOn` (days, UTC, both included), `maxRedemptions` and `maxPerCustomer` (null: no limit)';
const refused = {
  400: 'Invalid body (translated; `details.fields` lists each field with its code and text)',
  403: 'Not a seller (not_a_seller), no seller profile yet (seller_profile_missing), or a product that is not theirs (product_not_yours)',
  413: 'Body too large',
};

/**
 * A creator's own discount codes (decision 0043): list, create, change, pause/resume/end. Every call is scoped to the
 * signed-in seller; another seller's code is not found (404). A code only ever discounts its seller's lines.
 */
export const sellerDiscountsApi = signedInRouter()
  .openapi(
    signedInRoute({
      method: 'get',
      path: '/',
      operationId: 'listSellerDiscounts',
      summary: 'The signed-in seller’s discount codes, newest first, with their products, uses, limits and status',
      responses: { 200: dataAnswer('Their codes', z.array(SellerDiscount)) },
      refusals: { 403: refused[403] },
    }),
    async (c) => c.json({ data: (await listSellerDiscounts(c.var.deps, c.var.viewer)).discounts }, 200),
  )
  .openapi(
    signedInRoute({
      method: 'post',
      path: '/',
      operationId: 'createSellerDiscount',
      summary: `Create a discount code (unique on the platform, whatever its case) for their products: ${fields}`,
      middleware: [smallBody] as const,
      request: { body: jsonBody(sellerDiscountBody) },
      responses: { 201: dataAnswer('Created', z.object({ id: uuid, code: z.string() })) },
      refusals: { ...refused, 409: 'This code exists already, whatever its case (code_taken)' },
    }),
    async (c) => c.json({ data: await createSellerDiscount(c.var.deps, c.var.viewer, c.req.valid('json')) }, 201),
  )
  .openapi(
    signedInRoute({
      method: 'put',
      path: '/{id}',
      operationId: 'updateSellerDiscount',
      summary: `Replace one of their codes’ terms (the code itself stays): ${fields}`,
      middleware: [smallBody] as const,
      request: { params: idParams('id'), body: jsonBody(sellerDiscountEditBody) },
      responses: { 200: dataAnswer('Changed', z.object({ id: uuid })) },
      refusals: { ...refused, 404: 'No such code of theirs (discount_not_found)' },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json({ data: await updateSellerDiscount(c.var.deps, c.var.viewer, id, c.req.valid('json')) }, 200);
    },
    malformedIdNotFound(discountErrors.notFound),
  )
  .openapi(
    signedInRoute({
      method: 'post',
      path: '/{id}/status',
      operationId: 'changeSellerDiscountStatus',
      summary: 'Pause one of their codes (checkout refuses it: promo_paused), resume it, or end it now for good',
      middleware: [smallBody] as const,
      request: { params: idParams('id'), body: jsonBody(discountStatusBody) },
      responses: { 200: dataAnswer('Done', z.object({ id: uuid })) },
      refusals: {
        ...refused,
        404: 'No such code of theirs (discount_not_found)',
        409: 'The code has ended already (discount_ended)',
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { status } = c.req.valid('json');
      return c.json({ data: await changeDiscountStatus(c.var.deps, c.var.viewer, id, status) }, 200);
    },
    malformedIdNotFound(discountErrors.notFound),
  )
  .onError(translatedErrors({ namespace: 'adminPromotions' }));
