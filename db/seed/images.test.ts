import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageProfiles } from '../../core/media/profiles.ts';
import { localFileStore } from '../../server/adapters/storage/local.ts';
import { storeSvgArt } from './images.ts';

const art = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160"><rect width="160" height="160" fill="${fill}"/></svg>`;

describe('storeSvgArt', () => {
  let dir = '';
  const previous = process.env.SEED_ART_CACHE;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'deploia-art-'));
    process.env.SEED_ART_CACHE = path.join(dir, 'cache');
  });
  afterAll(async () => {
    if (previous === undefined) delete process.env.SEED_ART_CACHE;
    else process.env.SEED_ART_CACHE = previous;
    await rm(dir, { recursive: true, force: true });
  });

  it('encodes art once, and gives a later seed the same renditions from the cache', async () => {
    const first = localFileStore(path.join(dir, 'first'));
    const second = localFileStore(path.join(dir, 'second'));
    const stored = await storeSvgArt(first, art('#4f46e5'), 'sellers/a/avatar', imageProfiles.avatar);
    expect(await readdir(path.join(dir, 'cache'))).toHaveLength(1);

    const copied = await storeSvgArt(second, art('#4f46e5'), 'sellers/b/avatar', imageProfiles.avatar);
    expect(copied.map((v) => [v.width, v.format])).toEqual(stored.map((v) => [v.width, v.format]));
    for (const [i, variant] of copied.entries()) {
      expect(variant.path).toContain('sellers/b/avatar');
      const original = await first.get(stored[i]!.path);
      const copy = await second.get(variant.path);
      expect(copy?.body.byteLength).toBeGreaterThan(0);
      expect(Buffer.from(copy!.body).equals(Buffer.from(original!.body))).toBe(true);
    }
    expect(await readdir(path.join(dir, 'cache'))).toHaveLength(1);

    await storeSvgArt(second, art('#059669'), 'sellers/c/avatar', imageProfiles.avatar);
    expect(await readdir(path.join(dir, 'cache'))).toHaveLength(2);
  });
});
