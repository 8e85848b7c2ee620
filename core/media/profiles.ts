import type { MediaVariant } from '../../db/schema/media.ts';

/**
 * The renditions each kind of image gets: every width in WebP and AVIF, cropped to the profile's aspect
 * ratio. The widths are those the pages draw (at 1x and 2x); keys are `<prefix>-<width>.<format>`.
 * This file has no dependency on sharp: components use it to build `srcset` from a stored URL.
 */
export interface ImageProfile {
  name: 'avatar' | 'cover' | 'gallery';
  widths: readonly number[];
  /** width / height of every rendition. */
  aspect: number;
  /** Largest accepted upload, in bytes. */
  maxBytes: number;
}

export const imageFormats = ['avif', 'webp'] as const;

/** Largest accepted image, in pixels (width × height), whatever its size in bytes: a decompression bomb stops here. */
export const maxInputPixels = 40_000_000;

export const imageProfiles = {
  /** Avatars: 32–112 CSS px in the pages (menu, expert card, creators, seller page). */
  avatar: { name: 'avatar', widths: [64, 128, 256], aspect: 1, maxBytes: 5 * 1024 * 1024 },
  /** Product covers: cards (≈300 px at 1x/2x) and the product page (≈60vw). */
  cover: { name: 'cover', widths: [320, 640, 960], aspect: 8 / 5, maxBytes: 10 * 1024 * 1024 },
  /** Gallery "screenshots": drawn like the cover. */
  gallery: { name: 'gallery', widths: [320, 640, 960], aspect: 8 / 5, maxBytes: 10 * 1024 * 1024 },
} as const satisfies Record<string, ImageProfile>;

/** The variants a profile produces under `keyPrefix`, largest WebP last (the `src` fallback). */
export function variantsOf(profile: ImageProfile, keyPrefix: string): MediaVariant[] {
  return imageFormats.flatMap((format) =>
    profile.widths.map((width) => ({
      width,
      height: Math.round(width / profile.aspect),
      format,
      path: `${keyPrefix}-${width}.${format}`,
    })),
  );
}

/** The largest WebP variant: what a single `src` (an `<img>` fallback, an `avatar_url`) points at. */
export function largestWebp(variants: readonly MediaVariant[]): MediaVariant | undefined {
  return variants
    .filter((v) => v.format === 'webp')
    .reduce<MediaVariant | undefined>((max, v) => (max === undefined || v.width > max.width ? v : max), undefined);
}

/**
 * The variants behind a stored avatar URL, when it is one the pipeline wrote (`<base><prefix>-256.webp`,
 * `base` being the file store's URL prefix, `/media/`): all the avatar widths in both formats. Anything else
 * (an OAuth picture, an older single file) gives null and is drawn as it is.
 */
export function avatarVariantsFromUrl(url: string, base = '/media/'): MediaVariant[] | null {
  const largest = imageProfiles.avatar.widths.at(-1);
  const suffix = `-${largest}.webp`;
  if (!url.startsWith(base) || !url.endsWith(suffix)) return null;
  return variantsOf(imageProfiles.avatar, url.slice(base.length, -suffix.length));
}
