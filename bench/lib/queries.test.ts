import { describe, expect, it } from 'vitest';
import { withoutAccents, withTypo } from './queries.ts';

describe('withTypo', () => {
  it('swaps two neighbouring letters in the middle of the longest word', () => {
    expect(withTypo('facturation pme')).toBe('factruation pme');
  });

  it('moves off a pair of identical letters, which would change nothing', () => {
    // The middle pair of "passer" is "ss": the pair just before it is swapped instead.
    expect(withTypo('passer')).toBe('psaser');
  });

  it('leaves words shorter than 5 letters alone', () => {
    expect(withTypo('logo pme')).toBe('logo pme');
  });
});

describe('withoutAccents', () => {
  it('drops accents and keeps the letters', () => {
    expect(withoutAccents('prévision trésorerie hôtel ça')).toBe('prevision tresorerie hotel ca');
  });
});
