import type { ProductCard as ProductCardData } from '../../../core/catalog/product-card.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { ProductCard } from '../product-card.tsx';
import { ArrowLink } from '../ui/arrow-link.tsx';
import { Carousel } from './carousel.tsx';
import { SectionHeading } from './section-heading.tsx';
import { CARD_SWIPE_THRESHOLD } from './swipe.ts';

/** Spec §9: the featured carousel advances every 4 s. */
export const FEATURED_AUTOPLAY_MS = 4000;

/** Six catalogue best sellers as real product cards (real prices; no invented discount). */
export function FeaturedProducts({ products, favoriteIds }: { products: ProductCardData[]; favoriteIds: string[] }) {
  const { t } = useTranslation('landing');
  return (
    <section
      aria-labelledby="featured-title"
      aria-roledescription={t('carousel.roleDescription')}
      data-carousel="featured"
      className="mx-auto max-w-7xl px-4 py-12 md:py-16"
    >
      <Carousel
        header={<SectionHeading id="featured-title" title={t('featured.title')} subtitle={t('featured.subtitle')} />}
        delay={FEATURED_AUTOPLAY_MS}
        swipeThreshold={CARD_SWIPE_THRESHOLD}
        previousLabel={t('featured.previous')}
        nextLabel={t('featured.next')}
        slideClassName="basis-[85%] sm:basis-1/2 lg:basis-1/3 xl:basis-1/4"
      >
        {products.map((product) => (
          <ProductCard key={product.id} product={product} favorite={favoriteIds.includes(product.id)} />
        ))}
      </Carousel>
      <p className="mt-8 text-center">
        <ArrowLink to="/market">{t('featured.viewAll')}</ArrowLink>
      </p>
    </section>
  );
}
