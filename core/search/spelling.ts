import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { typoAllowance, typoDistance } from './edit-distance.ts';

/** What the catalogue's vocabulary says about a query word missing from it. */
export interface Spelling {
  /** Catalogue words within the word's typo allowance, closest first: searched along with the word. */
  corrections: string[];
  /** The closest catalogue word within two typos, for "did you mean …?". */
  suggestion?: string;
}

const neighbours = 8;

/**
 * Looks up the query words of 5 letters or more in `search_words` (one round trip): a known word needs nothing;
 * an unknown one gets its nearest trigram neighbours, kept when within the typo allowance.
 */
export async function checkSpelling(db: Db, words: string[]): Promise<Map<string, Spelling>> {
  const unique = [...new Set(words.filter((w) => typoAllowance(w) > 0))];
  if (unique.length === 0) return new Map();
  const found = await rows<{ word: string; near: string[] | null }>(
    db,
    sql`select q.word,
          case when exists (select 1 from search_words k where k.word = q.word) then null
          else array(select n.word from search_words n order by n.word <-> q.word limit ${neighbours}) end as near
        from unnest(string_to_array(${unique.join(' ')}, ' ')) as q(word)`,
  );
  const result = new Map<string, Spelling>();
  for (const { word, near } of found) {
    if (!near) continue;
    const ranked = near
      .map((candidate) => ({ candidate, distance: typoDistance(word, candidate, 2) }))
      .filter((c) => c.distance <= 2)
      .sort((a, b) => a.distance - b.distance);
    result.set(word, {
      corrections: ranked.filter((c) => c.distance <= typoAllowance(word)).map((c) => c.candidate),
      suggestion: ranked[0]?.candidate,
    });
  }
  return result;
}
