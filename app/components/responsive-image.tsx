import type { MediaVariant } from '../../db/schema/media.ts';

/** Where the app serves FileStore keys (server/adapters/storage: `files.url(key)`). */
export const mediaUrl = (path: string) => `/media/${path}`;

export interface ResponsiveImageProps {
  /** The pipeline's renditions (core/media): every width in AVIF and WebP. */
  variants: readonly MediaVariant[];
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes: string;
  /** The page's main image (above the fold): loaded eagerly with high priority; every other one is lazy. */
  priority?: boolean;
  className?: string;
  /** The drawn size, when CSS does not set it from the largest rendition's (e.g. a 48 px avatar). */
  width?: number;
  height?: number;
  /** Shown, with the same box, when there is no variant. */
  placeholder?: { src: string; width: number; height: number };
}

const srcSet = (list: readonly MediaVariant[]) => list.map((v) => `${mediaUrl(v.path)} ${v.width}w`).join(', ');
const byWidth = (format: MediaVariant['format'], variants: readonly MediaVariant[]) =>
  variants.filter((v) => v.format === format).sort((a, b) => a.width - b.width);

/**
 * `<picture>`: an AVIF `<source>` and the WebP `srcset` on the `<img>`, both with `sizes`, so the browser
 * fetches one file in the width it needs. The `<img>` carries the largest rendition's width and height (its
 * aspect ratio reserves the box: no layout shift) and is lazy unless `priority`. No client JavaScript.
 */
export function ResponsiveImage({
  variants,
  alt,
  sizes,
  priority = false,
  className,
  placeholder,
  width,
  height,
}: ResponsiveImageProps) {
  const webp = byWidth('webp', variants);
  const avif = byWidth('avif', variants);
  const fallback = webp.at(-1);
  const common = {
    loading: priority ? ('eager' as const) : ('lazy' as const),
    decoding: 'async' as const,
    fetchPriority: priority ? ('high' as const) : undefined,
    className,
  };
  if (!fallback) {
    return placeholder ? (
      <img src={placeholder.src} alt={alt} width={placeholder.width} height={placeholder.height} {...common} />
    ) : null;
  }
  return (
    <picture className="contents">
      {avif.length > 0 && <source type="image/avif" srcSet={srcSet(avif)} sizes={sizes} />}
      <img
        src={mediaUrl(fallback.path)}
        alt={alt}
        srcSet={srcSet(webp)}
        sizes={sizes}
        width={width ?? fallback.width}
        height={height ?? fallback.height}
        {...common}
      />
    </picture>
  );
}
