import { describe, expect, it } from 'vitest';
import { compactIban, formatIban, isValidIban, maskIban } from './iban.ts';

describe('isValidIban', () => {
  it('accepts valid IBANs of several countries, spaced or not, in any case', () => {
    expect(isValidIban('FR76 3000 6000 0112 3456 7890 189')).toBe(true);
    expect(isValidIban('DE89370400440532013000')).toBe(true);
    expect(isValidIban('gb82 west 1234 5698 7654 32')).toBe(true);
    expect(isValidIban('BE68539007547034')).toBe(true);
    expect(isValidIban('NO9386011117947')).toBe(true);
  });

  it('refuses a wrong checksum', () => {
    expect(isValidIban('FR76 3000 6000 0112 3456 7890 188')).toBe(false);
    expect(isValidIban('DE88370400440532013000')).toBe(false);
  });

  it('refuses the wrong length for the country, an unknown country and garbage', () => {
    expect(isValidIban('FR76300060000112345678901')).toBe(false);
    expect(isValidIban('DE893704004405320130001')).toBe(false);
    expect(isValidIban('ZZ89370400440532013000')).toBe(false);
    expect(isValidIban('FR76-3000-6000!')).toBe(false);
    expect(isValidIban('')).toBe(false);
  });

  it('compacts, groups by four and masks', () => {
    expect(compactIban('fr76 3000-6000 0112 3456 7890 189')).toBe('FR7630006000011234567890189');
    expect(formatIban('FR7630006000011234567890189')).toBe('FR76 3000 6000 0112 3456 7890 189');
    expect(maskIban('FR7630006000011234567890189')).toBe('FR76 •••• 0189');
  });
});
