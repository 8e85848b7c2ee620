import { createHash } from 'node:crypto';
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FileStore, fileKeyOf } from '../../../core/ports/file-store.ts';
import { type LocalS3, startLocalS3 } from '../../../tests/support/s3-server.ts';
import { localFileStore } from './local.ts';
import { s3FileStore } from './s3.ts';

let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(() => s3?.stop());

const read = async (body: ReadableStream<Uint8Array>) => new Uint8Array(await new Response(body).arrayBuffer());

/** Bytes that differ from one chunk to the next, so a misplaced chunk changes the checksum. */
async function* chunksOf(count: number, size: number, fail = false) {
  for (let i = 0; i < count; i++) yield new Uint8Array(size).fill(i % 251);
  if (fail) throw new Error('source failed');
}

const stores: [string, () => Promise<FileStore>][] = [
  ['local disk', async () => localFileStore(await mkdtemp(path.join(tmpdir(), 'deploia-store-')))],
  ['S3-compatible bucket', async () => s3FileStore(s3.config)],
];

describe.each(stores)('the file store contract on %s', { timeout: 30_000 }, (_name, open) => {
  let store: FileStore;
  beforeAll(async () => {
    store = await open();
  });

  it('keeps a file, gives it back whole or streamed, and deletes it idempotently', async () => {
    await store.put('avatars/u1/a.webp', new Uint8Array([1, 2, 3]), 'image/webp');
    expect(await store.exists('avatars/u1/a.webp')).toBe(true);
    const whole = await store.get('avatars/u1/a.webp');
    expect([...(whole?.body ?? [])]).toEqual([1, 2, 3]);
    expect(whole?.contentType).toBe('image/webp');
    const opened = await store.open('avatars/u1/a.webp');
    expect(opened).toMatchObject({ size: 3, contentType: 'image/webp' });
    expect(await read(opened!.body)).toEqual(new Uint8Array([1, 2, 3]));

    await store.delete('avatars/u1/a.webp');
    await store.delete('avatars/u1/a.webp');
    expect(await store.exists('avatars/u1/a.webp')).toBe(false);
    expect(await store.get('avatars/u1/a.webp')).toBeNull();
    expect(await store.open('avatars/u1/a.webp')).toBeNull();
  });

  it('streams a file of several parts into place, byte for byte, and leaves nothing when the source fails', async () => {
    const expected = createHash('sha256');
    for await (const chunk of chunksOf(20, 1024 * 1024)) expected.update(chunk);
    // 20 MiB: more than two of the S3 store's 8 MiB parts, so a multipart upload.
    await store.putStream('assets/s1/big', chunksOf(20, 1024 * 1024), 'application/zip');
    const opened = await store.open('assets/s1/big');
    expect(opened?.size).toBe(20 * 1024 * 1024);
    const actual = createHash('sha256');
    for await (const chunk of opened!.body) actual.update(chunk);
    expect(actual.digest('hex')).toBe(expected.digest('hex'));

    await expect(
      store.putStream('assets/s1/broken', chunksOf(12, 1024 * 1024, true), 'application/zip'),
    ).rejects.toThrow('source failed');
    expect(await store.exists('assets/s1/broken')).toBe(false);
  });

  it('streams one byte range of a file, an end past the file clamped to it (a resumed download)', async () => {
    await store.put('assets/s1/range', new Uint8Array([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]), 'application/zip');
    const middle = await store.open('assets/s1/range', { start: 2, end: 5 });
    expect(middle?.size).toBe(4);
    expect([...(await read(middle!.body))]).toEqual([2, 3, 4, 5]);
    const tail = await store.open('assets/s1/range', { start: 8, end: 20 });
    expect(tail?.size).toBe(2);
    expect([...(await read(tail!.body))]).toEqual([8, 9]);
  });

  it('stops reading when the reader cancels (a download the browser abandoned)', async () => {
    await store.putStream('assets/s1/cancelled', chunksOf(4, 1024 * 1024), 'application/zip');
    const opened = await store.open('assets/s1/cancelled');
    const reader = opened!.body.getReader();
    expect((await reader.read()).done).toBe(false);
    await reader.cancel();
    // The file can still be replaced and deleted: nothing holds it open.
    await store.put('assets/s1/cancelled', new Uint8Array([9]), 'application/zip');
    expect([...((await store.get('assets/s1/cancelled'))?.body ?? [])]).toEqual([9]);
    await store.delete('assets/s1/cancelled');
  });

  it('refuses a key that climbs out of the store', async () => {
    await expect(store.put('../outside.webp', new Uint8Array([1]), 'image/webp')).rejects.toMatchObject({
      code: 'invalid_file_key',
    });
    await expect(store.delete('a/../../outside.webp')).rejects.toMatchObject({ code: 'invalid_file_key' });
  });

  it('serves its files through the app under /media and answers its readiness check', async () => {
    expect(fileKeyOf(store, store.url('avatars/a.webp'))).toBe('avatars/a.webp');
    expect(fileKeyOf(store, 'https://example.com/media/a.webp')).toBeNull();
    expect(fileKeyOf(store, '/media/')).toBeNull();
    expect(fileKeyOf(store, null)).toBeNull();
    await expect(store.check()).resolves.toBeUndefined();
    expect(
      await store.directLink('assets/s1/big', {
        fileName: 'a.zip',
        contentType: 'application/zip',
        expiresInSeconds: 60,
      }),
    ).toBeNull();
  });
});

describe('the S3 store', () => {
  it('hands out a presigned link, when asked to, that downloads the file under its name for a limited time', async () => {
    const store = s3FileStore({ ...s3.config, presignedDownloads: true });
    await store.put('assets/s2/livraison', new Uint8Array([4, 5, 6]), 'application/zip');
    const link = await store.directLink('assets/s2/livraison', {
      fileName: 'Livraison été.zip',
      contentType: 'application/zip',
      expiresInSeconds: 60,
    });
    expect(link).toMatch(/X-Amz-Expires=60/);
    const response = await fetch(link!);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Livraison _t_.zip"; filename*=UTF-8''Livraison%20%C3%A9t%C3%A9.zip`,
    );
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([4, 5, 6]));
  });

  it('says it is not ready when its bucket cannot be reached', async () => {
    await expect(s3FileStore({ ...s3.config, bucket: 'absent-bucket' }).check()).rejects.toThrow();
  });
});

describe('the local store', () => {
  // S3 replaces an object atomically; on disk the store writes beside the name and renames.
  it('never shows a reader half a file while it is rewritten (a job and a request rendering one invoice)', async () => {
    const size = 2 * 1024 * 1024;
    const store = localFileStore(await mkdtemp(path.join(tmpdir(), 'deploia-store-')));
    await store.put('invoices/a.pdf', new Uint8Array(size).fill(1), 'application/pdf');
    const reads = Array.from({ length: 6 }, () => store.get('invoices/a.pdf'));
    await Promise.all([store.put('invoices/a.pdf', new Uint8Array(size).fill(2), 'application/pdf'), ...reads]);
    for (const result of await Promise.all(reads)) expect(result?.body.length).toBe(size);
  });

  it('leaves nothing behind, not even a partial file, when an upload fails', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'deploia-store-'));
    const store = localFileStore(root);
    await store.put('assets/s/a', new Uint8Array([1]), 'application/zip');
    await expect(store.putStream('assets/s/b', chunksOf(2, 10, true), 'application/zip')).rejects.toThrow();
    expect(await readdir(path.join(root, 'assets/s'))).toEqual(['a']);
  });
});
