import type { ReactNode } from 'react';
import type { ProductCard as ProductCardData } from '../../../core/catalog/product-card.ts';
import { ProductCard } from '../product-card.tsx';

/**
 * A list's products as cards, under a visually hidden `h2`: the cards' titles are `h3`, and this keeps the outline
 * h1 → h2 → h3 for screen readers. `below` adds something under a card (a button that takes it out of the list).
 */
export function ProductGrid<P extends ProductCardData>({
  heading,
  products,
  isFavorite,
  onFavoriteChange,
  below,
}: {
  heading: string;
  products: P[];
  isFavorite: (product: P) => boolean;
  onFavoriteChange?: (favorite: boolean) => void;
  below?: (product: P) => ReactNode;
}) {
  return (
    <>
      <h2 className="sr-only">{heading}</h2>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
        {products.map((product, index) => (
          <li key={product.id}>
            <ProductCard
              product={product}
              priority={index < 2}
              favorite={isFavorite(product)}
              onFavoriteChange={onFavoriteChange}
            />
            {below?.(product)}
          </li>
        ))}
      </ul>
    </>
  );
}
