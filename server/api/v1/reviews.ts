import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import { createReview } from '../../../core/reviews/create-review.ts';
import { deleteReview } from '../../../core/reviews/delete-review.ts';
import { listProductReviews } from '../../../core/reviews/list-product-reviews.ts';
import { replyToReview } from '../../../core/reviews/reply-to-review.ts';
import { reportReview } from '../../../core/reviews/report-review.ts';
import { listReviewsQuery, replyBody, reportBody, reviewBody, reviewId } from '../../../core/reviews/reviews.schema.ts';
import { updateReview } from '../../../core/reviews/update-review.ts';
import { AppError } from '../../../core/shared/app-error.ts';
import { queryObject } from '../../../core/shared/query-object.ts';
import type { ApiEnv } from './env.ts';
import { jsonBody, smallBody } from './json-body.ts';
import {
  dataOf,
  errorResponse,
  json,
  jsonRequestBody,
  pageMeta,
  queryParameters,
  schemaRef,
  signedInSecurity,
  uuidPath,
} from './openapi-helpers.ts';
import { requireSignedIn } from './require-signed-in.ts';
import { translatedError } from './translated-error.ts';

/**
 * The request's JSON body checked by a review schema. A refusal is the API's 400 `invalid_request`, with each field's
 * error as its code and its text in the request's language (`?lang=`, else the language cookie, else French).
 */
async function reviewJson<S extends z.ZodType>(c: Context<ApiEnv>, schema: S): Promise<z.output<S>> {
  try {
    return await jsonBody(c, schema);
  } catch (error) {
    throw error instanceof z.ZodError ? translatedError(error, c, { namespace: 'reviews' }) : error;
  }
}

const idParam = (c: Context<ApiEnv>) => {
  const parsed = reviewId.safeParse(c.req.param('id'));
  if (!parsed.success) throw new AppError('review_not_found', 404, 'Avis introuvable');
  return parsed.data;
};

/**
 * Reviews (issue 5): the public list of a product's reviews with its rating distribution; writing, editing and
 * deleting one's review (paid, unrefunded buyers only); the seller's reply; reports. Mounted at /api/v1.
 */
export const reviewsApi = new Hono<ApiEnv>()
  .get('/products/:slug/reviews', async (c) => {
    const query = listReviewsQuery.parse(queryObject(new URL(c.req.url)));
    const { rating, data, meta } = await listProductReviews(c.var.deps, c.req.param('slug'), query);
    return c.json({ data, meta: { ...meta, rating } });
  })
  .post('/products/:slug/reviews', requireSignedIn, smallBody, async (c) => {
    const input = await reviewJson(c, reviewBody);
    return c.json({ data: await createReview(c.var.deps, c.var.viewer, c.req.param('slug'), input) }, 201);
  })
  .patch('/reviews/:id', requireSignedIn, smallBody, async (c) => {
    const id = idParam(c);
    const input = await reviewJson(c, reviewBody);
    return c.json({ data: await updateReview(c.var.deps, c.var.viewer, id, input) });
  })
  .delete('/reviews/:id', requireSignedIn, async (c) => {
    await deleteReview(c.var.deps, c.var.viewer, idParam(c));
    return c.body(null, 204);
  })
  .post('/reviews/:id/reply', requireSignedIn, smallBody, async (c) => {
    const id = idParam(c);
    const input = await reviewJson(c, replyBody);
    return c.json({ data: await replyToReview(c.var.deps, c.var.viewer, id, input, 'create') }, 201);
  })
  .patch('/reviews/:id/reply', requireSignedIn, smallBody, async (c) => {
    const id = idParam(c);
    const input = await reviewJson(c, replyBody);
    return c.json({ data: await replyToReview(c.var.deps, c.var.viewer, id, input, 'edit') });
  })
  .post('/reviews/:id/report', requireSignedIn, smallBody, async (c) => {
    const id = idParam(c);
    const input = await reviewJson(c, reportBody);
    return c.json({ data: await reportReview(c.var.deps, c.var.viewer, id, input) }, 201);
  });

/* ---------- OpenAPI (merged into server/api/v1/openapi.ts) ---------- */

const idPath = uuidPath('id');
const slugPath = { name: 'slug', in: 'path', required: true, schema: { type: 'string' } };
const reviewAnswer = (description: string) => ({ description, content: dataOf(schemaRef('Review')) });
const invalid = errorResponse(
  'Invalid body (code invalid_request; details.fields lists each field with its code and translated message)',
);

export const reviewsOpenApiPaths = {
  '/products/{slug}/reviews': {
    get: {
      operationId: 'listProductReviews',
      summary: "A published product's published reviews, newest first, with the rating distribution",
      parameters: [slugPath, ...queryParameters(listReviewsQuery)],
      responses: {
        200: { description: 'A page of reviews', content: json(schemaRef('ReviewPage')) },
        400: errorResponse('Malformed page or per_page'),
        404: errorResponse('No published product has this slug (code product_not_found)'),
      },
    },
    post: {
      operationId: 'createReview',
      summary: 'Review a product bought in a paid, unrefunded order (once)',
      security: signedInSecurity,
      parameters: [slugPath],
      requestBody: jsonRequestBody(reviewBody),
      responses: {
        201: reviewAnswer('Published'),
        400: invalid,
        401: errorResponse('No valid session'),
        403: errorResponse('Not a paying buyer of the product (not_a_buyer), own product, or unverified e-mail'),
        404: errorResponse('No published product has this slug'),
        409: errorResponse('Already reviewed (already_reviewed)'),
      },
    },
  },
  '/reviews/{id}': {
    patch: {
      operationId: 'updateReview',
      summary: "Edit one's own review",
      security: signedInSecurity,
      parameters: [idPath],
      requestBody: jsonRequestBody(reviewBody),
      responses: {
        200: reviewAnswer('Edited'),
        400: invalid,
        401: errorResponse('No valid session'),
        403: errorResponse('No longer a paying buyer (refunded)'),
        404: errorResponse("Not one's own review (review_not_found)"),
      },
    },
    delete: {
      operationId: 'deleteReview',
      summary: "Delete one's own review",
      security: signedInSecurity,
      parameters: [idPath],
      responses: {
        204: { description: 'Deleted' },
        401: errorResponse('No valid session'),
        404: errorResponse("Not one's own review (review_not_found)"),
      },
    },
  },
  '/reviews/{id}/reply': {
    post: {
      operationId: 'replyToReview',
      summary: "The product seller's public reply (once)",
      security: signedInSecurity,
      parameters: [idPath],
      requestBody: jsonRequestBody(replyBody),
      responses: {
        201: reviewAnswer('Replied'),
        400: invalid,
        401: errorResponse('No valid session'),
        403: errorResponse('Not the seller of the product (not_product_seller)'),
        404: errorResponse('No such published review'),
        409: errorResponse('Already replied (reply_exists): edit it with PATCH'),
      },
    },
    patch: {
      operationId: 'editReviewReply',
      summary: "Edit the seller's reply",
      security: signedInSecurity,
      parameters: [idPath],
      requestBody: jsonRequestBody(replyBody),
      responses: {
        200: reviewAnswer('Edited'),
        400: invalid,
        401: errorResponse('No valid session'),
        403: errorResponse('Not the seller of the product (not_product_seller)'),
        404: errorResponse('No such published review, or no reply yet (reply_not_found)'),
      },
    },
  },
  '/reviews/{id}/report': {
    post: {
      operationId: 'reportReview',
      summary: 'Report a review to the moderators (once per user and review)',
      security: signedInSecurity,
      parameters: [idPath],
      requestBody: jsonRequestBody(reportBody),
      responses: {
        201: {
          description: 'Reported',
          content: json({
            type: 'object',
            properties: { data: { type: 'object', properties: { id: { type: 'string', format: 'uuid' } } } },
          }),
        },
        400: invalid,
        401: errorResponse('No valid session'),
        404: errorResponse('No such published review'),
        409: errorResponse('Already reported by this user (already_reported)'),
      },
    },
  },
};

export const reviewsOpenApiSchemas = {
  Review: {
    type: 'object',
    properties: {
      id: { type: 'string', format: 'uuid' },
      rating: { type: 'integer', minimum: 1, maximum: 5 },
      title: { type: 'string' },
      body: { type: 'string' },
      authorName: { type: 'string' },
      experiencedAt: { type: 'string', format: 'date', description: 'Date of the experience (French rule L111-7-2)' },
      createdAt: { type: 'string', format: 'date-time' },
      sellerReply: { type: ['string', 'null'] },
    },
  },
  ReviewPage: {
    type: 'object',
    properties: {
      data: { type: 'array', items: schemaRef('Review') },
      meta: pageMeta({
        pages: { type: 'integer' },
        rating: {
          type: 'object',
          properties: {
            average: { type: 'number' },
            count: { type: 'integer' },
            distribution: {
              type: 'object',
              description: 'Reviews per star, keys "1" to "5"',
              additionalProperties: { type: 'integer' },
            },
          },
        },
      }),
    },
  },
};
