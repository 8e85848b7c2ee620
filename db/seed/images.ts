import sharp from 'sharp';
import { processImage } from '../../core/media/process-image.ts';
import { type ImageProfile, variantsOf } from '../../core/media/profiles.ts';
import type { FileStore } from '../../core/ports/file-store.ts';
import type { MediaVariant } from '../schema/index.ts';

/**
 * Stores generated SVG artwork through the image pipeline (core/media), like an upload: the SVG is ours,
 * so it is rasterised here at the profile's largest width to a lossless PNG, which the pipeline then checks
 * and encodes in every width as WebP and AVIF under `<keyPrefix>-<width>.<format>`. Files already stored
 * (a re-run on the same uploads directory) are kept as they are.
 */
export async function storeSvgArt(
  files: FileStore,
  svg: string,
  keyPrefix: string,
  profile: ImageProfile,
): Promise<MediaVariant[]> {
  const variants = variantsOf(profile, keyPrefix);
  if ((await Promise.all(variants.map((v) => files.exists(v.path)))).every(Boolean)) return variants;
  const width = Math.max(...profile.widths);
  const png = await sharp(Buffer.from(svg), { density: 144 })
    .resize(width, Math.round(width / profile.aspect))
    .png({ compressionLevel: 1 })
    .toBuffer();
  return processImage({ files }, png, { profile, keyPrefix });
}
