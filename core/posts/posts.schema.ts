import { z } from 'zod';
import { reportInputOf } from '../shared/report-input.ts';

/**
 * The inputs of follows and creators' posts, shared by the pages (form, action) and their tests. Messages are codes,
 * translated under `posts:errors.<code>`. Browser-safe.
 */

export const postAudiences = ['product_buyers', 'buyers', 'followers'] as const;
export type PostAudience = (typeof postAudiences)[number];

export const postLimits = {
  titleMax: 120,
  bodyMax: 10_000,
  /** Posts to one audience (the same product's buyers, all buyers, or followers) per 24 hours. */
  perAudiencePerDay: 1,
  /** Posts of a creator per 7 days, whatever their audience. */
  perWeek: 5,
} as const;

/** A seller profile's id in a path or a form. */
export const sellerId = z.uuid('seller_not_found');
export const postId = z.uuid('post_not_found');

/** A creator's post as composed on /dashboard/posts; `token` (a uuid per form) is the post's id: sent once. */
export const composePostInput = z
  .object({
    title: z.string('title_required').trim().min(1, 'title_required').max(postLimits.titleMax, 'title_too_long'),
    body: z.string('body_required').trim().min(1, 'body_required').max(postLimits.bodyMax, 'body_too_long'),
    audience: z.enum(postAudiences, 'audience_invalid'),
    productId: z.preprocess((value) => (value === '' ? undefined : value), z.uuid('product_required').optional()),
    token: z.uuid('token_invalid'),
  })
  .refine((post) => post.audience !== 'product_buyers' || post.productId, {
    path: ['productId'],
    message: 'product_required',
  });
export type ComposePostInput = z.output<typeof composePostInput>;

export const postReportReasons = ['spam', 'scam', 'harassment', 'personal_data', 'other'] as const;
export const reportPostInput = reportInputOf(postReportReasons);
