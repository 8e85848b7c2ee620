import { describe, expect, it } from 'vitest';
import { contrastRatio, fromHex } from '../../tests/setup/contrast.ts';
import { contrastPairs } from './theme.ts';

describe('e-mail colours', () => {
  it.each(contrastPairs)('%s on %s reaches the WCAG AA ratio for body text (4.5:1)', (foreground, background) => {
    expect(contrastRatio(fromHex(foreground), fromHex(background))).toBeGreaterThanOrEqual(4.5);
  });
});
