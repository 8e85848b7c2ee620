import { describe, expect, it } from 'vitest';
import { didYouMean, fewMatches } from './did-you-mean.ts';

describe('didYouMean', () => {
  it('offers the suggestion whenever the search corrected a typo, however many products it found', () => {
    expect(didYouMean({ suggestion: 'chatbot', corrected: true }, 40)).toBe('chatbot');
    expect(didYouMean({ suggestion: 'chatbot', corrected: true }, 0)).toBe('chatbot');
  });

  it('offers an uncorrected suggestion only when few products hold every word as typed', () => {
    expect(didYouMean({ suggestion: 'notion', corrected: false }, 0)).toBe('notion');
    expect(didYouMean({ suggestion: 'notion', corrected: false }, fewMatches)).toBe('notion');
    expect(didYouMean({ suggestion: 'notion', corrected: false }, fewMatches + 1)).toBeUndefined();
  });

  it('offers nothing without a suggestion, even for an empty listing', () => {
    expect(didYouMean({ corrected: false }, 0)).toBeUndefined();
  });
});
