import type { Db } from '../../db/client.ts';
import { searchWords } from './normalize.ts';
import { parseQuery } from './parse-query.ts';
import { interpretQuery, type QueryIntent } from './query-intent.ts';
import { checkSpelling, type Spelling } from './spelling.ts';
import { type Alternatives, expandSynonyms, loadSynonyms } from './synonyms.ts';

/** One part of the query: any one of its texts satisfies it. */
export interface SearchPart {
  /** The words as typed (lower-case, unaccented), for saying which ones a relaxed search left out. */
  typed: string[];
  texts: string[];
  /** The texts' words must follow each other (a quoted phrase); otherwise they only need all be there. */
  phrase: boolean;
  /**
   * A catalogue word, or a word with corrections from the catalogue's vocabulary: some product holds it, which a
   * relaxed search then knows without counting its matches.
   */
  inVocabulary: boolean;
}

export interface SearchPlan extends QueryIntent {
  /** Every part must match; when too few products hold them all, the least informative are dropped one by one. */
  required: SearchPart[];
  excluded: string[];
  /** The query with each unknown word replaced by the closest catalogue word, when one differs. */
  suggestion?: string;
  /** A word of the suggestion was also searched (within the typo allowance): the results hold its correction. */
  corrected: boolean;
  /** Words read as an intent (« pas cher », « en français ») or as filler, not searched. */
  ignored: string[];
}

/** Turns what the buyer typed into what the database searches: intent, synonyms, typo corrections, exclusions. */
export async function planSearch(db: Db, q: string): Promise<SearchPlan> {
  const { segments, excluded, ignored, ...intent } = interpretQuery(parseQuery(q));
  const parts = expandSynonyms(segments, await loadSynonyms(db));
  const free = parts.filter((p) => !p.fixed).map((p) => p.typed[0] as string);
  const spelling = await checkSpelling(db, free);
  const required = parts.map((part) => {
    const word = part.fixed ? undefined : spelling.get(part.typed[0] as string);
    const corrections = word?.corrections.slice(0, 2) ?? [];
    return {
      typed: part.typed,
      texts: [...part.texts, ...corrections],
      phrase: part.phrase,
      inVocabulary: word !== undefined && (word.known || corrections.length > 0),
    };
  });
  const corrected = free.some((word) => {
    const found = spelling.get(word);
    return found?.suggestion !== undefined && found.corrections.length > 0;
  });
  return { required, excluded, ignored, ...intent, suggestion: suggestionOf(q, parts, spelling), corrected };
}

/** The query as typed, each misspelt free word replaced by its suggestion; undefined when none is. */
function suggestionOf(q: string, parts: Alternatives[], spelling: Map<string, Spelling>): string | undefined {
  const replacements = new Map<string, string>();
  for (const part of parts) {
    const better = part.fixed ? undefined : spelling.get(part.typed[0] as string)?.suggestion;
    if (better) replacements.set(part.typed[0] as string, better);
  }
  if (replacements.size === 0) return undefined;
  return q.replace(/[\p{L}\p{N}]+/gu, (token) => replacements.get(searchWords(token)[0] ?? '') ?? token);
}
