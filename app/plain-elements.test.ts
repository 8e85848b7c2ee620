import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.dirname(new URL(import.meta.url).pathname);
const sources = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.tsx'));

// Issue 17: an HTML validator flagged `aria-label` on plain lists. Elements whose role takes no name of its author
// (or whose name assistive technologies skip) get their label as text before them instead.
const plainWithLabel = /<(ul|ol|li|div|span|p)\b(?![^>]*\brole=)[^>]*\baria-label(ledby)?=/g;

describe('the markup of the pages', () => {
  it('names no plain element with aria-label', () => {
    const found = sources.flatMap((file) =>
      [...readFileSync(path.join(root, file), 'utf8').matchAll(plainWithLabel)].map((match) => `${file}: ${match[0]}`),
    );
    expect(found).toEqual([]);
  });
});
