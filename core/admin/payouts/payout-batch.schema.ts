import { z } from 'zod';
import { payoutConfirmation } from './payout-confirmation.ts';

/**
 * Creating a batch: `expectedLastBatchId` is the newest batch the administrator saw (null: none), so that a form
 * submitted twice, or after someone else created a batch, is refused instead of paying what they did not review; the
 * total and number of payees are what they confirmed.
 */
export const createPayoutBatchInput = payoutConfirmation.extend({
  expectedLastBatchId: z.uuid().nullable().optional(),
});

export type CreatePayoutBatchInput = z.input<typeof createPayoutBatchInput>;

export const payoutBatchId = z.uuid();
