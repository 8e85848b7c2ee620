import { describe, expect, it } from 'vitest';
import { compactSiret, isValidSiret } from './siret.ts';

describe('isValidSiret', () => {
  it('accepts SIRETs whose Luhn checksum holds, however they are spaced', () => {
    expect(isValidSiret('73282932000074')).toBe(true);
    expect(isValidSiret('732 829 320 00074')).toBe(true);
    expect(isValidSiret('552.100.554.00013')).toBe(true);
  });

  it('refuses a wrong check digit, a wrong length and letters', () => {
    expect(isValidSiret('73282932000075')).toBe(false);
    expect(isValidSiret('7328293200007')).toBe(false);
    expect(isValidSiret('732829320000744')).toBe(false);
    expect(isValidSiret('7328293200007A')).toBe(false);
    expect(isValidSiret('')).toBe(false);
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
