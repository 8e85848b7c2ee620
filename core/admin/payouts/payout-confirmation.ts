import { z } from 'zod';
import { AppError } from '../../shared/app-error.ts';

/**
 * What the administrator confirmed (« Confirmer le virement de 12 345,67 € à 8 bénéficiaires »): every action that
 * moves money carries it, and the server refuses when the money it would move is no longer that.
 */
export const payoutConfirmation = z
  .object({
    expectedTotalCents: z.coerce.number().int().min(0).describe('The total the administrator confirmed, euro cents'),
    expectedCount: z.coerce.number().int().min(0).describe('The number of payees the administrator confirmed'),
  })
  .strict();
export type PayoutConfirmation = z.input<typeof payoutConfirmation>;

/** 409 `payout_confirmation_mismatch` (with the current figures) unless `actual` is what was confirmed. */
export function checkConfirmation(input: PayoutConfirmation, actual: { totalCents: number; count: number }): void {
  const expected = payoutConfirmation.parse(input);
  if (expected.expectedTotalCents !== actual.totalCents || expected.expectedCount !== actual.count) {
    throw new AppError(
      'payout_confirmation_mismatch',
      409,
      'Les montants ont changé depuis votre confirmation : vérifiez-les et confirmez de nouveau',
      { totalCents: actual.totalCents, count: actual.count },
    );
  }
}
