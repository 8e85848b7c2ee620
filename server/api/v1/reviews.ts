import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { createReview } from '../../../core/reviews/create-review.ts';
import { deleteReview } from '../../../core/reviews/delete-review.ts';
import { listProductReviews } from '../../../core/reviews/list-product-reviews.ts';
import { replyToReview } from '../../../core/reviews/reply-to-review.ts';
import { reportReview } from '../../../core/reviews/report-review.ts';
import { listReviewsQuery, replyBody, reportBody, reviewBody } from '../../../core/reviews/reviews.schema.ts';
import { updateReview } from '../../../core/reviews/update-review.ts';
import { AppError } from '../../../core/shared/app-error.ts';
import { catalogDeps } from '../../middleware/read-your-writes.ts';
import { int, uuid, uuidParams } from './api-fields.ts';
import { Review } from './catalog-schemas.ts';
import type { ApiEnv } from './env.ts';
import { smallBody } from './json-body.ts';
import { answer, apiRouter, dataAnswer, json, noContent, openRoute, pageOf, signedInRoute } from './openapi-kit.ts';
import { requireSignedIn } from './require-signed-in.ts';
import { translatedError } from './translated-error.ts';

/**
 * A refused body is the API's 400 `invalid_request` with each field's error as its code and its text in the request's
 * language (`?lang=`, else the language cookie, else French); a malformed review id is a review that does not exist.
 */
const reviewHook = (
  result: { success: boolean; target: string; error?: z.ZodError },
  c: Context<ApiEnv>,
): undefined => {
  if (result.success || !result.error) return undefined;
  if (result.target === 'param') throw new AppError('review_not_found', 404, 'Avis introuvable');
  throw result.target === 'json' ? translatedError(result.error, c, { namespace: 'reviews' }) : result.error;
};

const slugParams = z.object({ slug: z.string() });
const idParams = uuidParams('id');
const body = <S extends z.ZodType>(schema: S) => ({ required: true, content: json(schema) });
const invalid =
  'Invalid body (code invalid_request; details.fields lists each field with its code and translated message)';

const ReviewPage = pageOf(Review, {
  pages: int,
  rating: z.object({
    average: z.number(),
    count: int,
    distribution: z
      .object({ 1: int, 2: int, 3: int, 4: int, 5: int })
      .openapi({ description: 'Reviews per star, keys "1" to "5"' }),
  }),
}).openapi('ReviewPage');

/**
 * Reviews (issue 5): the public list of a product's reviews with its rating distribution; writing, editing and
 * deleting one's review (paid, unrefunded buyers only); the seller's reply; reports. Mounted at /api/v1.
 */
export const reviewsApi = apiRouter()
  .openapi(
    openRoute({
      method: 'get',
      path: '/products/{slug}/reviews',
      operationId: 'listProductReviews',
      summary: "A published product's published reviews, newest first, with the rating distribution",
      request: { params: slugParams, query: listReviewsQuery },
      responses: { 200: answer('A page of reviews', ReviewPage) },
      refusals: {
        400: 'Malformed page or per_page',
        404: 'No published product has this slug (code product_not_found)',
      },
    }),
    async (c) => {
      const { rating, data, meta } = await listProductReviews(
        catalogDeps(c.var.deps, c.req.raw),
        c.req.valid('param').slug,
        c.req.valid('query'),
      );
      return c.json({ data, meta: { ...meta, rating } }, 200);
    },
  )
  .openapi(
    signedInRoute({
      method: 'post',
      path: '/products/{slug}/reviews',
      operationId: 'createReview',
      summary: 'Review a product bought in a paid, unrefunded order (once)',
      middleware: [requireSignedIn, smallBody] as const,
      request: { params: slugParams, body: body(reviewBody) },
      responses: { 201: dataAnswer('Published', Review) },
      refusals: {
        400: invalid,
        403: 'Not a paying buyer of the product (not_a_buyer), own product, or unverified e-mail',
        404: 'No published product has this slug',
        409: 'Already reviewed (already_reviewed)',
      },
    }),
    async (c) => {
      const review = await createReview(c.var.deps, c.var.viewer, c.req.valid('param').slug, c.req.valid('json'));
      return c.json({ data: review }, 201);
    },
    reviewHook,
  )
  .openapi(
    signedInRoute({
      method: 'patch',
      path: '/reviews/{id}',
      operationId: 'updateReview',
      summary: "Edit one's own review",
      middleware: [requireSignedIn, smallBody] as const,
      request: { params: idParams, body: body(reviewBody) },
      responses: { 200: dataAnswer('Edited', Review) },
      refusals: {
        400: invalid,
        403: 'No longer a paying buyer (refunded)',
        404: "Not one's own review (review_not_found)",
      },
    }),
    async (c) => {
      const review = await updateReview(c.var.deps, c.var.viewer, c.req.valid('param').id, c.req.valid('json'));
      return c.json({ data: review }, 200);
    },
    reviewHook,
  )
  .openapi(
    signedInRoute({
      method: 'delete',
      path: '/reviews/{id}',
      operationId: 'deleteReview',
      summary: "Delete one's own review",
      middleware: [requireSignedIn] as const,
      request: { params: idParams },
      responses: { 204: noContent('Deleted') },
      refusals: { 404: "Not one's own review (review_not_found)" },
    }),
    async (c) => {
      await deleteReview(c.var.deps, c.var.viewer, c.req.valid('param').id);
      return c.body(null, 204);
    },
    reviewHook,
  )
  .openapi(
    signedInRoute({
      method: 'post',
      path: '/reviews/{id}/reply',
      operationId: 'replyToReview',
      summary: "The product seller's public reply (once)",
      middleware: [requireSignedIn, smallBody] as const,
      request: { params: idParams, body: body(replyBody) },
      responses: { 201: dataAnswer('Replied', Review) },
      refusals: {
        400: invalid,
        403: 'Not the seller of the product (not_product_seller)',
        404: 'No such published review',
        409: 'Already replied (reply_exists): edit it with PATCH',
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json({ data: await replyToReview(c.var.deps, c.var.viewer, id, c.req.valid('json'), 'create') }, 201);
    },
    reviewHook,
  )
  .openapi(
    signedInRoute({
      method: 'patch',
      path: '/reviews/{id}/reply',
      operationId: 'editReviewReply',
      summary: "Edit the seller's reply",
      middleware: [requireSignedIn, smallBody] as const,
      request: { params: idParams, body: body(replyBody) },
      responses: { 200: dataAnswer('Edited', Review) },
      refusals: {
        400: invalid,
        403: 'Not the seller of the product (not_product_seller)',
        404: 'No such published review, or no reply yet (reply_not_found)',
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json({ data: await replyToReview(c.var.deps, c.var.viewer, id, c.req.valid('json'), 'edit') }, 200);
    },
    reviewHook,
  )
  .openapi(
    signedInRoute({
      method: 'post',
      path: '/reviews/{id}/report',
      operationId: 'reportReview',
      summary: 'Report a review to the moderators (once per user and review)',
      middleware: [requireSignedIn, smallBody] as const,
      request: { params: idParams, body: body(reportBody) },
      responses: { 201: dataAnswer('Reported', z.object({ id: uuid })) },
      refusals: {
        400: invalid,
        404: 'No such published review',
        409: 'Already reported by this user (already_reported)',
      },
    }),
    async (c) => {
      const report = await reportReview(c.var.deps, c.var.viewer, c.req.valid('param').id, c.req.valid('json'));
      return c.json({ data: report }, 201);
    },
    reviewHook,
  );
