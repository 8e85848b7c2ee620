import { mkdtemp } from 'node:fs/promises';
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

  it('gives back the key of its own URLs only', () => {
    const store = localFileStore('/tmp/unused');
    expect(fileKeyOf(store, store.url('avatars/a.webp'))).toBe('avatars/a.webp');
    expect(fileKeyOf(store, 'https://example.com/media/a.webp')).toBeNull();
    expect(fileKeyOf(store, '/media/')).toBeNull();
    expect(fileKeyOf(store, null)).toBeNull();
  });
});
