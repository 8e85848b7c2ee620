import { z } from '@hono/zod-openapi';
import { changePromotion } from '../../../core/admin/promotions/change-promotion.ts';
import { createPromotion } from '../../../core/admin/promotions/create-promotion.ts';
import { listPromotions } from '../../../core/admin/promotions/list-promotions.ts';
import {
  listPromotionsQuery,
  promotionBody,
  promotionChangeBody,
} from '../../../core/admin/promotions/promotion.schema.ts';
import { promotionErrors } from '../../../core/admin/promotions/promotion-admin-errors.ts';
import { adminRoute } from './admin-guard.ts';
import { cents, dateTime, idParams, int, uuid } from './api-fields.ts';
import { bodyUpTo } from './json-body.ts';
import { answer, apiRouter, dataAnswer, jsonBody, malformedIdNotFound, pageOf } from './openapi-kit.ts';
import { translatedErrors } from './translated-error.ts';

const smallBody = bodyUpTo(4 * 1024);

const Promotion = z
  .object({
    id: uuid,
    code: z.string(),
    percentOff: int.nullable(),
    amountOffCents: cents.nullable(),
    scope: z.enum(['platform', 'seller', 'product']),
    scopeId: uuid.nullable(),
    scopeName: z.string().nullable().openapi({ description: 'The seller’s public name or the product’s title' }),
    startsAt: dateTime,
    endsAt: dateTime.openapi({ description: 'The first instant the code is no longer usable' }),
    status: z.enum(['scheduled', 'active', 'ended']),
    redemptions: int.openapi({ description: 'Uses held: paid orders and orders waiting for payment' }),
    maxRedemptions: int.nullable().openapi({ description: 'Uses in all; null: no limit' }),
    maxPerCustomer: int.nullable().openapi({ description: 'Uses by one buyer; null: no limit' }),
    createdAt: dateTime,
  })
  .openapi('AdminPromotion');

/**
 * `GET|POST /api/v1/admin/promotions` and `PATCH /api/v1/admin/promotions/{id}`: the promotion codes, a new one, and
 * a change of limits or end. Mounted under `/admin` behind the admin guard; failures in the request's language.
 */
export const adminPromotionsApi = apiRouter()
  .openapi(
    adminRoute({
      method: 'get',
      path: '/promotions',
      operationId: 'listAdminPromotions',
      summary: 'The promotion codes, newest first, with their scope, dates, uses and limits',
      request: { query: listPromotionsQuery },
      responses: { 200: answer('A page of promotion codes', pageOf(Promotion)) },
      refusals: { 400: 'Invalid query' },
    }),
    async (c) => c.json(await listPromotions(c.var.deps, c.var.viewer, c.req.valid('query')), 200),
  )
  .openapi(
    adminRoute({
      method: 'post',
      path: '/promotions',
      operationId: 'createAdminPromotion',
      summary:
        'Create a promotion code: `percentOff` (1–100) or `amountOff` in euros, for everything, one seller or one product, from `startsOn` to `endsOn` (days, UTC, both included). `maxRedemptions` absent or null: no total limit; `maxPerCustomer` absent: 1 use per buyer, null: no limit',
      middleware: [smallBody] as const,
      request: { body: jsonBody(promotionBody) },
      responses: { 201: dataAnswer('Created', z.object({ id: uuid, code: z.string() })) },
      refusals: {
        400: 'Invalid body (translated; `details.fields` lists each field with its code and text)',
        409: 'This code exists already, whatever its case (code_taken)',
        413: 'Body too large',
        422: 'No seller or product with this `scopeId` (scope_not_found)',
      },
    }),
    async (c) => {
      const created = await createPromotion(c.var.deps, c.var.viewer, c.req.valid('json'), { ip: c.var.clientIp });
      return c.json({ data: created }, 201);
    },
  )
  .openapi(
    adminRoute({
      method: 'patch',
      path: '/promotions/{id}',
      operationId: 'changeAdminPromotion',
      summary:
        'Change a promotion code’s limits (null: no limit) or last day, or end it now (`endNow: true`); an absent field is left as it is',
      middleware: [smallBody] as const,
      request: { params: idParams('id'), body: jsonBody(promotionChangeBody) },
      responses: {
        200: dataAnswer(
          'Changed (`changed: false` when it already was so)',
          z.object({ id: uuid, changed: z.boolean() }),
        ),
      },
      refusals: {
        400: 'Invalid body',
        404: 'No such promotion code',
        413: 'Body too large',
        422: 'The last day would come before the first (ends_before_start)',
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const changed = await changePromotion(c.var.deps, c.var.viewer, id, c.req.valid('json'), {
        ip: c.var.clientIp,
      });
      return c.json({ data: changed }, 200);
    },
    malformedIdNotFound(promotionErrors.notFound),
  )
  .onError(translatedErrors({ namespace: 'adminPromotions' }));
