import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';

const cacheMs = 10 * 60_000;
const cache = new WeakMap<Db, { at: number; frequencies: Promise<Map<string, number>> }>();

/**
 * The share of products holding each common lexeme of `products.search`, from PostgreSQL's own statistics
 * (`pg_stats.most_common_elems`, kept by ANALYZE: autovacuum on a server, the seed and the search upkeep job on the
 * embedded database). A lexeme missing from the list is rarer than every listed one. Read once per database every
 * 10 minutes; without statistics every word counts as rare.
 */
export function loadLexemeFrequencies(db: Db, now = Date.now()): Promise<Map<string, number>> {
  const hit = cache.get(db);
  if (hit && now - hit.at < cacheMs) return hit.frequencies;
  const frequencies = rows<{ elems: string[] | null; freqs: number[] | null }>(
    db,
    sql`select most_common_elems::text::text[] as elems, most_common_elem_freqs::float8[] as freqs
        from pg_stats where schemaname = current_schema() and tablename = 'products' and attname = 'search'`,
  ).then(([stats]) => new Map((stats?.elems ?? []).map((lexeme, i) => [lexeme, Number(stats?.freqs?.[i] ?? 0)])));
  frequencies.catch(() => cache.delete(db));
  cache.set(db, { at: now, frequencies });
  return frequencies;
}

/** Forgets the cached statistics of a database (after ANALYZE in tests and in the upkeep job). */
export function forgetLexemeFrequencies(db: Db): void {
  cache.delete(db);
}
