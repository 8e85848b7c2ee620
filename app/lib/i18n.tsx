import { cloneElement, createContext, type ReactElement, type ReactNode, useContext, useMemo } from 'react';

/**
 * The translation runtime of the rendered UI (server and browser alike): the part of i18next + react-i18next the
 * components use, and nothing more (decision 0013). Loaders, meta and e-mails keep i18next (i18n/server-t.ts,
 * emails/translate.ts); app/lib/i18n.test.tsx checks this `t` against i18next's on every key of every locale.
 *
 * Supported: `t('a.b')` and `t('ns:a.b')` (nested JSON, key separator `.`, namespace separator `:`); plurals with
 * i18next's v4 JSON suffixes (`_zero` when count is 0 and the key exists, then the `Intl.PluralRules` category,
 * then the bare key, then `_other`); `{{name}}` (and `{{- name}}`) interpolation without escaping (React escapes); `defaultValue`;
 * an optional fallback catalogue (i18next's `fallbackLng`), else the key itself. Not supported, because no text
 * uses them: nesting `$t(…)`, formats `{{x, number}}`, context, `returnObjects`, ordinal plurals.
 */

export type Resources = Record<string, unknown>;

/** One language's texts: namespace → nested object of strings. */
export interface Catalogue {
  language: string;
  resources: Resources;
}

export interface TOptions {
  count?: number;
  defaultValue?: string;
  [variable: string]: unknown;
}

export type TFunction = (key: string, options?: TOptions) => string;

const pluralRules = new Map<string, Intl.PluralRules>();

function pluralCategory(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

function lookup(resources: Resources, namespace: string, key: string): string | undefined {
  let node: unknown = resources[namespace];
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const NATURAL = /[ ,?!;]/;
const PLACEHOLDER = /\{\{(.+?)\}\}/g;

/** `{{name}}` → options.name, unescaped; a variable that is not passed stays as written, like i18next's. */
function interpolate(text: string, options: TOptions | undefined): string {
  if (!options || !text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (placeholder, inner: string) => {
    let name = inner.trim();
    if (name.startsWith('-')) name = name.slice(1).trim();
    if (!Object.hasOwn(options, name)) return placeholder;
    const value = options[name];
    return value === undefined || value === null ? '' : String(value);
  });
}

/** A `t` bound to a namespace, reading the catalogues in order (the page's language, then any fallback). */
export function createT(catalogues: readonly Catalogue[], namespace = 'common'): TFunction {
  return (key, options) => {
    let ns = namespace;
    let path = key;
    // i18next's test for `ns:key` against natural-language keys (`Note: …`): no space or punctuation before a dot.
    const dot = key.indexOf('.');
    if (key.includes(':') && (!NATURAL.test(key) || (dot > 0 && !NATURAL.test(key.slice(0, dot))))) {
      const parts = key.split(':');
      ns = parts.shift() as string;
      path = parts.join('.');
    }
    const count = options?.count;
    let found: string | undefined;
    for (const { language, resources } of catalogues) {
      let candidates = [path];
      if (typeof count === 'number') {
        // i18next's order: `_zero` (count 0), the language's plural category, the bare key, then `_other`.
        const category = pluralCategory(language, count);
        candidates = [`${path}_${category}`, path];
        if (count === 0) candidates.unshift(`${path}_zero`);
        if (category !== 'other') candidates.push(`${path}_other`);
      }
      for (const candidate of candidates) {
        found = lookup(resources, ns, candidate);
        if (found !== undefined) break;
      }
      if (found !== undefined) break;
    }
    return interpolate(found ?? options?.defaultValue ?? path, options);
  };
}

interface I18nValue {
  i18n: { language: string };
  translator(namespace: string): TFunction;
}

const I18nContext = createContext<I18nValue | null>(null);

/**
 * Provides the page's language and texts (root.tsx's Layout, from TranslationsContext). `fallback` is a second
 * catalogue read for keys the first lacks; the app passes none (see decision 0013).
 */
export function I18nProvider({
  language,
  resources,
  fallback,
  children,
}: Catalogue & { fallback?: Catalogue; children: ReactNode }) {
  const value = useMemo<I18nValue>(() => {
    const catalogues =
      fallback && fallback.language !== language ? [{ language, resources }, fallback] : [{ language, resources }];
    const cache = new Map<string, TFunction>();
    return {
      i18n: { language },
      translator(namespace) {
        let t = cache.get(namespace);
        if (!t) {
          t = createT(catalogues, namespace);
          cache.set(namespace, t);
        }
        return t;
      },
    };
  }, [language, resources, fallback]);
  return <I18nContext value={value}>{children}</I18nContext>;
}

/** Same call as react-i18next's: `const { t, i18n } = useTranslation('auth')`; `t` is stable per namespace. */
export function useTranslation(namespace = 'common'): { t: TFunction; i18n: { language: string } } {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useTranslation needs an I18nProvider (root.tsx Layout)');
  return { t: value.translator(namespace), i18n: value.i18n };
}

interface Tag {
  name: string;
  /** Where the tag starts in the text: a stable, unique React key. */
  at: number;
  children: Array<string | Tag>;
}

const TAG = /<(\/?)([\w-]+)\s*(\/?)>/g;

/** `Hello <link>world</link>` → a tree of text and named tags. */
function parseTags(text: string): Array<string | Tag> {
  const root: Tag = { name: '', at: -1, children: [] };
  const stack = [root];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, closing, name = '', selfClosing] = match;
    const parent = stack[stack.length - 1] as Tag;
    if (match.index > last) parent.children.push(text.slice(last, match.index));
    last = match.index + whole.length;
    if (closing) {
      if (stack.length > 1 && parent.name === name) stack.pop();
    } else {
      const tag: Tag = { name, at: match.index, children: [] };
      parent.children.push(tag);
      if (!selfClosing) stack.push(tag);
    }
  }
  if (last < text.length) (stack[stack.length - 1] as Tag).children.push(text.slice(last));
  return root.children;
}

function renderTags(nodes: Array<string | Tag>, components: Record<string, ReactElement>): ReactNode[] {
  return nodes.map((node) => {
    if (typeof node === 'string') return node;
    const children = renderTags(node.children, components);
    const component = components[node.name];
    // Without children, cloneElement keeps the element's own (react-i18next's behaviour for `<br/>`).
    return component ? cloneElement(component, { key: node.at }, ...children) : children;
  });
}

/**
 * A translation with elements inside, as react-i18next's `<Trans t={t} i18nKey="…" components={{ privacy: <Link/> }} />`:
 * `<privacy>text</privacy>` in the text becomes the `privacy` element with `text` as its children.
 */
export function Trans({
  t,
  i18nKey,
  components,
}: {
  t: TFunction;
  i18nKey: string;
  components: Record<string, ReactElement>;
}) {
  return <>{renderTags(parseTags(t(i18nKey)), components)}</>;
}
