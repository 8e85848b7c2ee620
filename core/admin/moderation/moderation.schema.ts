import { z } from 'zod';
import { boundedText } from '../../shared/bounded-text.ts';
import { pageNumber } from '../../shared/page-number.ts';

/**
 * What the moderation queue handles (reports of users are not moderated here). A seller is notified here but acted
 * on from their account's page (a ban, with its reasons), which resolves their open notices; the queue dismisses.
 */
export const moderationTargetTypes = ['product', 'review', 'message', 'seller', 'post'] as const;
export type ModerationTargetType = (typeof moderationTargetTypes)[number];

/** unpublish: take the content down; restore: put it back; dismiss: close the reports, content unchanged. */
export const moderationVerbs = ['unpublish', 'restore', 'dismiss'] as const;
export type ModerationVerb = (typeof moderationVerbs)[number];

export const moderationLimits = { reasonMin: 10, reasonMax: 2000 } as const;

/** The statement of reasons sent to the author (EU P2B art. 4, DSA art. 17); for a dismissal, the note kept. */
export const moderationReason = boundedText('reason', moderationLimits.reasonMin, moderationLimits.reasonMax);

/** Body of POST /api/v1/admin/moderation/:targetType/:targetId/:verb. */
export const moderationActionBody = z.object({ reason: moderationReason }).strict();

export const moderationTarget = z.object({
  targetType: z.enum(moderationTargetTypes, 'target_type_invalid'),
  targetId: z.uuid('target_invalid'),
});

/** The page's form: the target and the verb beside the reason. */
export const moderationForm = moderationTarget.extend({
  intent: z.enum(moderationVerbs, 'intent_invalid'),
  reason: moderationReason,
});

export type ModerationActionInput = z.output<typeof moderationTarget> & { verb: ModerationVerb; reason: string };

/** The queue's views: reports by status, or the contents moderation took down ('removed'). */
export const moderationViews = ['open', 'resolved', 'dismissed', 'removed'] as const;
export type ModerationView = (typeof moderationViews)[number];

export const moderationQueueQuery = z.object({
  status: z.enum(['open', 'resolved', 'dismissed']).default('open').describe('Reports in this status.'),
  type: z.enum(moderationTargetTypes).optional().describe('Only reports of this kind of content.'),
  page: pageNumber,
  per_page: z.coerce.number().int().min(1).max(100).default(20).describe('Targets per page.'),
});
export type ModerationQueueQuery = z.output<typeof moderationQueueQuery>;

/** The console page's query: a view and a type. */
export const moderationPageQuery = z.object({
  view: z.enum(moderationViews).default('open'),
  type: z.enum(moderationTargetTypes).optional(),
  page: pageNumber,
});
export type ModerationPageQuery = z.output<typeof moderationPageQuery>;
