import { describe, expect, it } from 'vitest';
import type { AppError } from '../shared/app-error.ts';
import type { EuCountryCode } from './countries.ts';
import { parseVatId } from './vat-number.ts';

const refusal = (raw: string, country: EuCountryCode) => {
  try {
    parseVatId(raw, country);
  } catch (error) {
    const e = error as AppError;
    return { code: e.code, status: e.status, details: e.details };
  }
  throw new Error(`${raw} was accepted for ${country}`);
};

describe('parseVatId', () => {
  it.each<[EuCountryCode, string, string]>([
    ['FR', 'FR 40 303 265 045', 'FR40303265045'],
    ['FR', '40303265045', 'FR40303265045'],
    ['FR', 'fr-ab-123456789', 'FRAB123456789'],
    ['DE', 'DE 123.456.789', 'DE123456789'],
    ['DE', '123456789', 'DE123456789'],
    ['AT', 'atu12345678', 'ATU12345678'],
    ['BE', 'BE 0123.456.789', 'BE0123456789'],
    ['NL', 'NL123456789B01', 'NL123456789B01'],
    ['ES', 'ES-B12345678', 'ESB12345678'],
    ['ES', '12345678Z', 'ES12345678Z'],
    ['IT', 'IT 12345678901', 'IT12345678901'],
    ['IE', 'IE1234567WA', 'IE1234567WA'],
    ['IE', 'IE 1A23456B', 'IE1A23456B'],
    ['GR', 'EL123456789', 'EL123456789'],
    ['GR', 'GR123456789', 'EL123456789'],
    ['GR', '123456789', 'EL123456789'],
    ['SE', 'SE123456789001', 'SE123456789001'],
    ['PL', 'PL 123-456-78-90', 'PL1234567890'],
    ['CY', 'CY12345678L', 'CY12345678L'],
    ['LT', 'LT123456789012', 'LT123456789012'],
    ['RO', 'RO 18547290', 'RO18547290'],
  ])('accepts %s %s as %s', (country, raw, normalised) => {
    expect(parseVatId(raw, country)).toBe(normalised);
  });

  it.each<[EuCountryCode, string]>([
    ['FR', 'FR1234567890'],
    ['FR', 'FRIO123456789'],
    ['DE', 'DE12345678'],
    ['DE', 'DE1234567890'],
    ['AT', 'AT12345678'],
    ['BE', 'BE2123456789'],
    ['NL', 'NL123456789C01'],
    ['ES', 'ES123456789'],
    ['IT', 'IT1234567890'],
    ['SE', 'SE123456789012'],
    ['GR', 'GR12345678'],
    ['RO', 'RO0123'],
    ['PL', ''],
    ['DE', 'DE12345678!'],
  ])('refuses %s %s: its format', (country, raw) => {
    expect(refusal(raw, country)).toEqual({
      code: 'vat_id_invalid',
      status: 422,
      details: { field: 'vatId', reason: 'format' },
    });
  });

  it('refuses a valid number of another country than the buyer’s', () => {
    expect(refusal('DE123456789', 'AT')).toEqual({
      code: 'vat_id_invalid',
      status: 422,
      details: { field: 'vatId', reason: 'country' },
    });
    expect(refusal('EL123456789', 'CY').details).toEqual({ field: 'vatId', reason: 'country' });
    expect(refusal('FR40303265045', 'BE').details).toEqual({ field: 'vatId', reason: 'country' });
  });
});
