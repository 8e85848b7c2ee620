import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrastRatio, fromOklch, type Linear } from '../tests/setup/contrast.ts';

const css = readFileSync(new URL('./app.css', import.meta.url), 'utf8');

const oklch = String.raw`oklch\(([\d.]+) ([\d.]+) ([\d.]+)\)`;
const token = new RegExp(String.raw`--([\w-]+):\s*light-dark\(${oklch},\s*${oklch}\)`, 'g');

/** The `--name: light-dark(oklch(L C h), oklch(L C h))` tokens of app.css, in the light or the dark scheme. */
function tokens(scheme: 'light' | 'dark'): Map<string, Linear> {
  const found = new Map<string, Linear>();
  for (const [, name, ...values] of css.matchAll(token)) {
    const [l, c, h] = (scheme === 'light' ? values.slice(0, 3) : values.slice(3)).map(Number);
    found.set(name as string, fromOklch(l as number, c as number, h as number));
  }
  return found;
}

/** Text colours and the surfaces they are written on, each held to WCAG AA for body text (4.5:1). */
const textPairs = [
  ['foreground', 'background'],
  ['card-foreground', 'card'],
  ['muted-foreground', 'background'],
  ['muted-foreground', 'card'],
  ['muted-foreground', 'muted'],
  ['muted-foreground', 'secondary'],
  ['primary', 'background'],
  ['primary', 'card'],
  ['primary-foreground', 'primary'],
  ['primary-foreground', 'primary-hover'],
  ['secondary-foreground', 'secondary'],
  ['accent-foreground', 'accent'],
  ['destructive', 'background'],
  ['destructive-foreground', 'destructive'],
  ['nav-foreground', 'nav'],
] as const;

describe.each(['light', 'dark'] as const)('the %s palette', (scheme) => {
  const palette = tokens(scheme);
  it('has every token', () => expect(palette.size).toBeGreaterThanOrEqual(20));
  it.each(textPairs)('writes --%s on --%s at 4.5:1 or more', (text, surface) => {
    const [a, b] = [palette.get(text), palette.get(surface)];
    if (!a || !b) throw new Error(`--${text} or --${surface} is missing from the ${scheme} scheme`);
    expect(contrastRatio(a, b)).toBeGreaterThanOrEqual(4.5);
  });
});
