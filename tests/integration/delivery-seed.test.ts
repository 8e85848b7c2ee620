import { createHash } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../db/rows.ts';
import { seedDeliverables } from '../../db/seed/deliverables.ts';
import { seedDemo } from '../../db/seed/demo.ts';
import { setUpTestApp } from '../setup/test-app-hooks.ts';

const ctx = setUpTestApp();
let seededInMs = 0;

beforeAll(async () => {
  await ctx.database.db.transaction((tx) => seedDemo({ ...ctx.testApp.deps, db: tx }, { productCount: 40 }));
  const products = await rows<{ id: string; slug: string; title: string }>(
    ctx.database.db,
    sql`select id, slug, title from products limit 40`,
  );
  // Timed on its own, on products without a release yet: what the deliverables add to the seed.
  await ctx.database.db.execute(sql`delete from product_releases`);
  await ctx.database.db.execute(sql`delete from product_files`);
  const started = performance.now();
  await seedDeliverables(ctx.testApp.deps, products);
  seededInMs = performance.now() - started;
});

/** The entries of a ZIP archive, read from its central directory. */
function unzip(bytes: Uint8Array): Map<string, string> {
  const buffer = Buffer.from(bytes);
  const end = buffer.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = buffer.readUInt16LE(end + 10);
  let at = buffer.readUInt32LE(end + 16);
  const entries = new Map<string, string>();
  for (let i = 0; i < count; i++) {
    const size = buffer.readUInt32LE(at + 20);
    const nameLength = buffer.readUInt16LE(at + 28);
    const offset = buffer.readUInt32LE(at + 42);
    const name = buffer.subarray(at + 46, at + 46 + nameLength).toString();
    const dataStart = offset + 30 + buffer.readUInt16LE(offset + 26);
    entries.set(name, inflateRawSync(buffer.subarray(dataStart, dataStart + size)).toString());
    at += 46 + nameLength;
  }
  return entries;
}

describe('demo deliverables', () => {
  it('gives every demo product one published v1.0.0 release with a French changelog and one archive', async () => {
    const [counts] = await rows<{ products: number; releases: number; files: number; bare: number }>(
      ctx.database.db,
      sql`select (select count(*)::int from products) as products,
            (select count(*)::int from product_releases where version = '1.0.0' and published_at is not null
               and changelog like '## Première version%') as releases,
            (select count(*)::int from product_files f join product_releases r on r.id = f.release_id) as files,
            (select count(*)::int from products p where not exists
               (select 1 from product_files f where f.product_id = p.id)) as bare`,
    );
    expect(counts).toEqual({ products: 40, releases: 40, files: 40, bare: 0 });
  });

  it('stores each archive under products/<productId>/ with its size and sha256, as a readable ZIP', async () => {
    const files = await rows<{
      product_id: string;
      storage_key: string;
      size_bytes: number;
      sha256: string;
      title: string;
    }>(
      ctx.database.db,
      sql`select f.product_id, f.storage_key, f.size_bytes::int as size_bytes, f.sha256, p.title
          from product_files f join products p on p.id = f.product_id limit 5`,
    );
    for (const file of files) {
      expect(file.storage_key.startsWith(`products/${file.product_id}/`)).toBe(true);
      const stored = await ctx.testApp.deps.files.get(file.storage_key);
      expect(stored?.body.byteLength).toBe(file.size_bytes);
      expect(createHash('sha256').update(stored!.body).digest('hex')).toBe(file.sha256);
      const entries = unzip(stored!.body);
      expect([...entries.keys()]).toEqual(['README.md', 'docker-compose.yml', '.env.example']);
      expect(entries.get('README.md')).toContain(`# ${file.title}`);
      expect(entries.get('.env.example')).toContain('DEPLOIA_LICENCE_KEY=');
    }
  });

  it('adds well under a second for 40 products', () => {
    expect(seededInMs).toBeLessThan(1000);
  });
});
