import { describe, expect, it } from 'vitest';
import { checklistSteps, chooseGuide } from './guide-choice.ts';
import { manifestHostingOptions } from './hosting-options.ts';

const fr = { locale: 'fr' as const, body: '## 1. Créer la clé\n\n## 2. Lancer' };
const en = { locale: 'en' as const, body: '## 1. Create the key\n\n## 2. Start' };
const de = { locale: 'de' as const, body: '## Schlüssel anlegen' };

describe('chooseGuide', () => {
  it('prefers the reader’s language, then the product’s, then any', () => {
    expect(chooseGuide([fr, en], 'en', 'fr')).toBe(en);
    expect(chooseGuide([fr, en], 'es', 'fr')).toBe(fr);
    expect(chooseGuide([de, en], 'es', 'fr')).toBe(de);
    expect(chooseGuide([], 'fr', 'fr')).toBeNull();
  });
});

describe('checklistSteps', () => {
  it('keys a translation with as many steps by the source’s slugs, in order', () => {
    expect(checklistSteps(en, fr)).toEqual([
      { slug: 'creer-la-cle', title: '1. Create the key' },
      { slug: 'lancer', title: '2. Start' },
    ]);
  });

  it('keeps a translation’s own slugs when its steps differ, and the source’s own', () => {
    expect(checklistSteps(de, fr)).toEqual([{ slug: 'schlussel-anlegen', title: 'Schlüssel anlegen' }]);
    expect(checklistSteps(fr, fr).map((s) => s.slug)).toEqual(['creer-la-cle', 'lancer']);
    expect(checklistSteps(en, null).map((s) => s.slug)).toEqual(['create-the-key', 'start']);
  });
});

describe('manifestHostingOptions', () => {
  it('reads the options, or the summary on an older manifest', () => {
    expect(manifestHostingOptions({ hosting: 'Docker', hostingOptions: ['Scaleway', 'OVHcloud'] })).toEqual([
      'Scaleway',
      'OVHcloud',
    ]);
    expect(manifestHostingOptions({ hosting: 'Docker' })).toEqual(['Docker']);
    expect(manifestHostingOptions({ hosting: 'Docker', hostingOptions: [] })).toEqual(['Docker']);
  });
});
