import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * House rule 7: UI text comes from i18n keys. This fails when a component renders literal text — JSX text
 * with a letter, or a literal in an attribute people read (aria-label, title, placeholder, alt).
 */
const readableAttributes = new Set(['aria-label', 'title', 'placeholder', 'alt', 'aria-description']);
/** Text that is the same in every language: language names written in their own language, the brand. */
const allowed = new Set(['Français', 'English', 'Español', 'Deutsch', 'Déploia', '404']);

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '+types' ? [] : tsxFiles(full);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [full] : [];
  });
}

function literalTexts(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      const text = node.getText().trim();
      if (/\p{L}/u.test(text) && !allowed.has(text)) found.push(text);
    } else if (ts.isJsxAttribute(node) && readableAttributes.has(node.name.getText())) {
      const value = node.initializer;
      const text = value && ts.isStringLiteral(value) ? value.text : undefined;
      if (text && /\p{L}/u.test(text) && !allowed.has(text)) found.push(`${node.name.getText()}="${text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('components render no literal text', () => {
  const root = path.resolve(import.meta.dirname);
  it.each(tsxFiles(root).map((f) => path.relative(root, f)))('%s', (file) => {
    expect(literalTexts(path.join(root, file))).toEqual([]);
  });
});
