/**
 * `node bench/file-store-streaming.ts [--mib 1024]`: a deliverable of N MiB uploaded to each file store and downloaded
 * back through HTTP (the store's stream answered by @hono/node-server, as /downloads does), on local disk and on a
 * local S3-compatible server (s3rver), sampling this process's RSS every 50 ms. Memory must stay flat: the peak
 * above the starting RSS is what one transfer costs, whatever the file's size.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import type { FileStore } from '../core/ports/file-store.ts';
import { localFileStore } from '../server/adapters/storage/local.ts';
import { s3FileStore } from '../server/adapters/storage/s3.ts';
import { startLocalS3 } from '../tests/support/s3-server.ts';

const { values } = parseArgs({ options: { mib: { type: 'string', default: '1024' } } });
const mib = Number(values.mib);
const chunk = new Uint8Array(1024 * 1024);

async function* deliverable() {
  for (let i = 0; i < mib; i++) {
    chunk.fill(i % 251);
    yield chunk;
  }
}

function rssSampler() {
  const start = process.memoryUsage().rss;
  let peak = start;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  return () => {
    clearInterval(timer);
    return { startMiB: start / 2 ** 20, peakAboveMiB: (peak - start) / 2 ** 20 };
  };
}

async function measure(name: string, store: FileStore) {
  global.gc?.();
  let sample = rssSampler();
  let started = performance.now();
  await store.putStream('bench/deliverable.zip', deliverable(), 'application/zip');
  const uploadSeconds = (performance.now() - started) / 1000;
  const upload = sample();

  const app = new Hono().get('/d', async (c) => {
    const file = await store.open('bench/deliverable.zip');
    return c.body(file!.body, 200, { 'Content-Length': String(file!.size) });
  });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as { port: number };
  global.gc?.();
  sample = rssSampler();
  started = performance.now();
  const response = await fetch(`http://127.0.0.1:${port}/d`);
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const part of response.body!) {
    hash.update(part);
    bytes += part.byteLength;
  }
  const downloadSeconds = (performance.now() - started) / 1000;
  const download = sample();
  server.close();
  if (bytes !== mib * 2 ** 20) throw new Error(`${name}: downloaded ${bytes} bytes of ${mib * 2 ** 20}`);
  await store.delete('bench/deliverable.zip');
  return {
    store: name,
    upload: `${(mib / uploadSeconds).toFixed(0)} MiB/s, RSS +${upload.peakAboveMiB.toFixed(0)} MiB`,
    download: `${(mib / downloadSeconds).toFixed(0)} MiB/s, RSS +${download.peakAboveMiB.toFixed(0)} MiB`,
    startRssMiB: upload.startMiB.toFixed(0),
  };
}

const root = await mkdtemp(path.join(tmpdir(), 'deploia-bench-store-'));
const s3 = await startLocalS3('deploia-bench');
try {
  const results = [
    await measure('local disk', localFileStore(root)),
    await measure('S3 (s3rver, loopback)', s3FileStore(s3.config)),
  ];
  console.log(`${mib} MiB deliverable, Node ${process.version}`);
  console.table(results);
} finally {
  await s3.stop();
  await rm(root, { recursive: true, force: true });
}
