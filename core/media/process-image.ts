import sharp from 'sharp';
import type { MediaVariant } from '../../db/schema/media.ts';
import type { FileStore } from '../ports/file-store.ts';
import { AppError } from '../shared/app-error.ts';
import { type ImageProfile, maxInputPixels, variantsOf } from './profiles.ts';

export type ImageFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif';

const ascii = (bytes: Uint8Array, start: number, end: number) => String.fromCharCode(...bytes.subarray(start, end));

/**
 * The format announced by the file's first bytes (its magic number), or null. SVG (text), HEIC, TIFF, PDF
 * and everything else give null: only these five raster formats are accepted.
 */
export function sniffImageFormat(bytes: Uint8Array): ImageFormat | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)) return 'png';
  const head = ascii(bytes, 0, 6);
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 4, 8) === 'ftyp') {
    // ISO-BMFF: the major brand, then the compatible brands, up to the end of the `ftyp` box.
    const boxEnd = Math.min(bytes.length, (bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!);
    for (let i = 8; i + 4 <= boxEnd; i += 4) {
      if (i === 12) continue; // minor version
      const brand = ascii(bytes, i, i + 4);
      if (brand === 'avif' || brand === 'avis') return 'avif';
    }
  }
  return null;
}

/** What sharp's decoder must report for each sniffed format (AVIF is HEIF with AV1 compression). */
const decoderFormat: Record<ImageFormat, string> = { jpeg: 'jpeg', png: 'png', gif: 'gif', webp: 'webp', avif: 'heif' };

const invalid = () => new AppError('image_invalid', 400, 'Ce fichier n’est pas une image JPEG, PNG, WebP, AVIF ou GIF');

/**
 * AVIF at effort 0 (of 9) and quality 45: encoding speed is what the demo seed and uploads wait for (24 ms for a
 * 960 px cover against 90 ms at effort 2), and the file stays about a fifth smaller than the WebP at quality 80
 * (8.8 KB against 10.8 KB on a demo cover). Effort 2 took the demo seed from 13 s to 52 s; effort 0, 17 s.
 */
export const imageEncoding = {
  webp: { quality: 80, effort: 3 },
  avif: { quality: 45, effort: 0, chromaSubsampling: '4:2:0' },
} as const;

export interface ProcessImageOptions {
  profile: ImageProfile;
  /** FileStore key prefix: the variants are stored as `<keyPrefix>-<width>.<format>`. */
  keyPrefix: string;
}

/**
 * The one image pipeline. Checks the upload by its content — magic number, then what sharp decodes, which
 * must agree — refuses it when empty, larger than the profile's byte limit or than 40 megapixels (read from
 * the header before anything is decoded, and enforced again by sharp's `limitInputPixels`), then decodes the
 * first frame only, applies the EXIF orientation, drops every metadata (EXIF location, ICC comments…), crops
 * to the profile's aspect ratio and stores each width as WebP and AVIF. Returns the stored variants.
 *
 * Errors are AppErrors (400): `image_missing`, `image_too_large`, `image_too_many_pixels`, `image_invalid`.
 */
export async function processImage(
  { files }: { files: FileStore },
  bytes: Uint8Array,
  { profile, keyPrefix }: ProcessImageOptions,
): Promise<MediaVariant[]> {
  await checkImage(bytes, profile);
  const input = { limitInputPixels: maxInputPixels, animated: false, pages: 1, failOn: 'error' } as const;
  try {
    await Promise.all(
      profile.widths.map(async (width) => {
        const resized = sharp(bytes, input)
          .rotate()
          .resize(width, Math.round(width / profile.aspect), { fit: 'cover' });
        const [webp, avif] = await Promise.all([
          resized.clone().webp(imageEncoding.webp).toBuffer(),
          resized.clone().avif(imageEncoding.avif).toBuffer(),
        ]);
        await Promise.all([
          files.put(`${keyPrefix}-${width}.webp`, webp, 'image/webp'),
          files.put(`${keyPrefix}-${width}.avif`, avif, 'image/avif'),
        ]);
      }),
    );
  } catch (error) {
    if (error instanceof AppError) throw error;
    // A header that promised an image but a body that does not decode (truncated, garbage after it).
    throw invalid();
  }
  return variantsOf(profile, keyPrefix);
}

/** The checks before any decoding: bytes, magic number, decoder's format, pixel count. */
export async function checkImage(bytes: Uint8Array, profile: Pick<ImageProfile, 'maxBytes'>) {
  if (bytes.byteLength === 0) throw new AppError('image_missing', 400, 'Choisissez une image');
  if (bytes.byteLength > profile.maxBytes) {
    const mb = Math.round(profile.maxBytes / 1024 / 1024);
    throw new AppError('image_too_large', 400, `Image trop lourde (${mb} Mo maximum)`, { maxBytes: profile.maxBytes });
  }
  const sniffed = sniffImageFormat(bytes);
  if (!sniffed) throw invalid();
  // Header only: sharp reads the dimensions without decoding the pixels.
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!meta || meta.format !== decoderFormat[sniffed] || !meta.width || !meta.height) throw invalid();
  if (sniffed === 'avif' && meta.compression !== 'av1') throw invalid();
  if (meta.width * meta.height > maxInputPixels) {
    throw new AppError('image_too_many_pixels', 400, 'Image trop grande (40 mégapixels maximum)', {
      maxPixels: maxInputPixels,
    });
  }
  return { format: sniffed, width: meta.width, height: meta.height };
}
