import { describe, expect, it } from 'vitest';
import { compactIban, formatIban, isValidIban, maskIban } from './iban.ts';

describe('isValidIban', () => {
  it.each([
    'FR76 3000 6000 0112 3456 7890 189',
    'DE89370400440532013000',
    'gb82 west 1234 5698 7654 32',
    'BE68539007547034',
    'NO9386011117947',
  ])('accepts valid IBANs of several countries, spaced or not, in any case: %s', (iban) => {
    expect(isValidIban(iban)).toBe(true);
  });

  it.each([
    ['a wrong checksum', 'FR76 3000 6000 0112 3456 7890 188'],
    ['a wrong checksum', 'DE88370400440532013000'],
    ['the wrong length for the country', 'FR76300060000112345678901'],
    ['the wrong length for the country', 'DE893704004405320130001'],
    ['an unknown country', 'ZZ89370400440532013000'],
    ['garbage', 'FR76-3000-6000!'],
    ['garbage', ''],
  ])('refuses %s: "%s"', (_why, iban) => {
    expect(isValidIban(iban)).toBe(false);
  });

  it('compacts, groups by four and masks', () => {
    expect(compactIban('fr76 3000-6000 0112 3456 7890 189')).toBe('FR7630006000011234567890189');
    expect(formatIban('FR7630006000011234567890189')).toBe('FR76 3000 6000 0112 3456 7890 189');
    expect(maskIban('FR7630006000011234567890189')).toBe('FR76 •••• 0189');
  });
});
