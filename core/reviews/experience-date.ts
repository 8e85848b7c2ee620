import type { Clock } from '../ports/clock.ts';
import { parisDay } from './purchase.ts';
import { reviewErrors } from './review-errors.ts';

/**
 * The date of the experience (French rule L111-7-2) must be a day the buyer could have used the product: not after
 * today in France, not before their first paid order of it.
 */
export function checkExperienceDate(clock: Clock, experiencedAt: string, firstPaidDay: string): void {
  if (experiencedAt > parisDay(clock.now())) {
    throw reviewErrors.field(
      'experiencedAt',
      'experienced_at_future',
      'La date de l’expérience ne peut pas être dans le futur',
    );
  }
  if (experiencedAt < firstPaidDay) {
    throw reviewErrors.field(
      'experiencedAt',
      'experienced_at_before_order',
      'La date de l’expérience ne peut pas précéder votre commande',
    );
  }
}
