import { describe, expect, it } from 'vitest';
import { type CompiledPlan, partLexemes, tsqueryText } from './tsquery.ts';

/** « pour avocats » read in French (stop word dropped), English, Spanish and German, and an exclusion. */
const compiled: CompiledPlan = {
  parts: [
    ["'chatbot'", "'chatbot'", "'chatbot'", "'chatbot'"],
    ["'avocat'", "'avocat'", "'avoc'", "'avocat'"],
    ['', "'pour'", "'pour'", "'pour'"],
  ],
  excluded: ["'whatsapp'", "'whatsapp'", "'whatsapp'", ''],
};

describe('tsqueryText', () => {
  it('ANDs the kept parts in each language, ORs the distinct readings and negates the exclusions', () => {
    expect(tsqueryText(compiled, [0, 1])).toBe(
      "(('chatbot') & ('avocat') & !('whatsapp')) | (('chatbot') & ('avoc') & !('whatsapp')) | (('chatbot') & ('avocat'))",
    );
  });

  it('reads a part a language drops as absent in that language only', () => {
    expect(tsqueryText(compiled, [2])).toBe("(('pour') & !('whatsapp')) | (('pour'))");
  });

  it('is undefined when no language keeps any word', () => {
    expect(tsqueryText({ parts: [['', '', '', '']], excluded: ['', '', '', ''] }, [0])).toBeUndefined();
  });
});

describe('partLexemes', () => {
  it('lists the lexemes of a part in every language once', () => {
    expect(partLexemes(compiled, 1)).toEqual(['avocat', 'avoc']);
  });
});
