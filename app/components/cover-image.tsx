import type { MediaVariant } from '../../db/schema/media.ts';
import { cn } from '../lib/cn.ts';
import { ResponsiveImage } from './responsive-image.tsx';

const placeholder = { src: '/placeholder.svg', width: 1200, height: 750 };

interface CoverImageProps {
  variants: MediaVariant[];
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes: string;
  priority?: boolean;
  className?: string;
}

/** A product cover or gallery image filling its box: AVIF/WebP in every stored width, the placeholder if none. */
export function CoverImage({ className, ...props }: CoverImageProps) {
  return (
    <ResponsiveImage {...props} placeholder={placeholder} className={cn('h-full w-full object-cover', className)} />
  );
}
