import type { AssetSummary } from '../../../core/assets/asset-summary.ts';
import type { MediaVariant } from '../../../db/schema/media.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { Price } from '../price.tsx';
import { DeliveryFacts } from '../product/delivery-facts.tsx';
import { DeploymentManifest } from '../product/deployment-manifest.tsx';
import { ProductGallery } from '../product/product-gallery.tsx';
import { ProductTags } from '../product/product-tags.tsx';
import type { BuyerPreviewData } from './editor-action.ts';

/**
 * The product as a buyer will see it, drawn with the product page's own components from the editor's values (saved
 * or not). Images already on the product show their renditions; a newly chosen one shows its library preview.
 */
export function BuyerPreview({
  preview,
  assets,
  saved,
}: {
  preview: BuyerPreviewData;
  assets: AssetSummary[];
  saved: {
    coverAssetId: string | null;
    cover: MediaVariant[];
    gallery: { alt: string; variants: MediaVariant[] }[];
  } | null;
}) {
  const { t } = useTranslation('editor');
  const { t: tp } = useTranslation('product');
  const chosenCover = assets.find((a) => a.id === preview.coverAssetId);
  const savedCover = saved && saved.coverAssetId === preview.coverAssetId && saved.cover.length > 0;
  return (
    <section
      aria-labelledby="buyer-preview-heading"
      className="space-y-4 rounded-card border-2 border-dashed border-primary/50 p-4 md:p-6"
    >
      <h2 id="buyer-preview-heading" className="text-lg font-semibold">
        {t('preview.title')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('preview.lead')}</p>
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr] lg:items-start">
        <div className="space-y-6">
          {savedCover ? (
            <ProductGallery cover={{ alt: preview.title, variants: saved.cover }} gallery={saved.gallery} />
          ) : chosenCover?.url ? (
            <img src={chosenCover.url} alt={preview.title} className="aspect-[8/5] w-full rounded-card object-cover" />
          ) : (
            <p className="flex aspect-[8/5] items-center justify-center rounded-card bg-muted text-sm text-muted-foreground">
              {t('preview.noCover')}
            </p>
          )}
          <div>
            <h3 className="mb-2 text-xl font-semibold">{tp('description')}</h3>
            {/* Rendered and sanitised by the server, as on the product page. */}
            <div className="prose-content" dangerouslySetInnerHTML={{ __html: preview.descriptionHtml }} />
          </div>
        </div>
        <div className="space-y-4">
          <div className="space-y-3 rounded-card border bg-card p-6 shadow-sm">
            <p className="text-2xl font-bold leading-tight">{preview.title}</p>
            <p className="text-muted-foreground">{preview.summary}</p>
            <p className="text-3xl font-extrabold">
              <Price cents={preview.priceCents} billing={preview.billing} />{' '}
              <span className="text-sm font-normal text-muted-foreground">{tp('vatIncluded')}</span>
            </p>
            <DeliveryFacts deploymentHours={preview.deploymentHours} />
            <ProductTags tags={preview.tags} />
          </div>
          {preview.manifest && (
            <DeploymentManifest
              manifest={preview.manifest}
              service={{ kind: preview.deploymentService, priceCents: preview.deploymentPriceCents }}
            />
          )}
        </div>
      </div>
    </section>
  );
}
