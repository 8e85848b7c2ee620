import { z } from 'zod';
import { emailSchema } from '../accounts/email.schema.ts';
import { boundedText } from '../shared/bounded-text.ts';

/** What anyone can notify (EU DSA art. 16): a product, a review, a seller, or a message they took part in. */
export const noticeTargetTypes = ['product', 'review', 'seller', 'message'] as const;
export type NoticeTargetType = (typeof noticeTargetTypes)[number];

/**
 * Why a content would be illegal or against our rules: the statement of reasons and the moderation queue translate
 * the same codes.
 */
export const noticeReasons = [
  'illegal',
  'intellectual_property',
  'scam',
  'personal_data',
  'hate',
  'minors',
  'other',
] as const;
export type NoticeReason = (typeof noticeReasons)[number];

export const noticeLimits = { explanationMin: 20, explanationMax: 5000 } as const;

/** A ticked box: a form sends 'on', JSON sends true. */
const ticked = z.preprocess((value) => value === true || value === 'on', z.literal(true, 'good_faith_required'));

const fields = {
  targetType: z.enum(noticeTargetTypes, 'target_type_invalid'),
  targetId: z.uuid('target_invalid'),
  reason: z.enum(noticeReasons, 'reason_required'),
  /** Why the content is illegal: a sufficiently substantiated explanation (art. 16(2)(a)). */
  explanation: boundedText('explanation', noticeLimits.explanationMin, noticeLimits.explanationMax),
  /** The notifier's statement that the notice is accurate and complete, in good faith (art. 16(2)(d)). */
  goodFaith: ticked,
};

/**
 * A notice, from the /report form and `POST /api/v1/notices` alike: the e-mail address the receipt and the decision
 * go to is required of someone not signed in (a signed-in user's is their account's). Messages are codes the UI
 * translates under `notices:errors`.
 */
export const noticeInputFor = (signedIn: boolean) =>
  z.object({ ...fields, email: signedIn ? emailSchema.optional() : emailSchema });

/** The API's body: every field, unknown ones refused (`email` ignored for a signed-in user). */
export const noticeBody = z.object({ ...fields, email: emailSchema.optional() }).strict();

export type NoticeInput = z.input<typeof noticeBody>;
export type NoticeField = keyof NoticeInput;
