import { describe, expect, it } from 'vitest';
import { POOL } from '../../db/seed/content/pool.ts';
import { domains, longTailPrefixes, longTailQueries, meaningfulWords, needs, unknownDomains } from './long-tail.ts';
import { withoutAccents } from './queries.ts';

const plain = (text: string) => withoutAccents(text.toLowerCase());
const hasAccents = (text: string) => plain(text) !== text.toLowerCase();
/** Singular and plural alike: « factures » and « facture », « cabinets » and « cabinet ». */
const stem = (word: string) => plain(word).replace(/[sx]$/, '');

/** Every word of the generated catalogue's titles, summaries and tags (hyphenated words also split). */
const catalogueWords = new Set(
  Object.values(POOL)
    .flat()
    .flatMap((e) => [e.title, e.summary, ...e.tags].join(' ').split(/[^\p{L}\p{N}'-]+/u))
    .flatMap((w) => [w, ...w.split(/['-]/)])
    .map(stem),
);
const unknownWords = (phrase: string) => meaningfulWords(phrase).filter((w) => !catalogueWords.has(stem(w)));

describe('long-tail buyer queries', () => {
  const queries = longTailQueries();

  it('are at least 2 000 distinct queries', () => {
    expect(queries.length).toBeGreaterThanOrEqual(2000);
    expect(new Set(queries.map((x) => x.q)).size).toBe(queries.length);
  });

  it('are the same list for the same seed, another for another seed', () => {
    expect(longTailQueries(500)).toEqual(queries.slice(0, 500));
    expect(longTailQueries(500, 16)).not.toEqual(queries.slice(0, 500));
  });

  it('hold 2 to 4 meaningful words each, filler and modifiers aside', () => {
    const counts = queries.map((x) => meaningfulWords(x.intended).length);
    expect(Math.min(...counts)).toBe(2);
    expect(Math.max(...counts)).toBe(4);
    expect(meaningfulWords('outil tableau de bord cabinet médical pas cher')).toEqual([
      'tableau',
      'bord',
      'cabinet',
      'médical',
    ]);
  });

  it('are typed without accents a third of the time', () => {
    const accented = queries.filter((x) => hasAccents(x.intended));
    const dropped = accented.filter((x) => !hasAccents(x.q));
    expect(accented.length).toBeGreaterThan(queries.length / 3);
    expect(dropped.length / accented.length).toBeCloseTo(1 / 3, 1);
  });

  it('carry one typo a quarter of the time: two neighbouring letters swapped', () => {
    const typos = queries.filter((x) => plain(x.q) !== plain(x.intended));
    expect(typos.length / queries.length).toBeCloseTo(1 / 4, 2);
    for (const { q, intended } of typos) {
      const typed = plain(q).split(' ');
      const meant = plain(intended).split(' ');
      const changed = typed.flatMap((w, i) => (w === meant[i] ? [] : [{ typo: w, word: meant[i]! }]));
      expect(changed).toHaveLength(1);
      const { typo, word } = changed[0]!;
      expect([...typo].sort()).toEqual([...word].sort());
    }
  });

  it('draw what is sought and for whom from the catalogue, plus a few trades it does not know', () => {
    for (const phrase of [...needs, ...domains]) expect(unknownWords(phrase), phrase).toEqual([]);
    for (const phrase of unknownDomains) expect(unknownWords(phrase), phrase).not.toEqual([]);
    const unknown = queries.filter((x) => unknownDomains.some((d) => x.intended.includes(d)));
    expect(unknown.length / queries.length).toBeCloseTo(1 / 12, 1);
  });

  it('give suggestion prefixes of 2 to 7 letters, each once, that start the queries', () => {
    const typed = queries.map((x) => x.q);
    const prefixes = longTailPrefixes(typed);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    expect(prefixes.length).toBeGreaterThan(300);
    for (const p of prefixes) {
      expect(p.length).toBeGreaterThanOrEqual(2);
      expect(p.length).toBeLessThanOrEqual(7);
      expect(p).toBe(p.trimEnd());
      expect(typed.some((q) => q.startsWith(p))).toBe(true);
    }
  });
});
