import { z } from 'zod';
import { boundedText } from '../shared/bounded-text.ts';
import { pageNumber } from '../shared/page-number.ts';
import { reportInputOf } from '../shared/report-input.ts';

/**
 * The reviews' input schemas, each shared by the /product/:slug/reviews form (checked before sending), its action,
 * the REST API and the OpenAPI document. Messages are codes, translated by the UI under `reviews:errors.<code>`
 * and by the API (server/api/v1/reviews.ts). Browser-safe.
 */

export const reviewLimits = { titleMin: 3, titleMax: 120, bodyMin: 10, bodyMax: 5000, replyMax: 2000 } as const;
export const reviewsPerPage = 10;
export const maxReviewsPerPage = 50;

/** `YYYY-MM-DD` of a real calendar day. */
const isoDay = z
  .string('experienced_at_required')
  .trim()
  .min(1, 'experienced_at_required')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'experienced_at_invalid')
  .refine((day) => {
    const date = new Date(`${day}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
  }, 'experienced_at_invalid');

/**
 * A review as its author writes it: rating 1–5, title, text and the date of the experience (French rule L111-7-2).
 * Whether that date is in the future or before the purchase is checked by the use case, which knows both.
 */
export const reviewInput = z.object({
  rating: z.coerce.number('rating_required').int('rating_required').min(1, 'rating_required').max(5, 'rating_required'),
  title: boundedText('title', reviewLimits.titleMin, reviewLimits.titleMax),
  body: boundedText('body', reviewLimits.bodyMin, reviewLimits.bodyMax),
  experiencedAt: isoDay,
});
export type ReviewInput = z.output<typeof reviewInput>;
export type ReviewField = keyof ReviewInput;

/** The seller's public answer to a review (one per review; its author may rewrite it). */
export const replyInput = z.object({
  reply: z.string('reply_required').trim().min(1, 'reply_required').max(reviewLimits.replyMax, 'reply_too_long'),
});
export type ReplyInput = z.output<typeof replyInput>;

export const reportReasons = ['spam', 'offensive', 'fake', 'personal_data', 'off_topic', 'other'] as const;
export type ReportReason = (typeof reportReasons)[number];

/** A report of a review to the moderators: why, and optionally more words. */
export const reportInput = reportInputOf(reportReasons);
export type ReportInput = z.output<typeof reportInput>;

/** The JSON bodies of the API: the same schemas, refusing unknown keys. */
export const reviewBody = reviewInput.strict();
export const replyBody = replyInput.strict();
export const reportBody = reportInput.strict();

/** The page of reviews: `?page=` on /product/:slug/reviews, `page` and `per_page` on the API. */
export const listReviewsQuery = z.object({
  page: pageNumber,
  per_page: z.coerce.number().int().min(1).max(maxReviewsPerPage).default(reviewsPerPage).describe('Reviews per page.'),
});
export type ListReviewsQuery = z.output<typeof listReviewsQuery>;

/** A review id in a path. */
export const reviewId = z.uuid();
