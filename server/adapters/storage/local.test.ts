import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileKeyOf } from '../../../core/ports/file-store.ts';
import { localFileStore } from './local.ts';

describe('localFileStore', () => {
  it('deletes a file, treats a missing one as already deleted, and refuses a key outside its root', async () => {
    const store = localFileStore(await mkdtemp(path.join(tmpdir(), 'deploia-store-')));
    await store.put('avatars/a.webp', new Uint8Array([1, 2, 3]), 'image/webp');
    expect(await store.exists('avatars/a.webp')).toBe(true);
    await store.delete('avatars/a.webp');
    expect(await store.exists('avatars/a.webp')).toBe(false);
    expect(await store.get('avatars/a.webp')).toBeNull();
    await store.delete('avatars/a.webp');
    await expect(store.delete('../outside.webp')).rejects.toMatchObject({ code: 'invalid_file_key' });
  });

  it('streams a file into place, and leaves nothing behind when the stream fails', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'deploia-store-'));
    const store = localFileStore(root);
    async function* chunks(fail: boolean) {
      yield new Uint8Array([1, 2]);
      yield new Uint8Array([3]);
      if (fail) throw new Error('source failed');
    }
    await store.putStream('assets/s/a', chunks(false), 'application/zip');
    expect((await store.get('assets/s/a'))?.body).toEqual(Buffer.from([1, 2, 3]));

    await expect(store.putStream('assets/s/b', chunks(true), 'application/zip')).rejects.toThrow('source failed');
    expect(await store.exists('assets/s/b')).toBe(false);
    expect(await readdir(path.join(root, 'assets/s'))).toEqual(['a']);
    await expect(store.putStream('../outside', chunks(false), 'application/zip')).rejects.toMatchObject({
      code: 'invalid_file_key',
    });
  });

  it('never shows a reader half a file while it is rewritten (a job and a request rendering one invoice)', async () => {
    const store = localFileStore(await mkdtemp(path.join(tmpdir(), 'deploia-store-')));
    const size = 8 * 1024 * 1024;
    await store.put('invoices/a.pdf', new Uint8Array(size).fill(1), 'application/pdf');
    const reads = Array.from({ length: 20 }, () => store.get('invoices/a.pdf'));
    await Promise.all([store.put('invoices/a.pdf', new Uint8Array(size).fill(2), 'application/pdf'), ...reads]);
    for (const read of await Promise.all(reads)) expect(read?.body.length).toBe(size);
  });

  it('gives back the key of its own URLs only', () => {
    const store = localFileStore('/tmp/unused');
    expect(fileKeyOf(store, store.url('avatars/a.webp'))).toBe('avatars/a.webp');
    expect(fileKeyOf(store, 'https://example.com/media/a.webp')).toBeNull();
    expect(fileKeyOf(store, '/media/')).toBeNull();
    expect(fileKeyOf(store, null)).toBeNull();
  });
});
