import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locales } from '../../i18n/config.ts';
import { demoOperator, type Operator } from '../legal/operator.ts';
import { fillVariables, parseContentDocument } from './content-document.ts';
import { contentPageSlugs, getContentPage } from './get-content-page.ts';
import { getResource, resourceSlugs } from './get-resource.ts';

let root: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'deploia-content-'));
  await mkdir(path.join(root, 'pages/fr'), { recursive: true });
  await mkdir(path.join(root, 'pages/en'), { recursive: true });
  await writeFile(
    path.join(root, 'pages/fr/legal.md'),
    '<!-- updated: 2026-11-22 -->\n\n# Mentions légales\n\nLe site est **édité** par [Déploia](/contact).\n\n## Éditeur du site\n\nTexte.\n\n## Hébergeur\n\nTexte.\n',
  );
  await writeFile(
    path.join(root, 'pages/en/privacy-policy.md'),
    '# Privacy policy\n\nIn English.\n\n## Rights\n\nText.\n',
  );
  await writeFile(path.join(root, 'secret.md'), '# Secret\n\nNever served.\n');
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('getContentPage', () => {
  it('reads the title, the first paragraph, the update date and the sections of a page', async () => {
    const page = await getContentPage({ contentRoot: root, operator: demoOperator }, { slug: 'legal', locale: 'fr' });
    expect(page).toMatchObject({
      slug: 'legal',
      locale: 'fr',
      title: 'Mentions légales',
      description: 'Le site est édité par Déploia.',
      updated: '2026-11-22',
      toc: [
        { id: 'editeur-du-site', title: 'Éditeur du site' },
        { id: 'hebergeur', title: 'Hébergeur' },
      ],
    });
    expect(page.html).toContain('<h2 id="editeur-du-site">Éditeur du site</h2>');
    expect(page.html).not.toContain('<h1');
    expect(page.html).not.toContain('Mentions légales');
    // Our own links open in place; only external ones are marked untrusted.
    expect(page.html).toContain('<a href="/contact">Déploia</a>');
  });

  it('falls back to French when the page is not translated', async () => {
    const page = await getContentPage({ contentRoot: root, operator: demoOperator }, { slug: 'legal', locale: 'de' });
    expect(page).toMatchObject({ locale: 'fr', title: 'Mentions légales' });
  });

  it('serves the translation when it exists', async () => {
    const page = await getContentPage(
      { contentRoot: root, operator: demoOperator },
      { slug: 'privacy-policy', locale: 'en' },
    );
    expect(page).toMatchObject({ locale: 'en', title: 'Privacy policy', updated: null });
  });

  it('answers 404 for a slug outside the allow-list', async () => {
    await expect(
      getContentPage({ contentRoot: root, operator: demoOperator }, { slug: 'secret', locale: 'fr' }),
    ).rejects.toMatchObject({
      code: 'content_not_found',
      status: 404,
    });
  });

  it('answers 404 for an allowed slug without any file', async () => {
    await expect(
      getContentPage({ contentRoot: root, operator: demoOperator }, { slug: 'transparency', locale: 'en' }),
    ).rejects.toMatchObject({
      status: 404,
    });
  });

  it.each(['../secret', '../../secret', 'fr/../../secret', '/etc/passwd', '..%2Fsecret', 'legal/../../secret'])(
    'refuses the path %s',
    async (slug) => {
      await expect(
        getContentPage({ contentRoot: root, operator: demoOperator }, { slug, locale: 'fr' }),
      ).rejects.toMatchObject({
        status: 404,
      });
    },
  );
});

describe('parseContentDocument', () => {
  it('numbers repeated section titles and shifts deeper headings back under them', () => {
    const doc = parseContentDocument('# T\n\nIntro.\n\n## A\n\n### Détail\n\n## A\n');
    expect(doc.toc.map((entry) => entry.id)).toEqual(['a', 'a-2']);
    expect(doc.html).toContain('<h3>Détail</h3>');
  });

  it('cuts a long first paragraph into a meta description', () => {
    const doc = parseContentDocument(`# T\n\n${'mot '.repeat(80)}\n`);
    expect(doc.description.length).toBeLessThanOrEqual(161);
    expect(doc.description.endsWith('…')).toBe(true);
  });
});

describe('the committed content', () => {
  const cases = locales.flatMap((locale) => [
    ...contentPageSlugs.map((slug) => ({ kind: 'page', slug, locale })),
    ...resourceSlugs.map((slug) => ({ kind: 'guide', slug, locale })),
  ]);

  it.each(cases)('has the $kind $slug in $locale, dated, with sections', async ({ kind, slug, locale }) => {
    const doc = await (kind === 'page' ? getContentPage : getResource)({ operator: demoOperator }, { slug, locale });
    expect(doc.locale).toBe(locale);
    expect(doc.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(doc.description.length).toBeGreaterThan(40);
    expect(doc.toc.length).toBeGreaterThanOrEqual(3);
  });
});

describe('the operator in the legal pages', () => {
  const operator: Operator = {
    ...demoOperator,
    name: 'Studio *Gras* & Fils',
    siret: '91234567500009',
    mediator: { ...demoOperator.mediator, name: 'Médiateur <script>alert(1)</script>' },
    fictitious: false,
  };
  const pages = locales.flatMap((locale) => contentPageSlugs.map((slug) => ({ slug, locale })));

  it.each(pages)('fills $slug in $locale without a placeholder left', async ({ slug, locale }) => {
    const doc = await getContentPage({ operator }, { slug, locale });
    expect(doc.html).not.toMatch(/\{\{|compléter|to be completed|por completar|zu ergänzen/);
    if (slug === 'transparency') return;
    expect(doc.hasVariables).toBe(true);
    // The operator's values stay text: no emphasis, no HTML.
    expect(doc.html).toContain('Studio *Gras* &amp; Fils');
    expect(doc.html).not.toContain('<script>');
  });

  it.each(locales)('explains the deployment figures under one anchor, #deploiement, in %s', async (locale) => {
    const doc = await getContentPage({ operator }, { slug: 'transparency', locale });
    expect(doc.toc.map((entry) => entry.id)).toContain('deploiement');
    expect(doc.html).toMatch(/<h2 id="deploiement">[^{<]+<\/h2>/);
    expect(doc.html).not.toContain('{#');
  });

  it('names the operator, its numbers, host and mediator on the legal notice and the CGV', async () => {
    const legal = await getContentPage({ operator }, { slug: 'legal', locale: 'fr' });
    for (const value of [
      'RCS Paris 912\u00a0345\u00a0675',
      '912\u00a0345\u00a0675\u00a000009',
      demoOperator.host.name,
    ]) {
      expect(legal.html).toContain(value);
    }
    const terms = await getContentPage({ operator }, { slug: 'terms-of-service', locale: 'en' });
    expect(terms.html).toContain(`href="${demoOperator.mediator.url}"`);
    expect(terms.html).toContain('in its own name, on behalf of these creators');
  });

  it('refuses a document naming a variable it is not given', () => {
    expect(() => fillVariables('Éditeur : {{operator.nom}}', { 'operator.name': 'Déploia' })).toThrow(
      'Content variable {{operator.nom}} has no value',
    );
  });
});
