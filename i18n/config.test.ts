import { describe, expect, it } from 'vitest';
import { localizedHref, resolveLocale } from './config.ts';

describe('resolveLocale', () => {
  const url = (s: string) => new URL(s, 'http://x');
  it('prefers ?lang=, then the language cookie, then French', () => {
    expect(resolveLocale(url('/market?lang=de'), 'language=en')).toBe('de');
    expect(resolveLocale(url('/market'), 'theme=x; language=en')).toBe('en');
    expect(resolveLocale(url('/market?lang=xx'), 'language=zz')).toBe('fr');
    expect(resolveLocale(url('/'), null)).toBe('fr');
  });
});

describe('localizedHref', () => {
  it('sets or removes the lang parameter and keeps the others', () => {
    expect(localizedHref('/market', '?q=bot&lang=de', 'en')).toBe('/market?q=bot&lang=en');
    expect(localizedHref('/market', '?q=bot&lang=de', 'fr')).toBe('/market?q=bot');
    expect(localizedHref('/', '', 'es')).toBe('/?lang=es');
  });
});
