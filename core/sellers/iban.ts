/** An IBAN as people type it: upper case, without spaces or dashes. */
export const compactIban = (raw: string): string => raw.toUpperCase().replace(/[\s-]/g, '');

/** The IBAN's length in each country of the SWIFT IBAN registry (ISO 13616). */
// biome-ignore format: a table, not 88 lines
const ibanLengths: Readonly<Record<string, number>> = {
  AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BI: 27, BR: 29, BY: 28, CH: 21, CR: 22,
  CY: 28, CZ: 24, DE: 22, DJ: 27, DK: 18, DO: 28, EE: 20, EG: 29, ES: 24, FI: 18, FK: 18, FO: 18, FR: 27, GB: 22,
  GE: 22, GI: 23, GL: 18, GR: 27, GT: 28, HR: 21, HU: 28, IE: 22, IL: 23, IQ: 23, IS: 26, IT: 27, JO: 30, KW: 30,
  KZ: 20, LB: 28, LC: 32, LI: 21, LT: 20, LU: 20, LV: 21, LY: 25, MC: 27, MD: 24, ME: 22, MK: 19, MN: 20, MR: 27,
  MT: 31, MU: 30, NI: 28, NL: 18, NO: 15, OM: 23, PK: 24, PL: 28, PS: 29, PT: 25, QA: 29, RO: 24, RS: 22, RU: 33,
  SA: 24, SC: 31, SD: 18, SE: 24, SI: 19, SK: 24, SM: 27, SO: 23, ST: 25, SV: 28, TL: 23, TN: 24, TR: 26, UA: 29,
  VA: 22, VG: 24, XK: 20, YE: 30,
};

/**
 * Whether `raw` is a valid IBAN: a registry country, that country's length, and the ISO 7064 mod-97 check (the
 * number, read with its first four characters moved to the end and letters as 10–35, leaves 1).
 */
export function isValidIban(raw: string): boolean {
  const iban = compactIban(raw);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return false;
  if (ibanLengths[iban.slice(0, 2)] !== iban.length) return false;
  return mod97(iban.slice(4) + iban.slice(0, 4)) === 1;
}

/** The remainder by 97, one character at a time (the number is too long for a float). */
function mod97(value: string): number {
  let remainder = 0;
  for (const char of value) {
    const code = char.charCodeAt(0);
    const digits = code >= 65 ? String(code - 55) : char;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
}

/** The IBAN in groups of four, as bank statements print it. */
export const formatIban = (iban: string): string => compactIban(iban).replace(/(.{4})(?=.)/g, '$1 ');

/** Only the country and the last four characters shown (`FR76 •••• 0189`): enough to recognise one's account. */
export const maskIban = (iban: string): string => {
  const compact = compactIban(iban);
  return `${compact.slice(0, 4)} •••• ${compact.slice(-4)}`;
};
