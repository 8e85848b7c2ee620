import { useMemo } from 'react';
import { countryCodes } from '../../core/orders/countries.ts';

/** Every country by its name in the reader's language, in that language's alphabetical order. */
export function useCountries(language: string) {
  return useMemo(() => {
    const names = new Intl.DisplayNames([language], { type: 'region' });
    return countryCodes
      .map((code) => ({ code, name: names.of(code) ?? code }))
      .sort((a, b) => a.name.localeCompare(b.name, language));
  }, [language]);
}
