import { describe, expect, it } from 'vitest';
import { countryCodes, euCountryCodes, isEuCountry } from './countries.ts';
import { taxTreatment, vatMention } from './tax-treatment.ts';
import { euVatRatesPercent } from './vat-rates.ts';

describe('countries and rates', () => {
  it('lists every ISO 3166-1 code once, each with a name, and the 27 member states among them', () => {
    const names = new Intl.DisplayNames(['fr'], { type: 'region' });
    expect(new Set(countryCodes).size).toBe(249);
    for (const code of countryCodes) expect(names.of(code)).not.toBe(code);
    expect(euCountryCodes).toHaveLength(27);
    expect(countryCodes.filter(isEuCountry)).toHaveLength(27);
    expect(isEuCountry('CH')).toBe(false);
  });

  it('has the standard rate of every member state', () => {
    expect(Object.keys(euVatRatesPercent).sort()).toEqual([...euCountryCodes].sort());
    expect(euVatRatesPercent).toMatchObject({ FR: 20, DE: 19, LU: 17, HU: 27, FI: 25.5, IE: 23, GR: 24 });
  });
});

describe('taxTreatment', () => {
  it('charges an EU consumer their country’s rate', () => {
    expect(taxTreatment('FR')).toEqual({ kind: 'vat', country: 'FR', vatRatePercent: 20, vatId: null });
    expect(taxTreatment('DE', '  ')).toEqual({ kind: 'vat', country: 'DE', vatRatePercent: 19, vatId: null });
    expect(taxTreatment('LU').vatRatePercent).toBe(17);
  });

  it('reverse-charges a business of another member state, and charges French VAT to a French one', () => {
    expect(taxTreatment('DE', 'de 123 456 789')).toEqual({
      kind: 'reverse_charge',
      country: 'DE',
      vatRatePercent: 0,
      vatId: 'DE123456789',
    });
    expect(taxTreatment('GR', '123456789').vatId).toBe('EL123456789');
    expect(taxTreatment('FR', 'FR40303265045')).toEqual({
      kind: 'vat',
      country: 'FR',
      vatRatePercent: 20,
      vatId: 'FR40303265045',
    });
  });

  it('taxes Monaco as France', () => {
    expect(taxTreatment('MC')).toMatchObject({ kind: 'vat', vatRatePercent: 20 });
    expect(taxTreatment('MC', 'FR40303265045')).toMatchObject({ kind: 'vat', vatId: 'FR40303265045' });
  });

  it('charges no VAT outside the EU, keeping whatever number the buyer gave', () => {
    expect(taxTreatment('US')).toEqual({ kind: 'outside_eu', country: 'US', vatRatePercent: 0, vatId: null });
    expect(taxTreatment('CH', 'CHE-123.456.789 MWST').vatId).toBe('CHE123456789MWST');
  });

  it('refuses an EU VAT number of the wrong format', () => {
    expect(() => taxTreatment('DE', 'DE1234')).toThrow(expect.objectContaining({ code: 'vat_id_invalid' }));
  });

  it('gives the legal mention when no VAT is charged', () => {
    expect(vatMention(taxTreatment('US'))).toBe('TVA non applicable – art. 259-1 du CGI');
    expect(vatMention(taxTreatment('DE', 'DE123456789'))).toMatch(/^Autoliquidation/);
    expect(vatMention(taxTreatment('DE'))).toBeNull();
  });
});
