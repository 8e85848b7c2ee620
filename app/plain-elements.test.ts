import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.dirname(new URL(import.meta.url).pathname);
const sources = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.tsx'));

// Issue 17: an HTML validator flagged `aria-label` on plain lists. Elements whose role takes no name of its author
// (or whose name assistive technologies skip) get their label as text before them instead.
const plainWithLabel = /<(ul|ol|li|div|span|p)\b(?![^>]*\brole=)[^>]*\baria-label(ledby)?=/g;

// Several navigation landmarks on a page must each have a name; an input says its type (the kit's `Input` does).
const unnamedNav = /<nav\b(?![^>]*\baria-label(ledby)?=)[^>]*>/g;
const untypedInput = /<input\b(?![^>]*\btype=)[^>]*>/g;

const matches = (pattern: RegExp) =>
  sources.flatMap((file) =>
    [...readFileSync(path.join(root, file), 'utf8').matchAll(pattern)].map((match) => `${file}: ${match[0]}`),
  );

describe('the markup of the pages', () => {
  it('names no plain element with aria-label', () => {
    expect(matches(plainWithLabel)).toEqual([]);
  });

  it('names every navigation landmark', () => {
    expect(matches(unnamedNav)).toEqual([]);
  });

  it('writes out the type of every input', () => {
    expect(matches(untypedInput)).toEqual([]);
  });
});
