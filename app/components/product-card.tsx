import BadgeCheck from 'lucide-react/icons/badge-check';
import { Link, useLocation } from 'react-router';
import type { ProductCard as ProductCardData } from '../../core/catalog/product-card.ts';
import { CoverImage } from './cover-image.tsx';
import { FavoriteButton } from './favorite-button.tsx';
import { DiscountBadge, LowestPriceLine, Price } from './price.tsx';
import { Rating } from './rating.tsx';

export function ProductCard({
  product,
  priority = false,
  favorite = false,
  onFavoriteChange,
}: {
  product: ProductCardData;
  priority?: boolean;
  /** Whether the product is one of the signed-in viewer's favourites (the heart shows to them only). */
  favorite?: boolean;
  onFavoriteChange?: (favorite: boolean) => void;
}) {
  const location = useLocation();
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-card border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring">
      <div className="aspect-[8/5] overflow-hidden bg-muted">
        <CoverImage
          variants={product.cover}
          alt=""
          sizes="(min-width: 1280px) 300px, (min-width: 768px) 45vw, 100vw"
          priority={priority}
          className="transition-transform duration-300 group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h3 className="line-clamp-2 font-semibold leading-snug">
          <Link
            to={`/product/${product.slug}`}
            state={{ from: location.pathname === '/market' ? `${location.pathname}${location.search}` : undefined }}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {product.title}
          </Link>
        </h3>
        <p className="flex items-center gap-1 text-sm text-muted-foreground">
          {product.seller.name}
          {product.seller.certified && <BadgeCheck aria-hidden="true" className="size-4 text-primary" />}
        </p>
        <div className="mt-auto flex items-end justify-between gap-2 pt-2">
          <Rating value={product.ratingAvg} count={product.ratingCount} />
          <p className="ml-auto flex items-center gap-2 text-lg font-bold">
            {product.priceReduction && <DiscountBadge reduction={product.priceReduction} />}
            <Price cents={product.priceCents} billing={product.billing} />
          </p>
        </div>
        {product.priceReduction && <LowestPriceLine reduction={product.priceReduction} className="text-right" />}
      </div>
      {/* Read after the card's text, drawn on the cover, above the stretched link (a press must not open the product). */}
      <FavoriteButton
        productId={product.id}
        title={product.title}
        initial={favorite}
        onChange={onFavoriteChange}
        className="absolute top-3 right-3 z-10 shadow-sm"
      />
    </article>
  );
}
