import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { typoAllowance, typoDistance } from './edit-distance.ts';
import { searchConfigs } from './tsquery.ts';

/** What the catalogue's vocabulary says about a query word. */
export interface Spelling {
  /** Some product's text holds the word as typed. */
  known: boolean;
  /** Catalogue words within the word's typo allowance, closest first: searched along with the word. */
  corrections: string[];
  /**
   * The closest catalogue word within two typos, for "did you mean …?". None when the word is another form of a
   * neighbour (« chatbots », « documentaires »): the same stem in one of the search languages finds it as typed.
   */
  suggestion?: string;
}

const neighbours = 8;

/**
 * Looks the query words up in `search_words` (one round trip). A known word needs nothing more; an unknown one of 5
 * letters or more gets its nearest trigram neighbours, kept when within the typo allowance, and whether one of
 * them shares its stem.
 */
export async function checkSpelling(db: Db, words: string[]): Promise<Map<string, Spelling>> {
  const unique = [...new Set(words)].filter((w) => w.length > 0);
  if (unique.length === 0) return new Map();
  const fuzzy = unique.filter((w) => typoAllowance(w) > 0);
  const configs = `{${searchConfigs.join(',')}}`;
  const found = await rows<{ word: string; known: boolean; near: string[] | null; inflected: boolean | null }>(
    db,
    sql`select q.word, k.word is not null as known, n.near, n.inflected
        from unnest(string_to_array(${unique.join(' ')}, ' ')) as q(word)
        left join search_words k on k.word = q.word
        left join lateral (
          select array_agg(c.word order by c.distance, c.word) as near,
            bool_or(exists (select 1 from unnest(${configs}::regconfig[]) as cfg(name)
                            where length(to_tsvector(cfg.name, q.word)) > 0
                              and strip(to_tsvector(cfg.name, c.word)) = strip(to_tsvector(cfg.name, q.word)))) as inflected
          from (select n.word, n.word <-> q.word as distance from search_words n
                where k.word is null and q.word = any(string_to_array(${fuzzy.join(' ')}, ' '))
                order by n.word <-> q.word limit ${neighbours}) c
        ) n on true`,
  );
  const result = new Map<string, Spelling>();
  for (const { word, known, near, inflected } of found) {
    const ranked = (near ?? [])
      .map((candidate) => ({ candidate, distance: typoDistance(word, candidate, 2) }))
      .filter((c) => c.distance <= 2)
      .sort((a, b) => a.distance - b.distance);
    result.set(word, {
      known,
      corrections: ranked.filter((c) => c.distance <= typoAllowance(word)).map((c) => c.candidate),
      ...(inflected ? {} : { suggestion: ranked[0]?.candidate }),
    });
  }
  return result;
}
