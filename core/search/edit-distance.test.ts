import { describe, expect, it } from 'vitest';
import { typoAllowance, typoDistance } from './edit-distance.ts';

describe('typoDistance', () => {
  it.each([
    ['chatbot', 'chatbot', 0],
    ['chatbot', 'chtabot', 1], // two neighbouring letters swapped
    ['chatbot', 'chatbt', 1], // a letter missing
    ['chatbot', 'chattbot', 1], // a letter doubled
    ['chatbot', 'chatbit', 1], // a wrong letter
    ['automatisation', 'automatisaton', 1],
    ['facture', 'fcatrue', 2],
    ['agent', 'gaent', 1],
  ])('counts %s → %s as %i typos', (a, b, distance) => {
    expect(typoDistance(a, b, 3)).toBe(distance);
  });

  it('stops counting past the allowance', () => {
    expect(typoDistance('chatbot', 'facturation', 1)).toBe(2);
    expect(typoDistance('abc', 'abcdefgh', 2)).toBe(3);
  });
});

describe('typoAllowance', () => {
  it('tolerates no typo under 5 letters, one from 5 and two from 10', () => {
    expect(typoAllowance('agent')).toBe(1);
    expect(typoAllowance('seo')).toBe(0);
    expect(typoAllowance('bots')).toBe(0);
    expect(typoAllowance('automatisaton')).toBe(2);
  });
});
