import { data } from 'react-router';
import { ZodError } from 'zod';
import type { Viewer } from '../../../core/accounts/viewer.ts';
import { fieldErrors } from '../../../core/content/field-errors.ts';
import type { CoreDeps } from '../../../core/deps.ts';
import { createReview } from '../../../core/reviews/create-review.ts';
import { deleteReview } from '../../../core/reviews/delete-review.ts';
import { replyToReview } from '../../../core/reviews/reply-to-review.ts';
import { reportReview } from '../../../core/reviews/report-review.ts';
import { updateReview } from '../../../core/reviews/update-review.ts';
import { isAppError } from '../../../core/shared/app-error.ts';

export const reviewIntents = ['create', 'update', 'delete', 'reply', 'edit-reply', 'report'] as const;
export type ReviewIntent = (typeof reviewIntents)[number];

/** What the reviews page's action answers: which form, and its success or its errors (codes under `reviews:errors`). */
export type ReviewActionData =
  | { ok: true; intent: ReviewIntent; reviewId?: string; at: number }
  | {
      ok: false;
      intent: ReviewIntent | null;
      reviewId?: string;
      fieldErrors?: Record<string, string>;
      error?: string;
      values: Record<string, string>;
    };

const isIntent = (value: unknown): value is ReviewIntent =>
  typeof value === 'string' && (reviewIntents as readonly string[]).includes(value);

/**
 * The action of /product/:slug/reviews: one form per intent, each handled by its use case with the shared schema.
 * Expected failures come back as codes with the submitted values (so a page without JavaScript keeps them) and
 * their HTTP status (403 for a non-buyer, 409 for a second review…); anything else is thrown.
 */
export async function reviewAction(deps: CoreDeps, viewer: Viewer | null, slug: string, request: Request) {
  const form = Object.fromEntries(
    [...(await request.formData())].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  const { intent, reviewId = '', ...fields } = form;
  if (!isIntent(intent)) {
    return data<ReviewActionData>({ ok: false, intent: null, error: 'unknown', values: {} }, { status: 400 });
  }
  try {
    if (intent === 'create') await createReview(deps, viewer, slug, fields);
    else if (intent === 'update') await updateReview(deps, viewer, reviewId, fields);
    else if (intent === 'delete') await deleteReview(deps, viewer, reviewId);
    else if (intent === 'reply') await replyToReview(deps, viewer, reviewId, fields, 'create');
    else if (intent === 'edit-reply') await replyToReview(deps, viewer, reviewId, fields, 'edit');
    else await reportReview(deps, viewer, reviewId, fields);
    return { ok: true as const, intent, reviewId: reviewId || undefined, at: Date.now() };
  } catch (error) {
    const failed = { ok: false as const, intent, reviewId: reviewId || undefined, values: fields };
    if (error instanceof ZodError) {
      return data<ReviewActionData>(
        { ...failed, fieldErrors: fieldErrors(error) as Record<string, string> },
        { status: 400 },
      );
    }
    if (isAppError(error)) {
      const field = typeof error.details?.field === 'string' ? error.details.field : undefined;
      return data<ReviewActionData>(
        field ? { ...failed, fieldErrors: { [field]: error.code } } : { ...failed, error: error.code },
        { status: error.status },
      );
    }
    throw error;
  }
}
