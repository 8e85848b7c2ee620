import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDownloadLink } from '../../core/delivery/create-download-link.ts';
import { downloadFile } from '../../core/delivery/download-file.ts';
import type { Database } from '../../db/client.ts';
import { createDeliverable, createLicences } from '../../db/factories/delivery.ts';
import { buildViewer, createPaidOrder, createProduct, createUser } from '../../db/factories/index.ts';
import { createApp } from '../../server/app.ts';
import { createTestApp } from '../setup/test-app.ts';
import type { TestApp } from '../setup/test-app-hooks.ts';
import { openTestDatabase } from '../setup/test-database.ts';
import { type LocalS3, startLocalS3 } from '../support/s3-server.ts';

let s3: LocalS3;
let database: Database;
let testApp: TestApp;
let presigning: TestApp;

beforeAll(async () => {
  s3 = await startLocalS3();
  database = await openTestDatabase();
  testApp = await createTestApp(database, s3.env);
  presigning = await createTestApp(database, { ...s3.env, S3_PRESIGNED_DOWNLOADS: '1' });
});
afterAll(async () => {
  await testApp?.close();
  await presigning?.close();
  await database?.close();
  await s3?.stop().catch(() => {});
});

const request = { ip: '203.0.113.9', userAgent: 'Vitest' };

/** A product with a release archive in the bucket, and a buyer holding its licence. */
async function purchase(app: TestApp) {
  const product = await createProduct(database.db);
  const deliverable = await createDeliverable(app.deps, product);
  const user = await createUser(database.db);
  const viewer = buildViewer({ userId: user.id, email: user.email });
  const { items } = await createPaidOrder(database.db, {
    buyerId: user.id,
    lines: [
      { productId: product.id, sellerId: product.sellerId, title: product.title, unitPriceCents: 4900, quantity: 1 },
    ],
  });
  await createLicences(database.db, items[0]!, user.id);
  const link = await createDownloadLink(app.deps, viewer, { fileId: deliverable.file.id });
  return { viewer, deliverable, token: link.url.slice('/downloads/'.length) };
}

describe('Déploia on an S3-compatible bucket', () => {
  it('keeps deliverables in the bucket and streams a paid download through the app', async () => {
    const { viewer, deliverable, token } = await purchase(testApp);
    expect(await testApp.deps.files.exists(deliverable.file.storageKey)).toBe(true);
    const served = await downloadFile(testApp.deps, viewer, token, request);
    if (served.kind !== 'stream') throw new Error('without S3_PRESIGNED_DOWNLOADS the app streams the file');
    expect(served.headers['Content-Length']).toBe(String(deliverable.body.byteLength));
    expect(Buffer.from(await new Response(served.body).arrayBuffer()).equals(Buffer.from(deliverable.body))).toBe(true);
  });

  it('sends a paid download straight from the bucket through a short-lived presigned link when configured', async () => {
    const { viewer, deliverable, token } = await purchase(presigning);
    const served = await downloadFile(presigning.deps, viewer, token, request);
    if (served.kind !== 'redirect') throw new Error('with S3_PRESIGNED_DOWNLOADS the app redirects to the bucket');
    expect(served.location).toMatch(new RegExp(`^${s3.config.endpoint}/${s3.config.bucket}/.+X-Amz-Expires=300`));
    const fromBucket = await fetch(served.location);
    expect(fromBucket.headers.get('content-disposition')).toMatch(/^attachment; filename=/);
    expect(fromBucket.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await fromBucket.arrayBuffer()).equals(Buffer.from(deliverable.body))).toBe(true);
    // The rights are checked before a link is made: another member gets none.
    const other = await createUser(database.db);
    await expect(
      downloadFile(presigning.deps, buildViewer({ userId: other.id, email: other.email }), token, request),
    ).rejects.toMatchObject({ status: 403 });
  });

  it('serves public images from the bucket under /media with their cache headers, and nothing private', async () => {
    await testApp.deps.files.put('products/p1/cover-640.webp', new Uint8Array([82, 73, 70, 70]), 'image/webp');
    const image = await testApp.app.request('/media/products/p1/cover-640.webp');
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('cache-control')).toBe('public, max-age=86400');
    expect([...new Uint8Array(await image.arrayBuffer())]).toEqual([82, 73, 70, 70]);
    await testApp.deps.files.put('invoices/F-1.pdf', new Uint8Array([37]), 'application/pdf');
    expect((await testApp.app.request('/media/invoices/F-1.pdf')).status).toBe(404);
  });

  it('reports each dependency in /readyz, and 503 with the storage down or while draining', async () => {
    const ready = await testApp.app.request('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({
      status: 'ready',
      checks: { database: { status: 'up' }, storage: { status: 'up', kind: 's3' }, jobs: { status: 'up' } },
    });

    let draining = false;
    const app = createApp({
      config: testApp.config,
      deps: testApp.deps,
      auth: testApp.auth,
      build: () => Promise.reject(new Error('no pages')),
      lifecycle: { jobs: testApp.jobs, draining: () => draining },
    });
    expect((await app.request('/healthz')).headers.get('connection')).toBeNull();
    draining = true;
    const drained = await app.request('/readyz');
    expect(drained.status).toBe(503);
    expect(await drained.json()).toMatchObject({ status: 'draining', checks: { storage: { status: 'up' } } });
    // Still serving, but every answer closes its connection so a balancer's pool moves on.
    const served = await app.request('/healthz');
    expect(served.status).toBe(200);
    expect(served.headers.get('connection')).toBe('close');

    await s3.stop();
    const down = await testApp.app.request('/readyz');
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({
      status: 'unavailable',
      checks: { database: { status: 'up' }, storage: { status: 'down', kind: 's3' } },
    });
  });
});
