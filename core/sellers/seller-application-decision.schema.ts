import { z } from 'zod';
import { boundedText } from '../shared/bounded-text.ts';

export const decisionLimits = { reasonMin: 10, reasonMax: 2000, publicNameMax: 80 } as const;

const reason = boundedText('reason', decisionLimits.reasonMin, decisionLimits.reasonMax);

/** An administrator's approval: an optional note to the applicant and the public name if not the legal name. */
export const approveSellerApplicationBody = z
  .object({
    reason: reason.optional(),
    publicName: z
      .string()
      .trim()
      .min(2, 'public_name_too_short')
      .max(decisionLimits.publicNameMax, 'public_name_too_long')
      .optional(),
  })
  .strict();

/** A rejection always states its reasons (EU P2B regulation 2019/1150, art. 4). */
export const rejectSellerApplicationBody = z.object({ reason }).strict();

export const applicationId = z.uuid();

export type ApproveSellerApplicationInput = z.output<typeof approveSellerApplicationBody> & { applicationId: string };
export type RejectSellerApplicationInput = z.output<typeof rejectSellerApplicationBody> & { applicationId: string };
