import { type CountryCode, type EuCountryCode, isEuCountry } from './countries.ts';
import { compactVatId, parseVatId } from './vat-number.ts';
import { euVatRatesPercent } from './vat-rates.ts';

/**
 * How an order is taxed, from the buyer's country and VAT number (ADR 0019):
 * - `vat`: a consumer in the EU, or a French business: the displayed price, VAT at the buyer's country's rate inside;
 * - `reverse_charge`: a business in another member state: the price excluding French VAT, the buyer accounts for VAT;
 * - `outside_eu`: the price excluding French VAT, no VAT (services supplied outside the EU).
 */
export type TaxTreatment =
  | { kind: 'vat'; country: CountryCode; vatRatePercent: number; vatId: string | null }
  | { kind: 'reverse_charge'; country: CountryCode; vatRatePercent: 0; vatId: string }
  | { kind: 'outside_eu'; country: CountryCode; vatRatePercent: 0; vatId: string | null };

/** Monaco is part of the French VAT territory (Franco-Monegasque convention of 1963). */
const vatCountryOf = (country: CountryCode): EuCountryCode | null =>
  country === 'MC' ? 'FR' : isEuCountry(country) ? country : null;

/** The treatment of a buyer; a VAT number given in the EU must have the format of the buyer's country. */
export function taxTreatment(country: CountryCode, vatId?: string | null): TaxTreatment {
  const given = vatId?.trim() ? vatId : null;
  const vatCountry = vatCountryOf(country);
  if (vatCountry === null) {
    return { kind: 'outside_eu', country, vatRatePercent: 0, vatId: given === null ? null : compactVatId(given) };
  }
  const parsed = given === null ? null : parseVatId(given, vatCountry);
  if (parsed !== null && vatCountry !== 'FR') {
    return { kind: 'reverse_charge', country, vatRatePercent: 0, vatId: parsed };
  }
  return { kind: 'vat', country, vatRatePercent: euVatRatesPercent[vatCountry], vatId: parsed };
}

/** The mention French law requires on the invoice when no VAT is charged. */
export function vatMention(treatment: TaxTreatment): string | null {
  switch (treatment.kind) {
    case 'reverse_charge':
      return 'Autoliquidation – TVA due par le preneur (art. 283-2 du CGI, art. 196 de la directive 2006/112/CE)';
    case 'outside_eu':
      return 'TVA non applicable – art. 259-1 du CGI';
    case 'vat':
      return null;
  }
}
