import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { searchWords } from './normalize.ts';
import type { QuerySegment } from './parse-query.ts';

/** A group of interchangeable terms, each as its words ("agent conversationnel" → ['agent', 'conversationnel']). */
export type SynonymGroup = string[][];

const cacheMs = 5 * 60_000;
const cache = new WeakMap<Db, { at: number; groups: Promise<SynonymGroup[]> }>();

/** The synonym table (a few dozen rows), read once per database every 5 minutes. */
export function loadSynonyms(db: Db, now = Date.now()): Promise<SynonymGroup[]> {
  const hit = cache.get(db);
  if (hit && now - hit.at < cacheMs) return hit.groups;
  const groups = rows<{ terms: string[] }>(db, sql`select terms from search_synonyms order by id`).then((found) =>
    found.map((r) => r.terms.map(searchWords).filter((words) => words.length > 0)),
  );
  groups.catch(() => cache.delete(db));
  cache.set(db, { at: now, groups });
  return groups;
}

/** One required part of the query and the texts any of which satisfies it. */
export interface Alternatives {
  /** The words as typed (for corrections and messages). */
  typed: string[];
  texts: string[];
  /** True when the part came from a synonym group or a quoted phrase: no typo correction applies. */
  fixed: boolean;
  /** A quoted phrase: its words must follow each other. Other multi-word texts only need all their words. */
  phrase: boolean;
}

/**
 * Replaces each run of free words that spells a term of a synonym group with the whole group (longest term
 * first: "agent conversationnel" wins over "agent"). Quoted phrases are kept as typed.
 */
export function expandSynonyms(segments: QuerySegment[], groups: SynonymGroup[]): Alternatives[] {
  const out: Alternatives[] = [];
  let i = 0;
  while (i < segments.length) {
    const segment = segments[i] as QuerySegment;
    if (segment.exact) {
      out.push({ typed: segment.words, texts: [segment.words.join(' ')], fixed: true, phrase: true });
      i++;
      continue;
    }
    let best: { group: SynonymGroup; length: number } | undefined;
    for (const group of groups) {
      for (const term of group) {
        if (term.length > (best?.length ?? 0) && matchesAt(segments, i, term)) best = { group, length: term.length };
      }
    }
    if (best) {
      out.push({
        typed: segments.slice(i, i + best.length).flatMap((s) => s.words),
        texts: best.group.map((term) => term.join(' ')),
        fixed: true,
        phrase: false,
      });
      i += best.length;
    } else {
      out.push({ typed: segment.words, texts: [segment.words.join(' ')], fixed: false, phrase: false });
      i++;
    }
  }
  return out;
}

function matchesAt(segments: QuerySegment[], start: number, term: string[]): boolean {
  return term.every((word, k) => {
    const segment = segments[start + k];
    return segment !== undefined && !segment.exact && segment.words[0] === word;
  });
}
