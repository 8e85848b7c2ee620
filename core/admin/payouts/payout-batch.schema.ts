import { z } from 'zod';

/**
 * Creating a batch: `expectedLastBatchId` is the newest batch the administrator saw (null: none), so that a form
 * submitted twice, or after someone else created a batch, is refused instead of paying what they did not review.
 */
export const createPayoutBatchInput = z
  .object({
    expectedLastBatchId: z.uuid().nullable().optional(),
  })
  .strict();

export type CreatePayoutBatchInput = z.output<typeof createPayoutBatchInput>;

export const payoutBatchId = z.uuid();
