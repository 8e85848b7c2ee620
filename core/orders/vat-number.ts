import { AppError } from '../shared/app-error.ts';
import { type EuCountryCode, euCountryCodes } from './countries.ts';

/**
 * The national part of each member state's VAT number (after its prefix), as the Commission's VIES checks its
 * format. Only the format: whether the number exists is not asked of VIES here.
 */
const nationalFormats: Readonly<Record<EuCountryCode, RegExp>> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  ES: /^([A-Z]\d{7}[A-Z0-9]|\d{8}[A-Z])$/,
  FI: /^\d{8}$/,
  FR: /^[0-9A-HJ-NP-Z]{2}\d{9}$/,
  GR: /^\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^[1-9]\d{1,9}$/,
  SE: /^\d{10}01$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
};

/** The prefix of a member state's VAT numbers: its ISO code, except Greece's (EL). */
export const vatPrefixOf = (country: EuCountryCode): string => (country === 'GR' ? 'EL' : country);

/** Upper case, without the spaces, dots and dashes people type in a VAT number. */
export const compactVatId = (raw: string): string => raw.toUpperCase().replace(/[\s.\-‐‑–]/g, '');

/** The national part of `compact` if it is a valid number of `country`, written with or without its prefix. */
function nationalPart(compact: string, country: EuCountryCode): string | null {
  const format = nationalFormats[country];
  // People in Greece often write their ISO code rather than EL.
  const prefixes = country === 'GR' ? ['EL', 'GR'] : [country];
  for (const prefix of prefixes) {
    if (compact.startsWith(prefix) && format.test(compact.slice(prefix.length))) return compact.slice(prefix.length);
  }
  return format.test(compact) ? compact : null;
}

/**
 * A buyer's VAT number, normalised to its prefixed form (`DE123456789`, `EL123456789`), when its format is that of
 * the buyer's country; otherwise `vat_id_invalid` (details: the field, and whether the format or the country is
 * wrong).
 */
export function parseVatId(raw: string, country: EuCountryCode): string {
  const compact = compactVatId(raw);
  const national = nationalPart(compact, country);
  if (national !== null) return `${vatPrefixOf(country)}${national}`;
  const other = euCountryCodes.find(
    (code) => code !== country && compact.startsWith(vatPrefixOf(code)) && nationalPart(compact, code) !== null,
  );
  if (other) {
    throw new AppError(
      'vat_id_invalid',
      422,
      'Ce numéro de TVA est celui d’un autre pays que le pays de facturation choisi',
      { field: 'vatId', reason: 'country' },
    );
  }
  throw new AppError(
    'vat_id_invalid',
    422,
    'Numéro de TVA intracommunautaire invalide : vérifiez-le et le pays de facturation',
    { field: 'vatId', reason: 'format' },
  );
}

/** A French company's VAT number: FR, a two-digit key computed from the SIREN, the SIREN. */
export const frenchVatNumberOf = (siren: string) =>
  `FR${String((12 + 3 * (Number(siren) % 97)) % 97).padStart(2, '0')}${siren}`;
