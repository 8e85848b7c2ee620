import { describe, expect, it } from 'vitest';
import { localeCookieHeader, localizedHref, resolveLocale } from './config.ts';

describe('resolveLocale', () => {
  const url = (s: string) => new URL(s, 'http://x');
  it('prefers ?lang=, then the language cookie, then French', () => {
    expect(resolveLocale(url('/market?lang=de'), 'language=en')).toBe('de');
    expect(resolveLocale(url('/market'), 'theme=x; language=en')).toBe('en');
    expect(resolveLocale(url('/market?lang=xx'), 'language=zz')).toBe('fr');
    expect(resolveLocale(url('/'), null)).toBe('fr');
  });

  it('reads the __Host- cookie of https before a plain one left from http', () => {
    expect(resolveLocale(url('/'), '__Host-language=es')).toBe('es');
    expect(resolveLocale(url('/'), 'language=en; __Host-language=de')).toBe('de');
    expect(resolveLocale(url('/'), 'xlanguage=en')).toBe('fr');
  });
});

describe('localeCookieHeader', () => {
  it('is __Host- prefixed and Secure over https, plain over http', () => {
    expect(localeCookieHeader('de', true)).toBe('__Host-language=de; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
    expect(localeCookieHeader('en', false)).toBe('language=en; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});

describe('localizedHref', () => {
  it('sets or removes the lang parameter and keeps the others', () => {
    expect(localizedHref('/market', '?q=bot&lang=de', 'en')).toBe('/market?q=bot&lang=en');
    expect(localizedHref('/market', '?q=bot&lang=de', 'fr')).toBe('/market?q=bot');
    expect(localizedHref('/', '', 'es')).toBe('/?lang=es');
  });
});
