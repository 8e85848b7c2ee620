import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import type { Locale } from '../../i18n/config.ts';
import { loadLexemeStatistics } from './lexeme-statistics.ts';
import type { SearchPlan } from './plan-search.ts';
import { type CompiledPlan, compilePlan, partLexemes, tsqueryText } from './tsquery.ts';

export interface SearchLimits {
  /** Matches read per relaxation step; a query with more is broad, answered from a bounded set. */
  candidates: number;
  /** Fewer products than this holding every kept word: the next least informative word is dropped. */
  enough: number;
  /** Best matches of the popular tier a broad query reads (and ranks). */
  popular: number;
}

export const defaultSearchLimits: SearchLimits = { candidates: 1000, enough: 12, popular: 300 };

/** A step whose estimated matches exceed this many times the bound is broad without reading them. */
const clearlyBroad = 4;

/** What ranking, sorting, filtering and facets need of a matching product: no text, no join. */
export interface Candidate {
  id: string;
  /** 0 for products holding every word, then one more for each word dropped. */
  tier: number;
  rank: number;
  top_score: number | null;
  price_cents: number;
  published_at: string | null;
  rating_avg: number;
  rating_count: number;
  category_id: string;
  billing: 'one_time' | 'monthly' | 'yearly';
  language: Locale;
}

/** The listing's filters, both as SQL conditions on `products p` and as a test of a candidate: the same rules. */
export interface CandidateFilter {
  sql: SQL[];
  passes: (candidate: Candidate) => boolean;
}

export interface SearchMatches {
  candidates: Candidate[];
  /** More products pass the filters than were read: the total is a lower bound, facets describe the bounded set. */
  approximate: boolean;
  /** With `approximate`: how many products the broad step matches, estimated from the statistics (else the bound). */
  estimate?: number;
  /** The words left out to find `candidates`, least informative first (each part's words as typed). */
  dropped: string[][];
}

const plainColumns = sql`p.id, p.top_score, p.price_cents, p.published_at, p.rating_avg, p.rating_count,
  p.category_id, p.billing, p.language`;
const candidateColumns = (tsquery: SQL) => sql`${plainColumns}, ts_rank(p.rank_vector, ${tsquery}, 32) as rank`;

type CandidateRow = Omit<Candidate, 'tier'>;

/**
 * The products matching a search plan, as a bounded candidate set.
 *
 * Every kept word must match (Meilisearch's and Algolia's default). When fewer than `enough` products hold them all,
 * the least informative part (one no product holds, else the commonest in the catalogue per PostgreSQL's statistics;
 * the last typed on a tie) is dropped, then the next, down to one part: never a match on any single word over the whole catalogue. Quoted
 * phrases are never dropped. Products holding more of the words come first (their `tier` is lower).
 *
 * Each step reads at most `candidates + 1` matches through the GIN index, in no particular order. A step that finds
 * more is broad: its candidates are then those read plus the best-ranked matches among the popular products (the
 * `products.popular` tier, a partial index kept by the search upkeep job), plus, when filters are set, the matches
 * passing them, so what a buyer sees first is never an arbitrary sample. Work per request is bounded whatever the
 * size of the catalogue.
 */
export async function searchMatches(
  db: Db,
  plan: SearchPlan,
  filter: CandidateFilter,
  limits: SearchLimits = defaultSearchLimits,
): Promise<SearchMatches> {
  const [compiled, statistics] = await Promise.all([compilePlan(db, plan), loadLexemeStatistics(db)]);
  const frequency = (part: number) =>
    Math.max(0, ...partLexemes(compiled, part).map((l) => statistics.frequencies.get(l) ?? 0));
  let order: number[] | undefined;
  const kept = plan.required.map((_, i) => i);
  const found = new Map<string, Candidate>();
  const dropped: string[][] = [];
  let approximate = false;
  let estimate: number | undefined;

  for (let tier = 0; ; tier++) {
    const text = tsqueryText(compiled, kept);
    if (text !== undefined) {
      // Independent words: the share of products holding them all is the product of their shares.
      const expected = statistics.products * kept.reduce((share, part) => share * frequency(part), 1);
      const step = await readStep(db, sql`${text}::tsquery`, filter.sql, limits, expected);
      for (const row of step.rows) if (!found.has(row.id)) found.set(row.id, { ...row, tier });
      if (step.broad) {
        approximate = step.approximate;
        estimate = Math.max(expected, limits.candidates);
        break;
      }
    }
    const passing = [...found.values()].filter(filter.passes).length;
    if (passing >= limits.enough || kept.length <= 1) break;
    order ??= relaxationOrder(plan, frequency, await matchingNothing(db, plan, compiled, kept, frequency));
    const next = order.shift();
    if (next === undefined) break;
    kept.splice(kept.indexOf(next), 1);
    dropped.push(plan.required[next]?.typed ?? []);
  }
  return { candidates: [...found.values()], approximate, ...(approximate ? { estimate } : {}), dropped };
}

/**
 * One relaxation step. Expected to match more than `clearlyBroad` times the bound, it reads no arbitrary matches:
 * only the popular tier's best and, with filters, the matches passing them. Otherwise it reads up to the bound
 * (every match of a narrow query) and turns broad when there are more. `approximate` when the products passing the
 * filters may be more than were read.
 */
async function readStep(db: Db, tsquery: SQL, filters: SQL[], limits: SearchLimits, expected: number) {
  const bound = limits.candidates;
  const matching = sql`p.status = 'published' and p.search @@ ${tsquery}`;
  const read =
    expected > clearlyBroad * bound
      ? []
      : await rows<CandidateRow>(
          db,
          sql`select ${candidateColumns(tsquery)} from products p where ${matching} limit ${bound + 1}`,
        );
  if (expected <= clearlyBroad * bound && read.length <= bound) return { rows: read, broad: false, approximate: false };
  const [popular, filtered] = await Promise.all([
    // Ordered by the "top" score through the partial index, then only the best few ranked (ts_rank is the cost).
    rows<CandidateRow>(
      db,
      sql`select ${plainColumns}, ts_rank(p.rank_vector, ${tsquery}, 32) as rank
          from (select ${plainColumns}, p.rank_vector from products p where p.popular and ${matching}
                order by p.top_score desc nulls last limit ${limits.popular}) p`,
    ),
    filters.length > 0
      ? rows<CandidateRow>(
          db,
          sql`select ${candidateColumns(tsquery)} from products p where ${sql.join([matching, ...filters], sql` and `)}
              limit ${bound + 1}`,
        )
      : Promise.resolve([]),
  ]);
  return {
    rows: [...popular, ...filtered.slice(0, bound), ...read.slice(0, bound)],
    broad: true,
    approximate: filters.length === 0 || filtered.length > bound,
  };
}

/**
 * The parts no published product holds on its own (a word the catalogue does not know), in one round trip. A part
 * among the statistics' common lexemes, or whose word the vocabulary holds, matches something. Only the others are
 * counted: words unknown to the catalogue, so their matches through the GIN index are few (`exists` would let the
 * planner hope for an early hit in a scan of the whole table). Counting the vocabulary's rarer words instead cost
 * 70 ms a query at 1 000 000 products, where a lexeme below the statistics' cutoff may still match 8 000.
 */
async function matchingNothing(
  db: Db,
  plan: SearchPlan,
  compiled: CompiledPlan,
  parts: number[],
  frequency: (part: number) => number,
): Promise<Set<number>> {
  const rare = parts.filter((part) => frequency(part) === 0 && !plan.required[part]?.inVocabulary);
  if (rare.length === 0) return new Set();
  const checks = rare.map((part) => {
    const text = tsqueryText(compiled, [part]);
    return text === undefined
      ? sql`0`
      : sql`(select count(*) from products p where p.status = 'published' and p.search @@ ${text}::tsquery)`;
  });
  const [row] = await rows<{ found: (number | string)[] }>(
    db,
    sql`select array[${sql.join(checks, sql`, `)}]::bigint[] as found`,
  );
  return new Set(rare.filter((_, i) => Number(row?.found[i] ?? 0) === 0));
}

/**
 * The parts in the order a relaxed search drops them: those matching nothing first, then the commonest, the last
 * typed first among equals. Quoted phrases stay.
 */
function relaxationOrder(plan: SearchPlan, frequency: (part: number) => number, nothing: Set<number>): number[] {
  return plan.required
    .map((part, index) => ({
      index,
      phrase: part.phrase,
      frequency: nothing.has(index) ? Number.POSITIVE_INFINITY : frequency(index),
    }))
    .filter((p) => !p.phrase)
    .sort((a, b) => b.frequency - a.frequency || b.index - a.index)
    .map((p) => p.index);
}
