import { avatarVariantsFromUrl } from '../../core/media/profiles.ts';
import { cn } from '../lib/cn.ts';
import { ResponsiveImage } from './responsive-image.tsx';

/** `srcset`s built elsewhere (the landing's own artwork, bundled by Vite). */
export interface AvatarSources {
  avif: string;
  webp: string;
  /** The largest WebP, for `src`. */
  fallback: string;
}

interface AvatarProps {
  /** The person's or the shop's name: its first letter is the placeholder. */
  name: string;
  /**
   * A stored avatar URL: one the pipeline wrote (`/media/<prefix>-256.webp`) is drawn from all its
   * renditions, AVIF and WebP; any other (an OAuth picture) as it is; none gives the initial.
   */
  src?: string | null;
  sources?: AvatarSources;
  /** Largest drawn size in CSS pixels: the width and height attributes, and `sizes` unless given. */
  size: number;
  sizes?: string;
  /** Size, shape and border, shared by the image and the placeholder (e.g. `size-12 border`). */
  className?: string;
  /** Colours and type of the initial (default: secondary colours, semibold). */
  placeholderClassName?: string;
  priority?: boolean;
}

/**
 * A round avatar: the image in the width the page needs, or the name's initial on a coloured disc when there
 * is none. Decorative (`alt=""`, initial `aria-hidden`): the name is always written next to it.
 */
export function Avatar({ name, src, sources, size, sizes, className, placeholderClassName, priority }: AvatarProps) {
  const imageClass = cn('shrink-0 rounded-full object-cover', className);
  const loading = {
    loading: priority ? ('eager' as const) : ('lazy' as const),
    decoding: 'async' as const,
  };
  const sizesAttr = sizes ?? `${size}px`;
  if (sources) {
    return (
      <picture className="contents">
        <source type="image/avif" srcSet={sources.avif} sizes={sizesAttr} />
        <source type="image/webp" srcSet={sources.webp} sizes={sizesAttr} />
        <img src={sources.fallback} alt="" width={size} height={size} {...loading} className={imageClass} />
      </picture>
    );
  }
  const variants = src ? avatarVariantsFromUrl(src) : null;
  if (variants) {
    return (
      <ResponsiveImage
        variants={variants}
        alt=""
        sizes={sizesAttr}
        width={size}
        height={size}
        priority={priority}
        className={imageClass}
      />
    );
  }
  if (src) return <img src={src} alt="" width={size} height={size} {...loading} className={imageClass} />;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full',
        className,
        placeholderClassName ?? 'bg-secondary font-semibold text-secondary-foreground',
      )}
    >
      {name.trim().charAt(0).toUpperCase()}
    </span>
  );
}
