import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalS3, startLocalS3 } from '../../../tests/support/s3-server.ts';
import { copyLocalStoreToBucket } from './copy-to-bucket.ts';
import { s3Client, s3FileStore } from './s3.ts';

let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(() => s3?.stop());

describe('copying a local store to a bucket', () => {
  it('copies every file under its key, resumes without copying twice, and verifies checksums', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'deploia-uploads-'));
    const files: Record<string, Uint8Array> = {
      'products/p1/cover-640.webp': new Uint8Array([1, 2, 3]),
      'assets/s1/a1': new Uint8Array(9 * 1024 * 1024).fill(7),
      'invoices/F-2026-000001.pdf': new Uint8Array([37, 80, 68, 70]),
    };
    for (const [key, body] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(root, key)), { recursive: true });
      await writeFile(path.join(root, key), body);
    }
    // A write the local store had in progress is not a file of the store.
    await writeFile(path.join(root, 'invoices/F-2026-000002.pdf.1234.part'), 'half');
    const client = s3Client(s3.config);
    // A copy stopped half-way: one object arrived (without its checksum), another was cut short.
    await client.send(
      new PutObjectCommand({ Bucket: s3.config.bucket, Key: 'assets/s1/a1', Body: new Uint8Array(10).fill(7) }),
    );

    const first = await copyLocalStoreToBucket({ root, client, bucket: s3.config.bucket, verify: true });
    expect(first.failed).toEqual([]);
    expect(first.copied.sort()).toEqual(Object.keys(files).sort());
    expect(first.verified).toBe(3);
    const store = s3FileStore(s3.config);
    for (const [key, body] of Object.entries(files)) {
      expect(Buffer.from((await store.get(key))!.body).equals(Buffer.from(body)), key).toBe(true);
    }
    expect(await store.exists('invoices/F-2026-000002.pdf.1234.part')).toBe(false);
    expect((await store.get('products/p1/cover-640.webp'))?.contentType).toBe('image/webp');

    const again = await copyLocalStoreToBucket({ root, client, bucket: s3.config.bucket, verify: false });
    expect(again).toMatchObject({ copied: [], failed: [] });
    expect(again.skipped.sort()).toEqual(Object.keys(files).sort());

    // An object changed in the bucket behind the copy's back (same size, other bytes, checksum metadata kept).
    await client.send(
      new PutObjectCommand({
        Bucket: s3.config.bucket,
        Key: 'invoices/F-2026-000001.pdf',
        Body: new Uint8Array([0, 0, 0, 0]),
        Metadata: (
          await client.send(new HeadObjectCommand({ Bucket: s3.config.bucket, Key: 'invoices/F-2026-000001.pdf' }))
        ).Metadata,
      }),
    );
    const verified = await copyLocalStoreToBucket({ root, client, bucket: s3.config.bucket, verify: true });
    expect(verified.failed).toEqual([
      { key: 'invoices/F-2026-000001.pdf', reason: expect.stringMatching(/^checksum differs in the bucket/) },
    ]);
  });
});
