import { describe, expect, it } from 'vitest';
import { parseQuery } from './parse-query.ts';
import { expandSynonyms } from './synonyms.ts';

const groups = [
  [['chatbot'], ['agent', 'conversationnel'], ['assistant']],
  [['ia'], ['ai'], ['intelligence', 'artificielle']],
];

describe('expandSynonyms', () => {
  it('replaces a term with its whole group, the longest term first', () => {
    expect(expandSynonyms(parseQuery('agent conversationnel immobilier').segments, groups)).toEqual([
      {
        typed: ['agent', 'conversationnel'],
        texts: ['chatbot', 'agent conversationnel', 'assistant'],
        fixed: true,
        phrase: false,
      },
      { typed: ['immobilier'], texts: ['immobilier'], fixed: false, phrase: false },
    ]);
  });

  it('matches without accents or case and leaves quoted phrases alone', () => {
    expect(expandSynonyms(parseQuery('Intelligence Artificielle "IA"').segments, groups)).toEqual([
      {
        typed: ['intelligence', 'artificielle'],
        texts: ['ia', 'ai', 'intelligence artificielle'],
        fixed: true,
        phrase: false,
      },
      { typed: ['ia'], texts: ['ia'], fixed: true, phrase: true },
    ]);
  });

  it('keeps a word that only starts a multi-word term', () => {
    expect(expandSynonyms(parseQuery('agent vocal').segments, groups)).toEqual([
      { typed: ['agent'], texts: ['agent'], fixed: false, phrase: false },
      { typed: ['vocal'], texts: ['vocal'], fixed: false, phrase: false },
    ]);
  });
});
