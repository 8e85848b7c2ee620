/**
 * `node bench/checkout.ts [--database postgres] [--buyers 8] [--connections 8] [--duration 15] [--record]`
 *
 * Checkout throughput and webhook handling on the production build (run `npm run build` first), on PostgreSQL:
 * a copy of the seeded demo catalogue (deploia_bench_161) as `deploia_bench_checkout`, N buyers signed in over
 * HTTP, then (a) POST /api/v1/checkout in a closed loop for --duration seconds, (b) one correctly signed
 * `checkout.completed` webhook per order placed (the paying path: licences, ledger, invoice, notifications),
 * (c) the same webhooks again (the duplicate path). See bench/README.md.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { appendFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { openDatabase } from '../db/client.ts';
import { createUser } from '../db/factories/users.ts';
import { rows } from '../db/rows.ts';
import { sandboxWebhookRequest } from '../server/jobs/deliver-sandbox-event.ts';
import { freePort, signInOverHttp, startAppServer } from '../tests/support/app-server.ts';
import { sandboxCheckoutFields } from '../tests/support/checkout-fields.ts';
import {
  checkoutMarkdownTable,
  checkoutTextTable,
  closedLoop,
  type LoadSummary,
  quantile,
  summarise,
} from './lib/checkout-load.ts';
import { preparePostgres } from './lib/database.ts';
import { backgroundLoad, gitRevision, machine } from './lib/report.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values: args } = parseArgs({
  options: {
    database: { type: 'string', default: 'postgres' },
    buyers: { type: 'string', default: '8' },
    connections: { type: 'string', default: '8' },
    duration: { type: 'string', default: '15' },
    record: { type: 'boolean', default: false },
  },
});
if (args.database !== 'postgres') {
  console.error('bench/checkout.ts measures PostgreSQL only (--database postgres).');
  process.exit(2);
}
const buyerCount = Number(args.buyers);
const connections = Number(args.connections);
const duration = Number(args.duration);
// Sign-in allows 10 attempts per 15 minutes from one address.
if (!(buyerCount >= 1 && buyerCount <= 10) || !(connections >= 1) || !(duration >= 1)) {
  console.error('--buyers 1..10, --connections ≥ 1, --duration ≥ 1 (seconds)');
  process.exit(2);
}
const buildDir = process.env.BUILD_DIR || 'build';
if (!existsSync(path.join(root, buildDir, 'server', 'index.js'))) {
  console.error(`${buildDir}/server/index.js is missing: run \`npm run build\` first.`);
  process.exit(1);
}

const log = (message: string) => console.log(`• ${message}`);
const password = `Bench-${randomBytes(9).toString('base64url')}`;
const secret = randomBytes(32).toString('base64url');

// A fresh copy of the seeded demo catalogue, so that every run starts with no orders and no sign-in attempts.
const prepared = await preparePostgres(root, 161);
const name = 'deploia_bench_checkout';
const admin = postgres('postgres://postgres@127.0.0.1:5432/postgres', { max: 1, onnotice: () => {} });
await admin.unsafe(`drop database if exists ${name} with (force)`);
await admin.unsafe(`create database ${name} template deploia_bench_161`);
await admin.end({ timeout: 5 });
const url = `postgres://postgres@127.0.0.1:5432/${name}`;

const database = await openDatabase({ url, maxConnections: 2 });
const emails: string[] = [];
for (let i = 0; i < buyerCount; i++) emails.push((await createUser(database.db, { password })).email);
const productIds = (
  await rows<{ id: string }>(
    database.db,
    sql`select id from products where status = 'published' and billing = 'one_time' order by slug limit 40`,
  )
).map((p) => p.id);
log(`${name}: ${buyerCount} buyers, ${productIds.length} one-off products to buy`);

const background = await backgroundLoad();
const server = await startAppServer({
  port: await freePort(),
  env: { BUILD_DIR: buildDir, DATABASE_URL: url, DATA_DIR: prepared.env.DATA_DIR, SEED_DEMO: '0', AUTH_SECRET: secret },
});
const origin = server.origin;
log(`server ready on ${origin}`);

try {
  const cookies = await Promise.all(emails.map((email) => signInOverHttp(origin, email, password)));

  const pick = (i: number, k: number) => productIds[(i * 7 + k * 13) % productIds.length]!;
  const placeOne = async (i: number) => {
    const lines = Array.from({ length: 1 + (i % 3) }, (_, k) => ({
      productId: pick(i, k),
      quantity: 1 + (i % 4 === 0 ? 1 : 0),
    }));
    const unique = [...new Map(lines.map((l) => [l.productId, l])).values()];
    const res = await fetch(`${origin}/api/v1/checkout`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: cookies[i % cookies.length]!,
        origin,
        'idempotency-key': randomUUID(),
      },
      body: JSON.stringify({ ...sandboxCheckoutFields, lines: unique }),
    });
    await res.arrayBuffer();
    return { status: res.status, ok: res.status === 201 };
  };

  // Warm-up (JIT, pools), then the measured window.
  const warm = performance.now();
  await closedLoop(connections, () => performance.now() - warm > 3_000, placeOne);
  const measuredFrom = new Date();
  const end = performance.now() + duration * 1000;
  const placing = summarise(
    'POST /api/v1/checkout',
    await closedLoop(connections, () => performance.now() > end, placeOne),
  );
  log(`placed ${placing.count} orders in ${placing.seconds.toFixed(1)} s`);

  const orders = await rows<{ id: string; total_cents: number; checkout: string }>(
    database.db,
    sql`select o.id, o.total_cents, p.provider_ref as checkout from orders o join payments p on p.order_id = o.id
        where o.status = 'pending_payment' and o.created_at >= ${measuredFrom.toISOString()}::timestamptz`,
  );
  const events = orders.map((o) => ({
    id: `evt_sbx_bench_${randomBytes(8).toString('hex')}`,
    type: 'checkout.completed',
    data: { checkout: o.checkout, amount: o.total_cents },
    createdAt: new Date(),
  }));
  const outcomes = new Map<string, number>();
  const deliver = async (i: number) => {
    const { body, headers } = sandboxWebhookRequest(secret, events[i]!, new Date());
    const res = await fetch(`${origin}/webhooks/sandbox`, { method: 'POST', body, headers });
    const outcome = ((await res.json()) as { outcome?: string }).outcome ?? `HTTP ${res.status}`;
    outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
    return { status: res.status, ok: res.status === 200 };
  };
  const paying = summarise(
    'webhook checkout.completed (pays)',
    await closedLoop(connections, (sent) => sent >= events.length, deliver),
  );
  const duplicate = summarise(
    'webhook again (duplicate)',
    await closedLoop(connections, (sent) => sent >= events.length, deliver),
  );
  const serverSide = await rows<{ outcome: string; duration_ms: number }>(
    database.db,
    sql`select outcome, duration_ms from webhook_deliveries where created_at >= ${measuredFrom.toISOString()}::timestamptz`,
  );
  const handled = (outcome: string) => serverSide.filter((d) => d.outcome === outcome).map((d) => d.duration_ms);
  const [paid] = await rows<{ n: number }>(
    database.db,
    // The demo catalogue comes with paid orders of its own: only the orders of this run are counted.
    sql`select count(*)::int as n from orders
        where status = 'paid' and created_at >= ${measuredFrom.toISOString()}::timestamptz`,
  );

  const results: LoadSummary[] = [placing, paying, duplicate];
  const inServer = (outcome: string) => {
    const values = handled(outcome);
    return `${outcome}: p50 ${quantile(values, 0.5)} ms, p95 ${quantile(values, 0.95)} ms, p99 ${quantile(values, 0.99)} ms (${values.length})`;
  };
  const notes = [
    `orders paid by the webhooks: ${paid?.n} of ${events.length}; outcomes ${JSON.stringify(Object.fromEntries(outcomes))}`,
    `handling time measured inside the server (webhook_deliveries.duration_ms): ${inServer('paid')}; ${inServer('duplicate')}`,
  ];
  console.log(`\n${checkoutTextTable(results)}\n\n${notes.join('\n')}\n`);

  if (args.record) {
    const [version] = await rows<{ version: string }>(database.db, sql`select version()`);
    const command = `node bench/checkout.ts ${process.argv.slice(2).join(' ')}`.trim();
    const section = [
      `\n## ${new Date().toISOString()} — checkout and webhooks, PostgreSQL, demo catalogue (161 products)`,
      '',
      `- Command: \`${command}\` (after \`npm run build\`), git ${gitRevision(root)}`,
      `- Machine: ${machine()}; ${version?.version.replace(/ on .*$/, '').replace(/,.*$/, '')}`,
      `- ${buyerCount} buyers signed in, ${connections} connections (closed loop), ${duration} s measured after 3 s of warm-up; before the start: ${background.text}`,
      "- Orders of 1 to 3 one-off products (some with 2 seats), country FR; each webhook signed at sending like the sandbox's.",
      '',
      checkoutMarkdownTable(results),
      '',
      ...notes.map((note) => `- ${note}`),
      '',
    ].join('\n');
    await appendFile(path.join(root, 'bench', 'RESULTS.md'), section);
    log('recorded in bench/RESULTS.md');
  }
} finally {
  await server.stop();
  await database.close();
}
