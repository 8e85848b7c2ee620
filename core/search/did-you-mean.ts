import type { SearchPlan } from './plan-search.ts';

/** Products holding every word as typed, at most: the query finds little, so a better spelling is worth offering. */
export const fewMatches = 2;

/**
 * The query to offer as « Vouliez-vous dire … ? », or undefined. Only a suggestion counts: it exists when a word is
 * unknown to the catalogue yet within two typos of a catalogue word (never for a word under 5 letters, nor for another
 * form of a catalogue word). It is offered when the search corrected the typo (the buyer sees products for the
 * corrected word and is told so), or when few products hold every word as typed.
 */
export function didYouMean(
  plan: Pick<SearchPlan, 'suggestion' | 'corrected'>,
  completeMatches: number,
): string | undefined {
  if (plan.suggestion === undefined) return undefined;
  return plan.corrected || completeMatches <= fewMatches ? plan.suggestion : undefined;
}
