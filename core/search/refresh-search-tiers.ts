import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { forgetLexemeStatistics } from './lexeme-statistics.ts';

/** Size of the popular tier (`products.popular`): bounded whatever the size of the catalogue. */
export const popularProducts = 10_000;

/** Statistics older than this are refreshed (autovacuum keeps them on a server; nothing does on PGlite). */
const statisticsMaxAgeSeconds = 3600;

/**
 * The search's upkeep, run by the `search-upkeep` job every 5 minutes and after seeding: moves products in and out
 * of the popular tier as their "top" score changes (only those rows are written), and runs ANALYZE on products when
 * nothing did for an hour, so the relaxed search knows which words are common.
 */
export async function refreshSearchTiers(
  deps: { db: Db },
  options: { popular?: number; statistics?: 'when-stale' | 'skip' } = {},
): Promise<{ moved: number; analyzed: boolean }> {
  const { db } = deps;
  const [tier] = await rows<{ moved: number }>(
    db,
    sql`select refresh_popular_products(${options.popular ?? popularProducts}) as moved`,
  );
  if (options.statistics === 'skip') return { moved: Number(tier?.moved ?? 0), analyzed: false };
  const [stale] = await rows<{ stale: boolean }>(
    db,
    sql`select coalesce(greatest(last_analyze, last_autoanalyze) < now() - make_interval(secs => ${statisticsMaxAgeSeconds}), true) as stale
        from pg_stat_user_tables where relid = 'products'::regclass`,
  );
  const analyze = stale?.stale ?? true;
  if (analyze) {
    await db.execute(sql`analyze products`);
    forgetLexemeStatistics(db);
  }
  return { moved: Number(tier?.moved ?? 0), analyzed: analyze };
}
