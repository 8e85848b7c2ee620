/**
 * `node bench/sse-fanout.ts [--database postgres|pglite] [--streams 1000] [--record]`
 *
 * Live notifications fan-out (decision 0023): N users each hold one open `GET /api/v1/me/notifications/stream`
 * (Server-Sent Events) on ONE app instance served over HTTP on 127.0.0.1; then ONE statement inserts one
 * notification per user (an announcement), and the bench measures, for every stream, the time from the start of
 * that statement to the moment the `notification` event is read by the client. Target: p95 < 1 s.
 *
 * The instance is the Hono app without pages (as tests/setup/test-app.ts builds it: API, middleware, the
 * notification hub with its LISTEN connection), so no `npm run build` is needed; the clients run in the same
 * process and share its 2 cores, which makes the figures pessimistic. Sessions are made in the database (signed
 * cookies), since signing 1 000 users in over HTTP would hit the sign-in rate limit. The app's modules are loaded
 * through Vite, as the test runner loads them (the UI translations are bundled with `import.meta.glob`).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { appendFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { createServer as createVite } from 'vite';
import { type Database, openDatabase } from '../db/client.ts';
import { profiles, session, user } from '../db/schema/index.ts';
import type { createTestApp as CreateTestApp } from '../tests/setup/test-app.ts';
import { quantile } from './lib/checkout-load.ts';
import { backgroundLoad, gitRevision, machine } from './lib/report.ts';
import { sessionCookie } from './lib/sessions.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values: args } = parseArgs({
  options: {
    database: { type: 'string', default: 'postgres' },
    streams: { type: 'string', default: '1000' },
    record: { type: 'boolean', default: false },
  },
});
const streamCount = Number(args.streams);
if (!['postgres', 'pglite'].includes(args.database ?? '') || !(streamCount >= 1 && streamCount <= 20_000)) {
  console.error('--database postgres|pglite, --streams 1..20000');
  process.exit(2);
}
const log = (message: string) => console.log(`• ${message}`);
const deliveryTimeoutMs = 15_000;

async function open(): Promise<{ database: Database; version: string; drop: () => Promise<void> }> {
  if (args.database === 'pglite') {
    const database = await openDatabase({});
    await database.migrate();
    return { database, version: 'PGlite (embedded)', drop: async () => {} };
  }
  const server = 'postgres://postgres@127.0.0.1:5432';
  const name = 'deploia_bench_sse';
  const admin = postgres(`${server}/postgres`, { max: 1, onnotice: () => {} });
  const [row] = await admin<{ version: string }[]>`select version() as version`;
  await admin.unsafe(`drop database if exists ${name} with (force)`);
  await admin.unsafe(`create database ${name}`);
  await admin.end({ timeout: 5 });
  const database = await openDatabase({ url: `${server}/${name}`, maxConnections: 10 });
  await database.migrate();
  return {
    database,
    version: (row?.version ?? 'PostgreSQL').split(' on ')[0] ?? 'PostgreSQL',
    drop: async () => {
      const cleanup = postgres(`${server}/postgres`, { max: 1, onnotice: () => {} });
      await cleanup.unsafe(`drop database if exists ${name} with (force)`);
      await cleanup.end({ timeout: 5 });
    },
  };
}

/** N users with a session each, written in a few statements; answers their ids and signed session cookies. */
async function usersWithSessions(database: Database, secret: string) {
  const now = new Date();
  const people = Array.from({ length: streamCount }, (_, i) => ({
    id: randomUUID(),
    email: `sse${i}@bench.deploia.example`,
    token: randomBytes(24).toString('base64url'),
  }));
  for (let i = 0; i < people.length; i += 500) {
    const chunk = people.slice(i, i + 500);
    await database.db
      .insert(user)
      .values(chunk.map((p) => ({ id: p.id, email: p.email, name: p.email, emailVerified: true })));
    await database.db.insert(profiles).values(chunk.map((p) => ({ id: p.id, email: p.email, displayName: p.email })));
    await database.db.insert(session).values(
      chunk.map((p) => ({
        token: p.token,
        userId: p.id,
        expiresAt: new Date(now.getTime() + 3600_000),
        signedInAt: now,
      })),
    );
  }
  return people.map((p) => ({
    id: p.id,
    cookie: sessionCookie(p.token, secret),
  }));
}

interface Stream {
  ready: Promise<void>;
  delivered: Promise<number | null>;
  close(): void;
}

/** Opens one stream; `ready` once its `unread` event came, `delivered` the time its first `notification` came. */
function openStream(port: number, cookie: string, agent: http.Agent): Stream {
  let markReady = () => {};
  let fail: (error: Error) => void = () => {};
  let markDelivered: (at: number | null) => void = () => {};
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve;
    fail = reject;
  });
  const delivered = new Promise<number | null>((resolve) => {
    markDelivered = resolve;
  });
  let text = '';
  const req = http.get(
    { host: '127.0.0.1', port, path: '/api/v1/me/notifications/stream', headers: { cookie }, agent },
    (res) => {
      if (res.statusCode !== 200) {
        fail(new Error(`a stream answered ${res.statusCode}`));
        return;
      }
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
        if (text.includes('event: unread')) markReady();
        if (text.includes('event: notification')) {
          markDelivered(performance.now());
          text = '';
        } else if (text.length > 64 * 1024) text = text.slice(-1024);
      });
      res.on('end', () => markDelivered(null));
    },
  );
  req.on('error', (error) => {
    fail(error);
    markDelivered(null);
  });
  return { ready, delivered, close: () => req.destroy() };
}

const vite = await createVite({
  root,
  server: { middlewareMode: true, hmr: false },
  appType: 'custom',
  logLevel: 'error',
});
const { createTestApp } = (await vite.ssrLoadModule('/tests/setup/test-app.ts')) as {
  createTestApp: typeof CreateTestApp;
};
const { database, version, drop } = await open();
const testApp = await createTestApp(database);
const server = serve({ fetch: testApp.app.fetch, hostname: '127.0.0.1', port: 0 });
await new Promise((resolve) => server.once('listening', resolve));
const { port } = server.address() as { port: number };
const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });

try {
  const people = await usersWithSessions(database, testApp.deps.secret);
  log(`${streamCount} users with a session on ${version}; opening their streams on 127.0.0.1:${port}`);
  const openedAt = performance.now();
  // In waves of 100, as users arrive (1 000 connections at the same instant overflow the listen backlog).
  const streams: Stream[] = [];
  for (let i = 0; i < people.length; i += 100) {
    const wave = people.slice(i, i + 100).map((p) => openStream(port, p.cookie, agent));
    await Promise.all(wave.map((s) => s.ready));
    streams.push(...wave);
  }
  const openMs = performance.now() - openedAt;
  log(
    `${streamCount} streams open in ${openMs.toFixed(0)} ms (hub subscriptions: ${testApp.notificationHub.subscriptions})`,
  );
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const background = await backgroundLoad();

  // One statement: an announcement to every user.
  const started = performance.now();
  await database.db.execute(sql`
    insert into notifications (user_id, title, message, type, metadata)
    select id, 'Annonce', 'Nouvelle fonctionnalité : les notifications en direct.', 'info', '{"redirect_url":"/dashboard/notifications"}'
    from "user" where email like 'sse%@bench.deploia.example'`);
  const insertMs = performance.now() - started;
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), deliveryTimeoutMs));
  const arrivals = await Promise.all(streams.map((s) => Promise.race([s.delivered, timeout])));
  const latencies = arrivals.filter((at): at is number => at !== null).map((at) => at - started);
  for (const s of streams) s.close();

  const fmt = (ms: number) => (Number.isFinite(ms) ? ms.toFixed(0) : '—');
  const p = (q: number) => fmt(quantile(latencies, q));
  const max = fmt(Math.max(...latencies));
  const met = latencies.length === streamCount && quantile(latencies, 0.95) < 1_000;
  console.log(
    `\ndelivered ${latencies.length} of ${streamCount}; from the start of the INSERT (which took ${fmt(insertMs)} ms): p50 ${p(0.5)} ms, p95 ${p(0.95)} ms, p99 ${p(0.99)} ms, max ${max} ms — target p95 < 1 000 ms: ${met ? 'met' : 'NOT met'}`,
  );
  if (args.record) {
    const command = `node bench/sse-fanout.ts --database ${args.database} --streams ${streamCount} --record`;
    await appendFile(
      path.join(root, 'bench', 'RESULTS.md'),
      [
        '',
        `## ${new Date().toISOString()} — live notifications fan-out (SSE), ${args.database === 'pglite' ? 'PGlite (embedded)' : 'PostgreSQL'}, ${streamCount.toLocaleString('en-US')} streams`,
        '',
        `- Command: \`${command}\` (\`npm run bench:sse -- --database ${args.database}\`), git ${gitRevision(root)}`,
        `- Machine: ${machine()}; ${version}; before the insert: ${background.text}`,
        `- One app instance (API without pages, its notification hub with one LISTEN connection) on 127.0.0.1; ${streamCount} users each holding one open stream (all open in ${fmt(openMs)} ms); the clients run in the same process.`,
        `- One statement inserts one notification per user (${fmt(insertMs)} ms); latency = from the start of that statement to the event read by each client.`,
        '',
        '| streams | delivered | p50 ms | p95 ms | p99 ms | max ms | target p95 < 1 000 ms |',
        '| --: | --: | --: | --: | --: | --: | --- |',
        `| ${streamCount} | ${latencies.length} | ${p(0.5)} | ${p(0.95)} | ${p(0.99)} | ${max} | ${met ? 'met' : 'NOT met'} |`,
        '',
      ].join('\n'),
    );
    log('recorded in bench/RESULTS.md');
  }
} finally {
  agent.destroy();
  await testApp.close();
  await new Promise((resolve) => server.close(resolve));
  await database.close();
  await drop();
  await vite.close();
}
