import type { ProductCard as ProductCardData } from '../../../core/catalog/product-card.ts';
import { ProductCard } from '../product-card.tsx';
import { Section } from '../ui/section.tsx';

/** Where a shelf's cards were suggested from: read on a click (`closest('[data-reco]')`) by whoever measures them. */
export type ShelfSource = 'recommended' | 'recently-viewed';

/** A titled row of product cards (up to four per line); nothing at all without products. */
export function ProductShelf({
  title,
  products,
  favoriteIds,
  source,
  className,
}: {
  title: string;
  products: ProductCardData[];
  favoriteIds: readonly string[];
  source: ShelfSource;
  className?: string;
}) {
  if (products.length === 0) return null;
  return (
    <Section title={title} className={className} data-testid={`shelf-${source}`}>
      <ul className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {products.map((product) => (
          <li key={product.id} data-reco={source}>
            <ProductCard product={product} favorite={favoriteIds.includes(product.id)} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
