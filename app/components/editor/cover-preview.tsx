import type { AssetSummary } from '../../../core/assets/asset-summary.ts';
import { imageProfiles } from '../../../core/media/profiles.ts';
import { formatCount } from '../../../i18n/format.ts';
import { useTranslation } from '../../lib/i18n.tsx';

const { aspect, widths } = imageProfiles.cover;
/** The largest rendition stored: an image at least this big stays sharp on every page. */
export const recommendedCover = { width: widths.at(-1) ?? 960, height: Math.round((widths.at(-1) ?? 960) / aspect) };
/** `960 × 600` in the reader's digits. */
export const pixelSize = (size: { width: number; height: number }, locale: string) =>
  `${formatCount(size.width, locale)} × ${formatCount(size.height, locale)}`;

/** Within this share of the 8:5 ratio, the centre crop removes next to nothing. */
const ratioTolerance = 0.03;

/** What the 8:5 centre crop does to an image of this size, and whether it is big enough. */
export function coverFit(image: { width: number | null; height: number | null }) {
  if (!image.width || !image.height) return { cropped: null, small: false };
  const ratio = image.width / image.height;
  const cropped =
    Math.abs(ratio - aspect) / aspect <= ratioTolerance ? null : ratio > aspect ? 'sides' : ('topBottom' as const);
  return { cropped, small: image.width < recommendedCover.width || image.height < recommendedCover.height };
}

/**
 * The chosen cover as buyers will see it: cropped to 8:5 around its centre, exactly as the stored renditions are
 * (core/media/process-image.ts) and as the product card and the product page draw it, at the card's width and at
 * the page's; with what the crop removes and whether the image is big enough.
 */
export function CoverPreview({ image }: { image: AssetSummary | null }) {
  const { t, i18n } = useTranslation('editor');
  if (!image?.url) return null;
  const fit = coverFit(image);
  return (
    <figure className="space-y-2 rounded-lg border bg-muted/30 p-3">
      <figcaption className="text-sm font-medium">{t('assets.coverPreview')}</figcaption>
      <div className="flex flex-wrap items-end gap-4">
        <div className="w-44 space-y-1">
          <div className="aspect-[8/5] overflow-hidden rounded-md border bg-muted">
            <img src={image.url} alt="" className="h-full w-full object-cover object-center" />
          </div>
          <p className="text-xs text-muted-foreground">{t('assets.coverOnCard')}</p>
        </div>
        <div className="w-full max-w-sm space-y-1">
          <div className="aspect-[8/5] overflow-hidden rounded-md border bg-muted">
            <img src={image.url} alt="" className="h-full w-full object-cover object-center" />
          </div>
          <p className="text-xs text-muted-foreground">{t('assets.coverOnPage')}</p>
        </div>
      </div>
      <ul className="space-y-1 text-xs">
        {image.width && image.height && (
          <li>
            {t('assets.coverSize', { size: pixelSize({ width: image.width, height: image.height }, i18n.language) })}
          </li>
        )}
        {fit.cropped && <li>{t(`assets.coverCropped.${fit.cropped}`)}</li>}
        {fit.small && (
          <li className="font-medium text-destructive">
            {t('assets.coverSmall', { size: pixelSize(recommendedCover, i18n.language) })}
          </li>
        )}
      </ul>
    </figure>
  );
}
