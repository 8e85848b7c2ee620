import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrastRatio, fromOklch, type Linear } from '../tests/setup/contrast.ts';

const css = readFileSync(new URL('./app.css', import.meta.url), 'utf8');

/** The `--name: oklch(L C h)` tokens of one block of app.css (`:root` or `.dark`). */
function tokens(selector: string): Map<string, Linear> {
  const block = css.slice(css.indexOf(`${selector} {`));
  const body = block.slice(0, block.indexOf('}'));
  const found = new Map<string, Linear>();
  for (const [, name, l, c, h] of body.matchAll(/--([\w-]+):\s*oklch\(([\d.]+) ([\d.]+) ([\d.]+)\)/g)) {
    found.set(name as string, fromOklch(Number(l), Number(c), Number(h)));
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

describe.each([':root', '.dark'])('the %s palette', (selector) => {
  const palette = tokens(selector);
  it.each(textPairs)('writes --%s on --%s at 4.5:1 or more', (text, surface) => {
    const [a, b] = [palette.get(text), palette.get(surface)];
    if (!a || !b) throw new Error(`--${text} or --${surface} is missing from ${selector}`);
    expect(contrastRatio(a, b)).toBeGreaterThanOrEqual(4.5);
  });
});
