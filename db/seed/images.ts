import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { imageEncoding, processImage } from '../../core/media/process-image.ts';
import { type ImageProfile, variantsOf } from '../../core/media/profiles.ts';
import type { FileStore } from '../../core/ports/file-store.ts';
import type { MediaVariant } from '../schema/index.ts';

/**
 * Where encoded artwork is kept between seeds (`SEED_ART_CACHE`, else under node_modules/.cache): the demo seed
 * encodes 200 images in six renditions each (≈ 30 s of a 2-core machine), and the e2e run, several integration tests
 * and the benchmarks seed the same art again and again. A rendition is the same bytes whenever its SVG, profile,
 * encoder settings and libvips are, which is what its key holds.
 */
const artCacheDir = () => process.env.SEED_ART_CACHE || path.resolve('node_modules/.cache/deploia-seed-art');

const artKey = (svg: string, profile: ImageProfile) =>
  createHash('sha256')
    .update(JSON.stringify([svg, profile, imageEncoding, sharp.versions]))
    .digest('hex');

const renditionName = (variant: MediaVariant) => `${variant.width}.${variant.format}`;

async function cachedRenditions(dir: string, variants: readonly MediaVariant[]) {
  try {
    return await Promise.all(variants.map((v) => readFile(path.join(dir, renditionName(v)))));
  } catch {
    return null;
  }
}

/** Written beside its final name and renamed, so that a seed running in parallel never reads half of it. */
async function keepRenditions(dir: string, files: FileStore, variants: readonly MediaVariant[]) {
  const partial = `${dir}.${randomUUID()}.part`;
  try {
    await mkdir(partial, { recursive: true });
    for (const variant of variants) {
      const stored = await files.get(variant.path);
      if (!stored) return;
      await writeFile(path.join(partial, renditionName(variant)), stored.body);
    }
    await rename(partial, dir);
  } catch {
    // Another seed kept the same art first, or the cache cannot be written: the next seed encodes it again.
  } finally {
    await rm(partial, { recursive: true, force: true });
  }
}

/**
 * Stores generated SVG artwork through the image pipeline (core/media), like an upload: the SVG is ours,
 * so it is rasterised here at the profile's largest width to a lossless PNG, which the pipeline then checks
 * and encodes in every width as WebP and AVIF under `<keyPrefix>-<width>.<format>`. Files already stored
 * (a re-run on the same uploads directory) are kept as they are; art encoded by an earlier seed is copied.
 */
export async function storeSvgArt(
  files: FileStore,
  svg: string,
  keyPrefix: string,
  profile: ImageProfile,
): Promise<MediaVariant[]> {
  const variants = variantsOf(profile, keyPrefix);
  if ((await Promise.all(variants.map((v) => files.exists(v.path)))).every(Boolean)) return variants;
  const cacheDir = path.join(artCacheDir(), artKey(svg, profile));
  const cached = await cachedRenditions(cacheDir, variants);
  if (cached) {
    await Promise.all(variants.map((v, i) => files.put(v.path, cached[i]!, `image/${v.format}`)));
    return variants;
  }
  const width = Math.max(...profile.widths);
  const png = await sharp(Buffer.from(svg), { density: 144 })
    .resize(width, Math.round(width / profile.aspect))
    .png({ compressionLevel: 1 })
    .toBuffer();
  const stored = await processImage({ files }, png, { profile, keyPrefix });
  await keepRenditions(cacheDir, files, stored);
  return stored;
}
