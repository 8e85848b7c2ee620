/**
 * `node bench/load-balanced.ts [--products 1000] [--duration 10]`: the cold product page and search through nginx
 * with 1, 2 and 3 Déploia instances on one PostgreSQL database, in the same run (issue 18). The response cache is
 * off; requests go through the catalogue's products and the search queries in turn. On a 2-core machine the instances, nginx, PostgreSQL and
 * the load generator share the same cores: the gain from more instances is bounded by the machine, not by Déploia.
 */
import { parseArgs } from 'node:util';
import { startNginx } from '../tests/support/nginx.ts';
import { openPrepared, preparePostgres } from './lib/database.ts';
import { runLoad, type Scenario } from './lib/load.ts';
import { defaultQuerySeed } from './lib/long-tail.ts';
import { stopAll } from './lib/process.ts';
import { searchPath, searchQueries } from './lib/queries.ts';
import { freePort, startServer } from './lib/server.ts';
import { sampleProductSlugs } from './lib/visitors.ts';

const { values } = parseArgs({
  options: { products: { type: 'string', default: '1000' }, duration: { type: 'string', default: '10' } },
});
const root = process.cwd();
const prepared = await preparePostgres(root, Number(values.products));
const handle = await openPrepared(prepared);
const slugs = await sampleProductSlugs(handle.db, 5_000, defaultQuerySeed);
await handle.close();

const scenarios: Scenario[] = [
  {
    name: `product page (${slugs.length} products in turn)`,
    paths: slugs.map((slug) => `/product/${encodeURIComponent(slug)}`),
  },
  { name: `search API (${searchQueries.length} queries in turn)`, paths: searchQueries.map(searchPath) },
];
const env = { ...prepared.env, RESPONSE_CACHE_SECONDS: '0', WEB_CONCURRENCY: '1' };
const instances = [];
for (let i = 0; i < 3; i++) instances.push(await startServer(root, env));
const ports = instances.map((instance) => Number(new URL(instance.origin).port));

const rows: string[] = [];
try {
  for (const count of [1, 2, 3]) {
    const balancer = await startNginx({ port: await freePort(), upstreams: ports.slice(0, count) });
    try {
      for (const scenario of scenarios) {
        const options = {
          origin: balancer.origin,
          connections: 20,
          duration: Number(values.duration),
          headers: { 'accept-encoding': 'gzip, deflate, br' },
        };
        await runLoad(scenario, options, 3); // warm-up: JIT, pools, plans
        const result = await runLoad(scenario, options);
        rows.push(
          `| ${count} | ${scenario.name} | ${result.rps.toFixed(0)} | ${result.p50.toFixed(0)} | ${result.p95.toFixed(0)} | ${result.non2xx + result.errors} |`,
        );
        console.log(rows.at(-1));
      }
    } finally {
      await balancer.stop();
    }
  }
} finally {
  await Promise.all(instances.map((instance) => instance.stop()));
  await stopAll();
}
console.log(
  `\n| instances | route | req/s | p50 ms | p95 ms | errors |\n| ---: | --- | ---: | ---: | ---: | ---: |\n${rows.join('\n')}`,
);
