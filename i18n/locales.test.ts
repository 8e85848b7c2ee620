import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultLocale, locales } from './config.ts';

/**
 * Consistency of the translation files: every namespace of the source locale (French) must exist in every other
 * locale, with the same keys, non-empty values, the same interpolation placeholders, and an actual translation.
 * Namespaces are discovered from the directory, so a new fr/*.json file is covered automatically.
 */

const LOCALES_DIR = join(import.meta.dirname, 'locales');
const BRAND = 'Déploia';

/** Values that may legitimately be identical to the French one (brand names, loanwords, cognates). */
const ALLOWED_IDENTICAL: Record<string, ReadonlySet<string>> = {
  en: new Set([
    BRAND,
    'Marketplace',
    'Marketplace — Déploia',
    'Version {{version}}',
    'Description',
    'Pagination',
    'Menu',
    'Market',
    'Live',
    'Chatbots',
    'Suggestions',
    'FAQ',
    'Contact',
    'Newsletter',
    'Admin',
    'Dashboard',
    'Total',
    'Notifications',
    'E-mails',
    'E-mail',
    'Message',
    'SMS',
    'Pages',
    'PayPal',
    'Messages',
    'Stripe',
    'Administration',
    'Date',
    'Expert',
    'Experts',
    'Promotion',
    'Type',
  ]),
  es: new Set([
    BRAND,
    'PayPal',
    'Stripe',
    'Marketplace',
    'Marketplace — Déploia',
    'Market',
    'Live',
    'Chatbots',
    'Admin',
    'Total',
    'SMS',
  ]),
  de: new Set([
    'Version {{version}}',
    BRAND,
    'PayPal',
    'Stripe',
    'Live',
    'Chatbots',
    'Newsletter',
    'Admin',
    'Profil',
    'Dashboard',
    'SMS',
    'Abonnement',
    'Abonnements',
  ]),
};

const PLACEHOLDER_RE = /\{\{\s*([^{}]+?)\s*\}\}/g;

type Flat = Map<string, unknown>;

function flatten(value: unknown, prefix = '', out: Flat = new Map()): Flat {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, value);
  }
  return out;
}

function readNamespace(locale: string, file: string): Flat {
  return flatten(JSON.parse(readFileSync(join(LOCALES_DIR, locale, file), 'utf8')));
}

function jsonFiles(locale: string): string[] {
  return readdirSync(join(LOCALES_DIR, locale))
    .filter((file) => file.endsWith('.json'))
    .sort();
}

function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER_RE)].map((match) => match[1]!))].sort();
}

/** True when the string holds nothing to translate: only placeholders, digits, spaces and punctuation. */
function hasNothingToTranslate(text: string): boolean {
  return !/\p{L}/u.test(text.replace(PLACEHOLDER_RE, ''));
}

const namespaces = jsonFiles(defaultLocale);
const targets = locales.filter((locale) => locale !== defaultLocale);

it('the source locale has namespaces', () => {
  expect(namespaces.length).toBeGreaterThan(0);
});

describe.each(targets)('locale %s', (locale) => {
  it('has exactly the namespace files of the source locale', () => {
    expect(jsonFiles(locale)).toEqual(namespaces);
  });

  describe.each(namespaces)('%s', (file) => {
    const source = readNamespace(defaultLocale, file);
    const target = existsSync(join(LOCALES_DIR, locale, file)) ? readNamespace(locale, file) : new Map();

    it('has the same keys as the source locale', () => {
      expect([...target.keys()].sort()).toEqual([...source.keys()].sort());
    });

    it('has only non-empty string values', () => {
      for (const [key, value] of [...source, ...target]) {
        expect(typeof value, key).toBe('string');
        expect((value as string).trim(), key).not.toBe('');
      }
    });

    it('keeps the interpolation placeholders of the source', () => {
      for (const [key, value] of source) {
        const translated = target.get(key);
        if (typeof value !== 'string' || typeof translated !== 'string') continue;
        expect(placeholders(translated), key).toEqual(placeholders(value));
      }
    });

    it(`keeps the brand name ${BRAND}`, () => {
      for (const [key, value] of source) {
        const translated = target.get(key);
        if (typeof value !== 'string' || typeof translated !== 'string' || !value.includes(BRAND)) continue;
        expect(translated, key).toContain(BRAND);
      }
    });

    it('translates every value', () => {
      const allowed = ALLOWED_IDENTICAL[locale] ?? new Set<string>();
      const untranslated = [...source]
        .filter(([key, value]) => typeof value === 'string' && target.get(key) === value)
        .filter(([, value]) => !allowed.has(value as string) && !hasNothingToTranslate(value as string))
        .map(([key]) => key);
      expect(untranslated).toEqual([]);
    });
  });
});

/**
 * A count is worded with the language's plural forms (`key_one`, `key_other`…), never as an optional ending the
 * reader has to resolve: « 1 licence(s) », « 19 virement(s) », „Lizenz(en)“.
 */
describe.each(locales)('plurals in %s', (locale) => {
  it.each(jsonFiles(locale))('%s writes no optional plural ending', (file) => {
    const optional = [...readNamespace(locale, file)]
      .filter(([, value]) => typeof value === 'string' && /\p{L}\((?:s|es|e|en|n|nen|innen)\)/u.test(value))
      .map(([key, value]) => `${key}: ${value}`);
    expect(optional).toEqual([]);
  });
});
