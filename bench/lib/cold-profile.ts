import type { BenchArgs } from './args.ts';
import { defaultCatalogueSize, openPrepared, type PreparedDatabase } from './database.ts';
import type { Scenario } from './load.ts';
import { defaultQuerySeed, longTailPrefixes, longTailQueries } from './long-tail.ts';
import { searchPath, suggestPath } from './queries.ts';
import { names } from './report.ts';
import { sampleProductSlugs, signInBuyers } from './visitors.ts';

/**
 * Random products drawn for the two product page rows together: about 12 000 each, more than 20 connections make
 * in 13 s at 900 req/s, so no product is requested twice at 100 000 products and up.
 */
const sampledProducts = 24_000;

export interface ColdProfile {
  scenarios: Scenario[];
  /** What the product page rows request, in words. */
  productPages: string;
  /** The workload in words, one line each, for the report. */
  workload: string[];
}

/**
 * A scenario whose first paths (the warm-up's share of the run time) are requested during the warm-up only, so that
 * the measured requests are each product's or query's first.
 */
function scenario(name: string, paths: string[], args: BenchArgs, cookies?: string[]): Scenario {
  const share = args.warmup / (args.warmup + args.duration);
  const cut = paths.length > 1 ? Math.round(paths.length * share) : 0;
  return { name, paths: paths.slice(cut), warmupPaths: cut > 0 ? paths.slice(0, cut) : undefined, cookies };
}

/**
 * The cold, long-tail profile (issue 15): reads random product slugs from the database and signs the buyers with
 * the most paid orders in there (one per connection), before the server starts (PGlite admits one process), then
 * builds the rows. `secret` is the AUTH_SECRET the server will be given.
 */
export async function prepareColdProfile(
  database: PreparedDatabase,
  args: BenchArgs,
  secret: string,
): Promise<ColdProfile> {
  if (database.kind === 'pglite' && database.env.SEED_DEMO === 'true' && !database.reused) {
    throw new Error(
      `the server seeds the ${defaultCatalogueSize}-product PGlite catalogue at its first start, after the cold profile ` +
        'reads it: run `npm run bench` once first, or pass --products with another size',
    );
  }
  const handle = await openPrepared(database);
  let slugs: string[];
  let buyers: Awaited<ReturnType<typeof signInBuyers>>;
  try {
    slugs = await sampleProductSlugs(handle.db, sampledProducts, defaultQuerySeed);
    buyers = await signInBuyers(handle.db, secret, args.connections);
  } finally {
    await handle.close();
  }
  if (slugs.length === 0) throw new Error('no published product in the database to request');

  const productPaths = slugs.map((slug) => `/product/${encodeURIComponent(slug)}`);
  const half = Math.ceil(productPaths.length / 2);
  const queries = longTailQueries().map((query) => query.q);
  const prefixes = longTailPrefixes(queries);
  const scenarios: Scenario[] = [
    { name: names.healthz, paths: ['/healthz'] },
    { name: names.landing, paths: ['/'] },
    { name: names.market, paths: ['/market'] },
    scenario(names.randomProduct, productPaths.slice(0, half), args),
    { name: names.search, paths: [searchPath('chatbot')] },
    scenario(names.longTail, queries.map(searchPath), args),
    scenario(names.longTailSuggest, prefixes.map(suggestPath), args),
    scenario(names.signedInProduct, productPaths.slice(half), args, buyers.cookies),
    scenario(names.dashboard, ['/dashboard'], args, buyers.cookies),
    scenario(names.purchases, ['/dashboard/purchases'], args, buyers.cookies),
  ];
  const fewest = Math.min(...buyers.orders);
  const most = Math.max(...buyers.orders);
  const count = (n: number) => n.toLocaleString('en-US');
  return {
    scenarios,
    productPages: `${count(slugs.length)} random products of the whole catalogue, half for each product row (anonymous, signed in)`,
    workload: [
      `Long tail: ${count(queries.length)} generated buyer queries (need × domain × modifier, a third without accents, a quarter with a typo; bench/lib/long-tail.ts), ${count(prefixes.length)} distinct suggestion prefixes of them (2 to 7 letters)`,
      `Signed in: ${buyers.cookies.length} buyers with ${fewest === most ? fewest : `${fewest} to ${most}`} paid orders each, one per connection (sessions made in the database)`,
      `Warm-up on products, queries and prefixes of its own: the measured requests are each one's first`,
    ],
  };
}
