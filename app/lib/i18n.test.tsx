import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInstance } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { defaultLocale, locales } from '../../i18n/config.ts';
import { createT, I18nProvider, type Resources, type TOptions, Trans, useTranslation } from './i18n.tsx';

/**
 * Decision 0013: the UI's small translation runtime must answer exactly what i18next answered, configured as the app
 * configured it (i18n/server-t.ts: fallbackLng 'fr', defaultNS 'common', escapeValue false). Every key of every
 * namespace of every locale is translated by both, without options, with `count` 0, 1, 2 and 5, and with a value for
 * every `{{placeholder}}` the key's texts hold.
 */

const LOCALES_DIR = join(import.meta.dirname, '../../i18n/locales');
const PLACEHOLDER_RE = /\{\{\s*-?\s*([^{}]+?)\s*\}\}/g;
const PLURAL_SUFFIX_RE = /_(zero|one|two|few|many|other)$/;

function readCatalogue(locale: string): Resources {
  return Object.fromEntries(
    readdirSync(join(LOCALES_DIR, locale))
      .filter((file) => file.endsWith('.json'))
      .map((file) => [file.replace(/\.json$/, ''), JSON.parse(readFileSync(join(LOCALES_DIR, locale, file), 'utf8'))]),
  );
}

function leaves(value: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) leaves(child, prefix ? `${prefix}.${key}` : key, out);
  } else if (typeof value === 'string') {
    out.set(prefix, value);
  }
  return out;
}

/** A deep copy without every third leaf, so that lookups have to fall back. */
function withHoles(value: unknown, counter = { n: 0 }): unknown {
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, child]) => {
      if (typeof child === 'object') return [[key, withHoles(child, counter)]];
      return counter.n++ % 3 === 0 ? [] : [[key, child]];
    }),
  );
}

function i18nextT(language: string, catalogues: Record<string, Resources>) {
  const instance = createInstance();
  void instance.init({
    lng: language,
    fallbackLng: defaultLocale,
    resources: catalogues as Record<string, Record<string, Record<string, string>>>,
    defaultNS: 'common',
    ns: Object.keys(catalogues[language] ?? {}),
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return (namespace: string) =>
    instance.getFixedT(language, namespace) as unknown as (key: string, o?: TOptions) => string;
}

const catalogues = Object.fromEntries(locales.map((locale) => [locale, readCatalogue(locale)])) as Record<
  string,
  Resources
>;
const namespaces = Object.keys(catalogues[defaultLocale] ?? {});

/** Every key a component may ask for (leaves, and plural keys without their suffix) with the options to try. */
function cases(namespace: string): Array<[string, TOptions | undefined]> {
  const texts = new Map<string, Set<string>>();
  for (const locale of locales) {
    for (const [key, text] of leaves(catalogues[locale]?.[namespace])) {
      for (const k of new Set([key, key.replace(PLURAL_SUFFIX_RE, '')])) {
        texts.set(k, (texts.get(k) ?? new Set()).add(text));
      }
    }
  }
  return [...texts].flatMap(([key, values]) => {
    const variables: TOptions = {};
    for (const text of values) {
      for (const [, name = ''] of text.matchAll(PLACEHOLDER_RE)) {
        // Dummy values with what a naive replacement would mangle: `$&` and a placeholder of their own.
        if (name !== 'count') variables[name] = `${name}·$&·{{count}}`;
      }
    }
    return [
      [key, undefined],
      [key, variables],
      ...[0, 1, 2, 5].map((count): [string, TOptions] => [key, { ...variables, count }]),
      [`${key}.missing`, { ...variables, defaultValue: 'Défaut {{count}}', count: 2 }],
      [key, { defaultValue: 'unused' }],
    ];
  });
}

/** Each case with its text, compared whole: one deep comparison per namespace, the failing cases named in its diff. */
const translated = (t: (key: string, options?: TOptions) => string, all: Array<[string, TOptions | undefined]>) =>
  all.map(([key, options]) => ({ key, options, text: t(key, options) }));

describe.each(locales)('t in %s gives what i18next gives', (locale) => {
  it.each(namespaces)('%s, the catalogue as the app loads it (its language only)', (namespace) => {
    const expected = i18nextT(locale, { [locale]: catalogues[locale] as Resources })(namespace);
    const t = createT([{ language: locale, resources: catalogues[locale] as Resources }], namespace);
    const all = cases(namespace);
    expect(all.length).toBeGreaterThan(10);
    expect(translated(t, all)).toEqual(translated(expected, all));
  });
});

describe.each(locales.filter((locale) => locale !== defaultLocale))('t in %s with French as the fallback', (locale) => {
  it.each(namespaces)('%s, a third of the keys missing, gives what i18next gives', (namespace) => {
    const holed = withHoles(catalogues[locale]) as Resources;
    const french = catalogues[defaultLocale] as Resources;
    const expected = i18nextT(locale, { [locale]: holed, [defaultLocale]: french })(namespace);
    const t = createT(
      [
        { language: locale, resources: holed },
        { language: defaultLocale, resources: french },
      ],
      namespace,
    );
    const all = cases(namespace);
    expect(translated(t, all)).toEqual(translated(expected, all));
  });
});

describe('t', () => {
  const resources = { common: { a: 'A {{x}}', n: { b: 'B' } }, other: { c: 'C' } };
  it('reads another namespace with ns:key, as i18next does', () => {
    const expected = i18nextT('en', { en: resources })('common');
    const t = createT([{ language: 'en', resources }]);
    for (const key of [
      'other:c',
      'common:n.b',
      'nope:c',
      'x:y:z',
      'Note: a',
      'a',
      'n.b',
      'n',
      'constructor',
      'n.toString',
    ]) {
      expect(t(key, { x: 1 }), key).toBe(expected(key, { x: 1 }));
    }
    for (const options of [{}, { x: undefined }, { x: null }, { x: 0 }, { x: '{{x}}' }, { count: 3 }]) {
      expect(t('a', options), JSON.stringify(options)).toBe(expected('a', options));
    }
    expect(t('other:c')).toBe('C');
  });
});

function Probe() {
  const { t, i18n } = useTranslation();
  const auth = useTranslation('auth');
  return (
    <p lang={i18n.language}>
      {t('hello', { name: 'Ada' })}
      <Trans
        t={auth.t}
        i18nKey="terms"
        components={{ terms: <strong className="terms" />, privacy: <em className="privacy" /> }}
      />
    </p>
  );
}

function Orphan() {
  useTranslation();
  return null;
}

describe('useTranslation and Trans', () => {
  const resources = {
    common: { hello: 'Bonjour {{name}}' },
    auth: { terms: "J'accepte les <terms>CGV</terms> et la <privacy>politique</privacy>." },
  };

  it('render the texts, with the elements of components in place of their tags', () => {
    const html = renderToStaticMarkup(
      <I18nProvider language="fr" resources={resources}>
        <Probe />
      </I18nProvider>,
    );
    // react-i18next's <Trans> gave the same markup for the app's three uses, in every locale (compared before removal).
    expect(html).toBe(
      '<p lang="fr">Bonjour AdaJ&#x27;accepte les <strong class="terms">CGV</strong> et la ' +
        '<em class="privacy">politique</em>.</p>',
    );
  });

  it('keeps the text of a tag it has no component for, and nests tags', () => {
    const t = createT([{ language: 'en', resources: { common: { x: 'a <b>bold <i>it</i></b> <u>u</u> <br/>z' } } }]);
    const html = renderToStaticMarkup(
      <Trans t={t} i18nKey="x" components={{ b: <strong />, i: <em />, br: <br /> }} />,
    );
    expect(html).toBe('a <strong>bold <em>it</em></strong> u <br/>z');
  });

  it('refuses to render without a provider', () => {
    expect(() => renderToStaticMarkup(<Orphan />)).toThrow(/I18nProvider/);
  });
});
