import type { ProductCard } from '../../../core/catalog/product-card.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { ProductShelf } from '../product/product-shelf.tsx';

/** A returning visitor's « Récemment consultés », right below the hero; nothing for anyone else. */
export function RecentlyViewed({ products, favoriteIds }: { products: ProductCard[]; favoriteIds: string[] }) {
  const { t } = useTranslation('product');
  return (
    <ProductShelf
      title={t('recentlyViewed.title')}
      products={products}
      favoriteIds={favoriteIds}
      source="recently-viewed"
      className="mx-auto max-w-7xl px-4 pt-12"
    />
  );
}
