import ArrowLeft from 'lucide-react/icons/arrow-left';
import BadgeCheck from 'lucide-react/icons/badge-check';
import Clock from 'lucide-react/icons/clock';
import Download from 'lucide-react/icons/download';
import ExternalLink from 'lucide-react/icons/external-link';
import ShoppingCart from 'lucide-react/icons/shopping-cart';
import { Link, useLocation } from 'react-router';
import { getProduct } from '../../../core/catalog/get-product.ts';
import { useCart } from '../../components/cart/cart-provider.tsx';
import { CoverImage } from '../../components/cover-image.tsx';
import { FavoriteButton } from '../../components/favorite-button.tsx';
import { canonicalUrl } from '../../components/info/page-meta.ts';
import { JsonLd } from '../../components/json-ld.tsx';
import { AddToCollection } from '../../components/lists/add-to-collection.tsx';
import { DiscountBadge, LowestPriceLine, Price } from '../../components/price.tsx';
import { ProductCard } from '../../components/product-card.tsx';
import { Rating } from '../../components/rating.tsx';
import { ReviewCard } from '../../components/reviews/review-card.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { depsContext, requestContext } from '../../context.ts';
import { favoriteIdsAmong } from '../../lib/favorite-ids.server.ts';
import { formatDate, formatPrice } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { guard } from '../../lib/route-errors.server.ts';
import { productJsonLd, productMeta } from '../../lib/seo.ts';
import type { Route } from './+types/product';

export async function loader({ params, url, context }: Route.LoaderArgs) {
  const { publicUrl, locale } = context.get(requestContext);
  return guard(async () => {
    const product = await getProduct(context.get(depsContext), params.slug);
    const favoriteIds = await favoriteIdsAmong(context, [product.id, ...product.moreFromSeller.map((p) => p.id)]);
    return { product, favoriteIds, canonical: canonicalUrl(publicUrl, url), publicUrl, locale };
  });
}

export const meta = ({ loaderData }: Route.MetaArgs) => (loaderData ? productMeta(loaderData) : []);

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, favoriteIds } = loaderData;
  const { t, i18n } = useTranslation('product');
  const location = useLocation();
  const cart = useCart();
  const backTo = (location.state as { from?: string } | null)?.from ?? '/market';
  const categoryLabel = product.category.labels[i18n.language] ?? product.category.labels.fr;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <JsonLd
        data={productJsonLd(loaderData, { home: t('common:nav.home'), marketplace: t('common:nav.marketplace') })}
      />
      <Link to={backTo} className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('backToResults')}
      </Link>

      <div className="mt-4 grid gap-8 lg:grid-cols-[3fr_2fr] lg:items-start">
        <div className="aspect-[8/5] lg:col-start-1 lg:row-start-1 overflow-hidden rounded-card border bg-muted">
          <CoverImage variants={product.cover} alt={product.title} sizes="(min-width: 1024px) 60vw, 100vw" priority />
        </div>
        <div className="space-y-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <div
            data-testid="buy-box"
            className="space-y-4 rounded-card border bg-card p-6 shadow-sm lg:sticky lg:top-24"
          >
            <p className="text-sm font-medium text-primary">
              <Link to={`/market?category=${product.category.slug}`} className="hover:underline">
                {categoryLabel}
              </Link>
            </p>
            <div className="flex items-start justify-between gap-3">
              <h1 className="text-2xl font-bold leading-tight md:text-3xl">{product.title}</h1>
              {/* Keyed: moving to another product mounts a heart with that product's state. */}
              <FavoriteButton
                key={product.id}
                productId={product.id}
                title={product.title}
                initial={favoriteIds.includes(product.id)}
              />
              <AddToCollection key={`collection-${product.id}`} productId={product.id} title={product.title} />
            </div>
            <p className="text-muted-foreground">{product.summary}</p>
            <Rating value={product.ratingAvg} count={product.ratingCount} />
            <div>
              <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-3xl font-extrabold">
                <span>
                  <Price cents={product.priceCents} billing={product.billing} />{' '}
                  <span className="text-sm font-normal text-muted-foreground">{t('vatIncluded')}</span>
                </span>
                {product.priceReduction && <DiscountBadge reduction={product.priceReduction} className="text-sm" />}
              </p>
              {product.priceReduction && (
                <LowestPriceLine reduction={product.priceReduction} className="mt-1 text-sm" />
              )}
            </div>
            <ul className="flex flex-wrap gap-2 text-sm">
              <li className="inline-flex items-center gap-1 rounded-full bg-secondary px-3 py-1 text-secondary-foreground">
                <Download aria-hidden="true" className="size-4" />
                {t('digitalDownload')}
              </li>
              <li className="inline-flex items-center gap-1 rounded-full bg-secondary px-3 py-1 text-secondary-foreground">
                <Clock aria-hidden="true" className="size-4" />
                {t('deployment', { count: product.deploymentHours })}
              </li>
            </ul>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button
                type="button"
                className="sm:flex-1"
                onClick={() =>
                  cart.add({
                    id: product.id,
                    slug: product.slug,
                    title: product.title,
                    image: product.cover[0] ? `/media/${product.cover[0].path}` : null,
                    seller: product.seller.name,
                    priceCents: product.priceCents,
                  })
                }
              >
                <ShoppingCart aria-hidden="true" />
                {t('addToCart')}
              </Button>
              <ButtonLink to={`/checkout?product=${product.slug}`} variant="outline" className="sm:flex-1">
                {t('buyNow')}
              </ButtonLink>
            </div>
            {product.demoUrl && (
              <a
                href={product.demoUrl}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
              >
                {t('demo')}
                <ExternalLink aria-hidden="true" className="size-4" />
              </a>
            )}
            {product.tags.length > 0 && (
              <ul aria-label={t('tags')} className="flex flex-wrap gap-1.5">
                {product.tags.map((tag) => (
                  <li key={tag} className="rounded-md bg-muted px-2 py-0.5 text-xs text-muted-foreground">
                    #{tag}
                  </li>
                ))}
              </ul>
            )}
          </div>

          {product.manifest && (
            <section aria-labelledby="manifest-heading" className="rounded-card border bg-card p-6">
              <h2 id="manifest-heading" className="mb-3 font-semibold">
                {t('manifest.title')}
              </h2>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                <dt className="text-muted-foreground">{t('manifest.model')}</dt>
                <dd>{product.manifest.model}</dd>
                <dt className="text-muted-foreground">{t('manifest.keys')}</dt>
                <dd className="font-mono text-xs">
                  {product.manifest.requiredKeys.length > 0
                    ? product.manifest.requiredKeys.join(', ')
                    : t('manifest.noKeys')}
                </dd>
                <dt className="text-muted-foreground">{t('manifest.cost')}</dt>
                <dd>
                  {t('manifest.costValue', {
                    amount: formatPrice(product.manifest.estimatedMonthlyCostEur * 100, i18n.language),
                  })}
                </dd>
                <dt className="text-muted-foreground">{t('manifest.hosting')}</dt>
                <dd>{product.manifest.hosting}</dd>
                <dt className="text-muted-foreground">{t('manifest.dataLocation')}</dt>
                <dd>{product.manifest.dataLocation}</dd>
                <dt className="text-muted-foreground">{t('manifest.aiDisclosure')}</dt>
                <dd>{product.manifest.aiDisclosure ? t('manifest.yes') : t('manifest.no')}</dd>
              </dl>
            </section>
          )}

          <section aria-labelledby="seller-heading" className="rounded-card border bg-card p-6">
            <h2 id="seller-heading" className="flex items-center gap-2 font-semibold">
              {product.seller.name}
              {product.seller.certified && (
                <span className="inline-flex items-center gap-1 rounded-full bg-secondary px-2 py-0.5 text-xs text-secondary-foreground">
                  <BadgeCheck aria-hidden="true" className="size-3.5" />
                  {t('seller.certified')}
                </span>
              )}
            </h2>
            <p className="mt-1 text-xs text-muted-foreground">
              {t('seller.memberSince', { date: formatDate(product.seller.memberSince, i18n.language) })}
            </p>
            <p className="mt-3 text-sm text-muted-foreground">{product.seller.bio}</p>
            <div className="mt-4 flex gap-2">
              <ButtonLink to={`/seller/${product.seller.id}`} variant="outline" size="sm">
                {t('seller.profile')}
              </ButtonLink>
              <ButtonLink to={`/seller/${product.seller.id}#contact`} variant="ghost" size="sm">
                {t('seller.contact')}
              </ButtonLink>
            </div>
          </section>
        </div>
        <section aria-labelledby="description-heading" className="lg:col-start-1 lg:row-start-2">
          <h2 id="description-heading" className="mb-2 text-xl font-semibold">
            {t('description')}
          </h2>
          <div className="prose-content" dangerouslySetInnerHTML={{ __html: product.descriptionHtml }} />
        </section>
      </div>

      <section aria-labelledby="reviews-heading" className="mt-12">
        <h2 id="reviews-heading" className="mb-4 text-xl font-semibold">
          {t('reviews.title')}
        </h2>
        {product.reviews.length === 0 ? (
          <p className="text-muted-foreground">{t('reviews.none')}</p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {product.reviews.map((review) => (
              <ReviewCard key={review.id} review={review} />
            ))}
          </ul>
        )}
        {product.ratingCount > product.reviews.length && (
          <Link
            to={`/product/${product.slug}/reviews`}
            className="mt-4 inline-block text-sm font-medium text-primary hover:underline"
          >
            {t('reviews.viewAll')}
          </Link>
        )}
      </section>

      {product.moreFromSeller.length > 0 && (
        <section aria-labelledby="more-heading" className="mt-12">
          <div className="mb-4 flex items-center justify-between gap-4">
            <h2 id="more-heading" className="text-xl font-semibold">
              {t('more.title', { name: product.seller.name })}
            </h2>
            <Link to={`/seller/${product.seller.id}`} className="text-sm font-medium text-primary hover:underline">
              {t('more.viewAll')}
            </Link>
          </div>
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {product.moreFromSeller.map((other) => (
              <li key={other.id}>
                <ProductCard product={other} favorite={favoriteIds.includes(other.id)} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
