import type { ProductCard } from '../../../core/catalog/product-card.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { ProductShelf } from './product-shelf.tsx';
import { RecommendedShelf } from './recommended-shelf.tsx';

/**
 * The product page's « Vous aimerez aussi » (loaded when the reader gets near it) and « Récemment consultés » (from
 * the browser's cookie, rendered with the page), below everything else.
 */
export function ProductDiscovery({
  slug,
  recentlyViewed,
  favoriteIds,
}: {
  slug: string;
  recentlyViewed: ProductCard[];
  favoriteIds: readonly string[];
}) {
  const { t } = useTranslation('product');
  return (
    <>
      <RecommendedShelf slug={slug} />
      <ProductShelf
        title={t('recentlyViewed.title')}
        products={recentlyViewed}
        favoriteIds={favoriteIds}
        source="recently-viewed"
        className="mt-12"
      />
    </>
  );
}
