import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { typoAllowance, typoDistance } from './edit-distance.ts';

/** What the catalogue's vocabulary says about a query word. */
export interface Spelling {
  /** Some product's text holds the word as typed. */
  known: boolean;
  /** Catalogue words within the word's typo allowance, closest first: searched along with the word. */
  corrections: string[];
  /** The closest catalogue word within two typos, for "did you mean …?". */
  suggestion?: string;
}

const neighbours = 8;

/**
 * Looks the query words up in `search_words` (one round trip). A known word needs nothing more; an unknown one of 5
 * letters or more gets its nearest trigram neighbours, kept when within the typo allowance.
 */
export async function checkSpelling(db: Db, words: string[]): Promise<Map<string, Spelling>> {
  const unique = [...new Set(words)].filter((w) => w.length > 0);
  if (unique.length === 0) return new Map();
  const fuzzy = unique.filter((w) => typoAllowance(w) > 0);
  const found = await rows<{ word: string; known: boolean; near: string[] | null }>(
    db,
    sql`select q.word, k.word is not null as known,
          case when k.word is not null or not (q.word = any(string_to_array(${fuzzy.join(' ')}, ' '))) then null
          else array(select n.word from search_words n order by n.word <-> q.word limit ${neighbours}) end as near
        from unnest(string_to_array(${unique.join(' ')}, ' ')) as q(word)
        left join search_words k on k.word = q.word`,
  );
  const result = new Map<string, Spelling>();
  for (const { word, known, near } of found) {
    const ranked = (near ?? [])
      .map((candidate) => ({ candidate, distance: typoDistance(word, candidate, 2) }))
      .filter((c) => c.distance <= 2)
      .sort((a, b) => a.distance - b.distance);
    result.set(word, {
      known,
      corrections: ranked.filter((c) => c.distance <= typoAllowance(word)).map((c) => c.candidate),
      suggestion: ranked[0]?.candidate,
    });
  }
  return result;
}
