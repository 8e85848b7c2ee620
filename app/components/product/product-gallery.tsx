import { useState } from 'react';
import type { MediaVariant } from '../../../db/schema/media.ts';
import { cn } from '../../lib/cn.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { CoverImage } from '../cover-image.tsx';
import { ResponsiveImage } from '../responsive-image.tsx';

export interface GalleryImage {
  alt: string;
  variants: MediaVariant[];
}

/**
 * The cover and the seller's gallery: one main image in a fixed 8:5 box (switching never moves the page), and
 * below it a row of thumbnail buttons. Each button names the image it shows ("Afficher l'image 2 sur 4 : …") and
 * carries aria-pressed; Tab reaches them and Enter or Space switch, the arrow keys move between them.
 */
export function ProductGallery({ cover, gallery }: { cover: GalleryImage; gallery: GalleryImage[] }) {
  const { t } = useTranslation('product');
  const images = [cover, ...gallery];
  const [selected, setSelected] = useState(0);
  const current = images[selected] ?? cover;

  const onKeyDown = (event: React.KeyboardEvent<HTMLUListElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button')];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    event.preventDefault();
    buttons[(at + step + buttons.length) % buttons.length]?.focus();
  };

  return (
    <div data-testid="product-gallery" className="space-y-3">
      <div className="aspect-[8/5] overflow-hidden rounded-card border bg-muted">
        {/* Keyed: a new <picture> makes the browser pick from the new srcset at once. */}
        <CoverImage
          key={selected}
          variants={current.variants}
          alt={current.alt}
          sizes="(min-width: 1024px) 60vw, 100vw"
          priority={selected === 0}
        />
      </div>
      {gallery.length > 0 && (
        <>
          <p className="sr-only">{t('gallery.label')}</p>
          <ul className="grid grid-cols-4 gap-2 sm:grid-cols-6" onKeyDown={onKeyDown}>
            {images.map((image, index) => (
              <li key={image.variants[0]?.path ?? index}>
                <button
                  type="button"
                  aria-pressed={index === selected}
                  aria-label={t('gallery.show', { index: index + 1, count: images.length, alt: image.alt })}
                  onClick={() => setSelected(index)}
                  className={cn(
                    'block aspect-[8/5] w-full overflow-hidden rounded-md border-2 bg-muted outline-offset-2 transition-colors',
                    index === selected ? 'border-primary' : 'border-transparent hover:border-muted-foreground/40',
                  )}
                >
                  {/* A quarter of the column on phones, 120 px at most above. */}
                  <ResponsiveImage
                    variants={image.variants}
                    alt=""
                    sizes="(min-width: 640px) 120px, 25vw"
                    width={96}
                    height={60}
                    className="h-full w-full object-cover"
                  />
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
