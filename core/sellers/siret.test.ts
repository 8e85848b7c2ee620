import { describe, expect, it } from 'vitest';
import { compactSiret, isValidSiret } from './siret.ts';

describe('isValidSiret', () => {
  it.each(['73282932000074', '732 829 320 00074', '552.100.554.00013'])(
    'accepts SIRETs whose Luhn checksum holds, however they are spaced: %s',
    (siret) => {
      expect(isValidSiret(siret)).toBe(true);
    },
  );

  it.each([
    ['a wrong check digit', '73282932000075'],
    ['a wrong length', '7328293200007'],
    ['a wrong length', '732829320000744'],
    ['letters', '7328293200007A'],
    ['nothing', ''],
  ])('refuses %s: "%s"', (_why, siret) => {
    expect(isValidSiret(siret)).toBe(false);
  });

  it('accepts La Poste’s establishments, numbered by the sum of their digits, and only those', () => {
    // 3+5+6+0… +5+1+0 = 20: a multiple of 5 that fails Luhn.
    expect(isValidSiret('35600000000510')).toBe(true);
    expect(isValidSiret('35600000000511')).toBe(false);
    // Its head office also passes the Luhn check.
    expect(isValidSiret('35600000000048')).toBe(true);
  });

  it('compacts what people type', () => {
    expect(compactSiret(' 732 829.320-00074 ')).toBe('73282932000074');
  });
});
