import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client.ts';
import { createDeliverable } from '../../db/factories/delivery.ts';
import { createPaidOrder, createProduct, createUser } from '../../db/factories/index.ts';
import { rows } from '../../db/rows.ts';
import { adminUrl, databaseUrl } from '../setup/database-urls.ts';
import { createTestApp } from '../setup/test-app.ts';
import { openTestDatabase } from '../setup/test-database.ts';

/*
 * The deploy guide's backup (docs/deploy.md): `pg_dump --format=custom` of a database in use, `pg_restore` into an
 * empty one, and the app served from the restored copy. PostgreSQL only (TEST_DATABASE_URL); PGlite's backup is a
 * copy of its data directory.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const run = promisify(execFile);

describe.skipIf(!serverUrl)('a pg_dump restored into an empty database (needs TEST_DATABASE_URL)', () => {
  let source: Database;
  let restored: Database | undefined;
  let admin: Database;
  let folder = '';
  const restoredName = `deploia_restored_${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    source = await openTestDatabase();
    admin = await openDatabase({ url: adminUrl(serverUrl ?? ''), maxConnections: 1 });
    folder = await mkdtemp(path.join(tmpdir(), 'deploia-backup-'));
  });
  afterAll(async () => {
    await restored?.close();
    await source?.close();
    await admin?.db.execute(sql.raw(`drop database if exists ${restoredName} with (force)`));
    await admin?.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('brings back the catalogue, the orders and the job queue, and the app serves them', async () => {
    if (source.kind !== 'postgres') throw new Error('TEST_DATABASE_URL is set but the test database is not PostgreSQL');
    const app = await createTestApp(source);
    const product = await createProduct(source.db, { title: 'Agent de sauvegarde', slug: 'agent-de-sauvegarde' });
    await createDeliverable(app.deps, product);
    const buyer = await createUser(source.db);
    await createPaidOrder(source.db, {
      buyerId: buyer.id,
      lines: [
        { productId: product.id, sellerId: product.sellerId, title: product.title, unitPriceCents: 4900, quantity: 1 },
      ],
    });
    await app.close();
    const counts = (db: Database) =>
      rows<Record<string, number>>(
        db.db,
        sql`select (select count(*)::int from products) as products, (select count(*)::int from orders) as orders,
                   (select count(*)::int from order_items) as items, (select count(*)::int from product_files) as files,
                   (select count(*)::int from drizzle.__drizzle_migrations) as migrations,
                   (select count(*)::int from pgboss.queue) as queues`,
      );
    const before = await counts(source);

    const dump = path.join(folder, 'deploia.dump');
    await run('pg_dump', ['--format=custom', '--no-owner', `--file=${dump}`, source.url]);
    await admin.db.execute(sql.raw(`create database ${restoredName}`));
    const restoredUrl = databaseUrl(serverUrl ?? '', restoredName);
    await run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${restoredUrl}`, dump]);

    restored = await openDatabase({ url: restoredUrl, maxConnections: 4 });
    expect(await counts(restored)).toEqual(before);
    // Nothing to migrate: the copy is at the code's version, and the app serves it as it served the original.
    await restored.migrate();
    const served = await createTestApp(restored);
    try {
      expect((await served.app.request('/readyz')).status).toBe(200);
      const page = await served.app.request('/api/v1/products/agent-de-sauvegarde');
      expect(page.status).toBe(200);
      expect((await page.json()).data).toMatchObject({ title: 'Agent de sauvegarde' });
    } finally {
      await served.close();
    }
  });
});
