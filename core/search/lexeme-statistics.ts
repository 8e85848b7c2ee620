import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';

const cacheMs = 10 * 60_000;

/** What PostgreSQL's statistics say of the catalogue's text. */
export interface LexemeStatistics {
  /** Share of products holding each common lexeme. */
  frequencies: Map<string, number>;
  /** Products counted by the last ANALYZE (0 when never analyzed). */
  products: number;
}

const cache = new WeakMap<Db, { at: number; statistics: Promise<LexemeStatistics> }>();

/**
 * The share of products holding each common lexeme of `products.search`, and the number of products, from PostgreSQL's own statistics
 * (`pg_stats.most_common_elems`, kept by ANALYZE: autovacuum on a server, the seed and the search upkeep job on the
 * embedded database). A lexeme missing from the list is rarer than every listed one. Read once per database every
 * 10 minutes; without statistics every word counts as rare.
 */
export function loadLexemeStatistics(db: Db, now = Date.now()): Promise<LexemeStatistics> {
  const hit = cache.get(db);
  if (hit && now - hit.at < cacheMs) return hit.statistics;
  const statistics = rows<{ elems: string[] | null; freqs: number[] | null; products: number }>(
    db,
    sql`select s.most_common_elems::text::text[] as elems, s.most_common_elem_freqs::float8[] as freqs,
               greatest(c.reltuples, 0)::float8 as products
        from pg_class c
        left join pg_stats s on s.schemaname = current_schema() and s.tablename = 'products' and s.attname = 'search'
        where c.oid = 'products'::regclass`,
  ).then(([stats]) => ({
    frequencies: new Map((stats?.elems ?? []).map((lexeme, i) => [lexeme, Number(stats?.freqs?.[i] ?? 0)])),
    products: Number(stats?.products ?? 0),
  }));
  statistics.catch(() => cache.delete(db));
  cache.set(db, { at: now, statistics });
  return statistics;
}

/** Forgets the cached statistics of a database (after ANALYZE in tests and in the upkeep job). */
export function forgetLexemeStatistics(db: Db): void {
  cache.delete(db);
}
