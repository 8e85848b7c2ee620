import { describe, expect, it } from 'vitest';
import { parseQuery } from './parse-query.ts';

describe('parseQuery', () => {
  it('splits free words, without accents or case', () => {
    expect(parseQuery('Générateur  d’IMAGES')).toEqual({
      segments: [
        { words: ['generateur'], exact: false },
        { words: ['d'], exact: false },
        { words: ['images'], exact: false },
      ],
      excluded: [],
    });
  });

  it('keeps quoted phrases together and reads a leading minus as an exclusion', () => {
    expect(parseQuery('"support client" -whatsapp chatbot')).toEqual({
      segments: [
        { words: ['support', 'client'], exact: true },
        { words: ['chatbot'], exact: false },
      ],
      excluded: ['whatsapp'],
    });
  });

  it('treats an unclosed quote as a phrase to the end, and ignores symbols', () => {
    expect(parseQuery('"agent vocal')).toEqual({
      segments: [{ words: ['agent', 'vocal'], exact: true }],
      excluded: [],
    });
    expect(parseQuery("'; DROP TABLE products; -- 🤖")).toEqual({
      segments: [
        { words: ['drop'], exact: false },
        { words: ['table'], exact: false },
        { words: ['products'], exact: false },
      ],
      excluded: [],
    });
  });
});
