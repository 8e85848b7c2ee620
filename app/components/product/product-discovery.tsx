import type { ProductCard } from '../../../core/catalog/product-card.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { ProductShelf } from './product-shelf.tsx';

/** The product page's « Vous aimerez aussi » and « Récemment consultés », below everything else. */
export function ProductDiscovery({
  recommended,
  recentlyViewed,
  favoriteIds,
}: {
  recommended: ProductCard[];
  recentlyViewed: ProductCard[];
  favoriteIds: readonly string[];
}) {
  const { t } = useTranslation('product');
  return (
    <>
      <ProductShelf
        title={t('recommended.title')}
        products={recommended}
        favoriteIds={favoriteIds}
        source="recommended"
        className="mt-12"
      />
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
