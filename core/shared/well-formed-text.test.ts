import { describe, expect, it } from 'vitest';
import { hasWellFormedTexts, isWellFormedText, isWellFormedUrl } from './well-formed-text.ts';

describe('well-formed text', () => {
  it('takes what people type, tabs, line breaks and any script included', () => {
    for (const text of ['', 'Agent SDR', 'ligne 1\nligne 2\r\n\tfin', 'Ünïcødé 日本語 🤖', '100 %']) {
      expect(isWellFormedText(text)).toBe(true);
    }
  });

  it('refuses NUL, other control characters and lone surrogates', () => {
    for (const text of ['a\u0000b', '\u000b', '\u001f', '\u007f', '\ud800', 'x\udfff', '\ud83e']) {
      expect(isWellFormedText(text)).toBe(false);
    }
  });

  it('looks at every string of a parsed value, keys included', () => {
    expect(hasWellFormedTexts({ a: ['b', { c: 'd' }], n: 1, z: null, t: true })).toBe(true);
    expect(hasWellFormedTexts({ a: ['b', { c: 'd\u0000' }] })).toBe(false);
    expect(hasWellFormedTexts({ 'k\ud800': 1 })).toBe(false);
    expect(hasWellFormedTexts(null)).toBe(true);
  });
});

describe('well-formed address', () => {
  const wellFormed = (path: string) => isWellFormedUrl(new URL(path, 'http://localhost'));

  it('takes encoded text, spaces as + and an empty query value', () => {
    for (const path of [
      '/product/agent-sdr',
      '/market?q=agent+sdr&page=2',
      '/market?q=caf%C3%A9%20cr%C3%A8me',
      '/s/%F0%9F%A4%96',
      '/a?x=&y',
    ]) {
      expect(wellFormed(path)).toBe(true);
    }
  });

  it('refuses NUL and control characters, encoded surrogates, bytes that are not UTF-8 and stray percent signs', () => {
    for (const path of [
      '/product/%00',
      '/product/a%00b',
      '/seller/%ED%A0%80',
      '/p/%FF',
      '/p/%',
      '/market?q=%00',
      '/auth?redirectTo=%0B',
      '/m?q=%ED%A0%80',
      '/m?%00=1',
      '/m?q=%E0%A4%A',
    ]) {
      expect(wellFormed(path)).toBe(false);
    }
  });
});
