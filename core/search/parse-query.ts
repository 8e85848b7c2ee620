import { searchWords } from './normalize.ts';

/** A run of query words: `exact` for a "quoted phrase", searched as typed (no synonym, no typo correction). */
export interface QuerySegment {
  words: string[];
  exact: boolean;
}

export interface ParsedQuery {
  segments: QuerySegment[];
  /** Words after a minus sign (`chatbot -whatsapp`): products holding them are left out. */
  excluded: string[];
}

/**
 * Reads what a buyer typed the way web search engines do: "quoted phrases" stay together, a leading minus excludes
 * a word, everything else is a free word. Punctuation and accents never matter.
 */
export function parseQuery(text: string): ParsedQuery {
  const segments: QuerySegment[] = [];
  const excluded: string[] = [];
  for (const [, phrase, word] of text.matchAll(/"([^"]*)"?|(\S+)/g)) {
    if (phrase !== undefined) {
      const words = searchWords(phrase);
      if (words.length > 0) segments.push({ words, exact: true });
    } else if (word?.startsWith('-') && word.length > 1) {
      excluded.push(...searchWords(word));
    } else {
      for (const w of searchWords(word ?? '')) segments.push({ words: [w], exact: false });
    }
  }
  return { segments, excluded };
}
