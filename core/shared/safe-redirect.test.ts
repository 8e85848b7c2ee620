import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect.ts';

describe('safeRedirectPath', () => {
  it('keeps same-site paths, with their query and fragment', () => {
    expect(safeRedirectPath('/market?q=bot')).toBe('/market?q=bot');
    expect(safeRedirectPath('/products/agent-sdr#reviews')).toBe('/products/agent-sdr#reviews');
    expect(safeRedirectPath('/market?q=caf%C3%A9%20cr%C3%A8me')).toBe('/market?q=caf%C3%A9%20cr%C3%A8me');
    expect(safeRedirectPath('/a/../dashboard')).toBe('/dashboard');
  });

  // Browsers drop tabs and line breaks from URLs and read a backslash as a slash: « /<TAB>/evil.example » is
  // « //evil.example », another origin (issue 17). The values are as the query string decodes them.
  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    '\\/evil.example',
    '/\t/evil.example/phish',
    '/\n/evil.example',
    '/\r//evil.example',
    '/\u000b/evil.example',
    '/\u0000/evil.example',
    '/\u007f/evil.example',
    '/ /evil.example',
    '/\u00a0/evil.example',
    '/%09/evil.example',
    '/%2F/evil.example',
    '/%2f%2fevil.example',
    '/%5Cevil.example',
    '/%250A/evil.example',
    '/..//evil.example',
    '/.//evil.example',
    'market',
    '',
    `/${'a'.repeat(2100)}`,
  ])('refuses %j', (bad) => {
    expect(safeRedirectPath(bad, '/fallback')).toBe('/fallback');
  });

  it('refuses what is not a string', () => {
    for (const bad of [undefined, null, 42, ['/market'], { toString: () => '/market' }]) {
      expect(safeRedirectPath(bad, '/fallback')).toBe('/fallback');
    }
  });
});
