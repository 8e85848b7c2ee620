import type { EuCountryCode } from './countries.ts';

/** Catalogue prices (products.price_cents) include French VAT at this rate. */
export const catalogueVatRatePercent = 20;

/**
 * Standard VAT rates of the member states, in percent, as in force on 1 January 2026: electronically supplied
 * services are taxed at the buyer's country's standard rate (EU One-Stop Shop). Update this table, with the date,
 * when a state changes its rate.
 */
export const euVatRatesPercent: Readonly<Record<EuCountryCode, number>> = {
  AT: 20,
  BE: 21,
  BG: 20,
  CY: 19,
  CZ: 21,
  DE: 19,
  DK: 25,
  EE: 24,
  ES: 21,
  FI: 25.5,
  FR: 20,
  GR: 24,
  HR: 25,
  HU: 27,
  IE: 23,
  IT: 22,
  LT: 21,
  LU: 17,
  LV: 21,
  MT: 18,
  NL: 21,
  PL: 23,
  PT: 23,
  RO: 21,
  SE: 25,
  SI: 22,
  SK: 23,
};
