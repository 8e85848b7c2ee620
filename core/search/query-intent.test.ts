import { describe, expect, it } from 'vitest';
import { parseQuery } from './parse-query.ts';
import { interpretQuery } from './query-intent.ts';

const read = (q: string) => interpretQuery(parseQuery(q));
const words = (q: string) => read(q).segments.map((s) => s.words.join(' '));

describe('interpretQuery', () => {
  it('reads « pas cher » and its cousins as the cheapest first, never as words to match', () => {
    expect(read('outil whatsapp pas cher')).toMatchObject({ sort: 'price_asc', ignored: ['pas', 'cher'] });
    expect(words('outil whatsapp pas cher')).toEqual(['outil', 'whatsapp']);
    expect(read('chatbot bon marché')).toMatchObject({ sort: 'price_asc' });
    expect(read('cheap invoice robot')).toMatchObject({ sort: 'price_asc' });
    expect(read('chatbot günstig')).toMatchObject({ sort: 'price_asc' });
    expect(read('chatbot cher').sort).toBeUndefined();
  });

  it('reads « gratuit » as the cheapest first, flagged so the listing can say nothing is free', () => {
    expect(read('modèle de facture gratuit')).toMatchObject({ sort: 'price_asc', free: true });
    expect(words('modèle de facture gratuit')).toEqual(['modele', 'facture']);
  });

  it('reads one named language as a language filter', () => {
    expect(read('chatbot en français')).toMatchObject({ language: 'fr', ignored: ['en', 'francais'] });
    expect(words('chatbot en français')).toEqual(['chatbot']);
    expect(read('support agent english')).toMatchObject({ language: 'en' });
    expect(read('asistente español')).toMatchObject({ language: 'es' });
    expect(read('rechnung deutsch')).toMatchObject({ language: 'de' });
  });

  it('keeps language names as words when the query is about translating or names two languages', () => {
    expect(read('traduction anglais').language).toBeUndefined();
    expect(words('traduction anglais')).toEqual(['traduction', 'anglais']);
    expect(read('sous-titres anglais espagnol').language).toBeUndefined();
    expect(words('sous-titres anglais espagnol')).toEqual(['sous', 'titres', 'anglais', 'espagnol']);
  });

  it('drops stop words of all four languages and filler such as « en ligne »', () => {
    expect(words('tableau de bord pour cabinet médical')).toEqual(['tableau', 'bord', 'cabinet', 'medical']);
    expect(words('formation en ligne')).toEqual(['formation']);
    expect(words('tool for the invoices')).toEqual(['tool', 'invoices']);
    expect(words('plantilla para facturas')).toEqual(['plantilla', 'facturas']);
    expect(words('vorlage für rechnungen')).toEqual(['vorlage', 'rechnungen']);
    expect(words('agent sans code')).toEqual(['agent', 'sans', 'code']);
  });

  it('keeps quoted phrases and exclusions as typed', () => {
    const read_ = read('"pas cher" chatbot -whatsapp');
    expect(read_.sort).toBeUndefined();
    expect(read_.segments).toEqual([
      { words: ['pas', 'cher'], exact: true },
      { words: ['chatbot'], exact: false },
    ]);
    expect(read_.excluded).toEqual(['whatsapp']);
  });

  it('keeps a query made only of stop words, and reads a bare modifier as an order over everything', () => {
    expect(words('de la')).toEqual(['de', 'la']);
    expect(read('de la').ignored).toEqual([]);
    expect(read('pas cher')).toMatchObject({ segments: [], sort: 'price_asc' });
  });
});
