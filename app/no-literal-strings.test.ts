import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * House rule 7: UI text comes from i18n keys. This fails when a component renders literal text — JSX text
 * with a letter, or a literal in an attribute people (or their screen readers) read: aria-label,
 * aria-roledescription, aria-description, aria-placeholder, aria-valuetext, title, placeholder, alt — whether
 * written `attr="…"`, `attr={'…'}` or `attr={`…`}` without substitutions.
 */
const readableAttributes = new Set([
  'aria-label',
  'aria-roledescription',
  'aria-description',
  'aria-placeholder',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
]);
/** Text that is the same in every language: language names written in their own language, the brand. */
const allowed = new Set(['Français', 'English', 'Español', 'Deutsch', 'Déploia', '404']);

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '+types' ? [] : tsxFiles(full);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [full] : [];
  });
}

/** The literal text of an attribute's value, if it is one (`"…"`, `{'…'}`, `{`…`}`), else undefined. */
function literalValue(value: ts.JsxAttributeValue | undefined): string | undefined {
  if (!value) return undefined;
  if (ts.isStringLiteral(value)) return value.text;
  if (ts.isJsxExpression(value) && value.expression) {
    const expression = value.expression;
    if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return expression.text;
  }
  return undefined;
}

function literalTexts(file: string, text = readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      const text = node.getText().trim();
      if (/\p{L}/u.test(text) && !allowed.has(text)) found.push(text);
    } else if (ts.isJsxAttribute(node) && readableAttributes.has(node.name.getText())) {
      const text = literalValue(node.initializer);
      if (text && /\p{L}/u.test(text) && !allowed.has(text)) found.push(`${node.name.getText()}="${text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the literal-text check', () => {
  it('catches readable attributes in every form, and leaves translated ones alone', () => {
    const sample = [
      '<section aria-roledescription="carousel" />',
      '<div role="group" aria-roledescription={\'slide\'} />',
      '<img alt={`Logo`} />',
      '<input placeholder="Rechercher" title="Aide" aria-label="Fermer" />',
      '<p>Bonjour</p>',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: JSX source text, with a substitution on purpose
      '<section aria-roledescription={t(\'carousel.role\')} aria-label={`${name}`} alt="" />',
    ].join('\n');
    expect(literalTexts('sample.tsx', `const x = <>${sample}</>;`)).toEqual([
      'aria-roledescription="carousel"',
      'aria-roledescription="slide"',
      'alt="Logo"',
      'placeholder="Rechercher"',
      'title="Aide"',
      'aria-label="Fermer"',
      'Bonjour',
    ]);
  });
});

describe('components render no literal text', () => {
  const root = path.resolve(import.meta.dirname);
  it.each(tsxFiles(root).map((f) => path.relative(root, f)))('%s', (file) => {
    expect(literalTexts(path.join(root, file))).toEqual([]);
  });
});
