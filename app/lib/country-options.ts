import { countryCodes } from '../../core/orders/countries.ts';

export interface CountryOption {
  code: string;
  name: string;
}

/**
 * Every country by its name in the language, in that language's alphabetical order. For loaders only: the names
 * come from the runtime's ICU data, and Node's and the browser's differ (Hong Kong, Macao, Palestine, the Falkland
 * Islands), so a list computed while rendering would not hydrate.
 */
export function countryOptions(language: string): CountryOption[] {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  return countryCodes
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, language));
}
