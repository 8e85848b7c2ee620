import { describe, expect, it } from 'vitest';
import { resolveCategory } from './resolve-category.ts';

const categories = [
  { id: '1', slug: 'marketing', labels: { fr: 'Automatisation Marketing', en: 'Marketing Automation' } },
  { id: '2', slug: 'rpa', labels: { fr: 'RPA Business', en: 'Business RPA' } },
  { id: '3', slug: 'generative', labels: { fr: 'IA Générative', en: 'Generative AI' } },
  { id: '4', slug: 'ai-saas', labels: { fr: 'SaaS IA Clés en Main', en: 'Turnkey AI SaaS' } },
];

describe('resolveCategory', () => {
  it('matches a slug, a label in any language, without case or accents', () => {
    expect(resolveCategory(categories, 'rpa')?.map((c) => c.id)).toEqual(['2']);
    expect(resolveCategory(categories, 'ia generative')?.map((c) => c.id)).toEqual(['3']);
    expect(resolveCategory(categories, 'GENERATIVE AI')?.map((c) => c.id)).toEqual(['3']);
    expect(resolveCategory(categories, 'ai-saas')?.map((c) => c.id)).toEqual(['4']);
  });

  it('expands the navigation shortcuts to their categories', () => {
    expect(resolveCategory(categories, 'automation')?.map((c) => c.id)).toEqual(['1', '2']);
  });

  it('answers null for a name that matches nothing', () => {
    expect(resolveCategory(categories, 'licornes')).toBeNull();
  });
});
