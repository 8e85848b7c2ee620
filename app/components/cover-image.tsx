import type { MediaVariant } from '../../db/schema/catalog.ts';
import { cn } from '../lib/cn.ts';

const placeholder = '/placeholder.svg';

interface CoverImageProps {
  variants: MediaVariant[];
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes: string;
  priority?: boolean;
  className?: string;
}

/** A WebP/AVIF image in every stored width, lazy unless it is the page's main image; placeholder if none. */
export function CoverImage({ variants, alt, sizes, priority = false, className }: CoverImageProps) {
  const webp = variants.filter((v) => v.format === 'webp').sort((a, b) => a.width - b.width);
  const avif = variants.filter((v) => v.format === 'avif').sort((a, b) => a.width - b.width);
  const fallback = webp.at(-1) ?? webp[0];
  const srcSet = (list: MediaVariant[]) => list.map((v) => `/media/${v.path} ${v.width}w`).join(', ');
  const common = {
    loading: priority ? ('eager' as const) : ('lazy' as const),
    decoding: 'async' as const,
    fetchPriority: priority ? ('high' as const) : undefined,
    className: cn('h-full w-full object-cover', className),
  };
  if (!fallback) return <img src={placeholder} alt={alt} width={1200} height={750} {...common} />;
  return (
    <picture>
      {avif.length > 0 && <source type="image/avif" srcSet={srcSet(avif)} sizes={sizes} />}
      <source type="image/webp" srcSet={srcSet(webp)} sizes={sizes} />
      <img src={`/media/${fallback.path}`} alt={alt} width={fallback.width} height={fallback.height} {...common} />
    </picture>
  );
}
