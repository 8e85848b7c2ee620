import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect.ts';

describe('safeRedirectPath', () => {
  it('keeps same-site paths and refuses everything else', () => {
    expect(safeRedirectPath('/market?q=bot')).toBe('/market?q=bot');
    for (const bad of ['https://evil.example', '//evil.example', '/\\evil.example', 'market', undefined, 42]) {
      expect(safeRedirectPath(bad, '/fallback')).toBe('/fallback');
    }
  });
});
