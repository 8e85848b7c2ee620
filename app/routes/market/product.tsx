import { data, Link, redirect, useLocation } from 'react-router';
import { frameSourceHeader } from '../../../core/catalog/demo-framing.ts';
import { getProduct } from '../../../core/catalog/get-product.ts';
import { productReportState, reportProduct } from '../../../core/catalog/report-product.ts';
import { getFollowState } from '../../../core/posts/get-follow-state.ts';
import { ownedProducts } from '../../../core/purchases/owned-products.ts';
import { isAppError } from '../../../core/shared/app-error.ts';
import { catalogDeps } from '../../../server/middleware/read-your-writes.ts';
import { ProductViewBeacon } from '../../components/dashboard/product-view-beacon.tsx';
import { FavoriteButton } from '../../components/favorite-button.tsx';
import { canonicalUrl } from '../../components/info/page-meta.ts';
import { ReportLink } from '../../components/info/report-link.tsx';
import { JsonLd } from '../../components/json-ld.tsx';
import { AddToCollection } from '../../components/lists/add-to-collection.tsx';
import { DiscountBadge, LowestPriceLine, Price } from '../../components/price.tsx';
import { DeliveryFacts } from '../../components/product/delivery-facts.tsx';
import { DemoPreview } from '../../components/product/demo-preview.tsx';
import { DeploymentManifest } from '../../components/product/deployment-manifest.tsx';
import { LastChanceBanner } from '../../components/product/last-chance-banner.tsx';
import { ProductDiscovery } from '../../components/product/product-discovery.tsx';
import { ProductGallery } from '../../components/product/product-gallery.tsx';
import { ProductTags } from '../../components/product/product-tags.tsx';
import { PurchaseButtons } from '../../components/product/purchase-buttons.tsx';
import { type ProductReportActionData, ReportProduct } from '../../components/product/report-product.tsx';
import { SellerCard } from '../../components/product/seller-card.tsx';
import { StickyBuyBox } from '../../components/product/sticky-buy-box.tsx';
import { TranslateToggle, translatedParam } from '../../components/product/translate-toggle.tsx';
import { ProductCard } from '../../components/product-card.tsx';
import { Rating } from '../../components/rating.tsx';
import { ReviewCard } from '../../components/reviews/review-card.tsx';
import { BackLink } from '../../components/ui/back-link.tsx';
import { depsContext, requestContext, viewerContext } from '../../context.ts';
import { requireUser } from '../../lib/auth.server.ts';
import { recentlyViewedOf } from '../../lib/discovery.server.ts';
import { favoriteIdsAmong } from '../../lib/favorite-ids.server.ts';
import { formAction, formText } from '../../lib/form-action.server.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { guard } from '../../lib/route-errors.server.ts';
import { productJsonLd, productMeta } from '../../lib/seo.ts';
import type { Route } from './+types/product';

export async function loader({ request, params, url, context }: Route.LoaderArgs) {
  const { publicUrl, locale } = context.get(requestContext);
  return guard(async () => {
    const product = await getProduct(catalogDeps(context.get(depsContext), request), params.slug, { locale }).catch(
      (error) => {
        // A former slug: a permanent redirect to the product's current address, keeping the query (?ref=…).
        if (isAppError(error) && error.code === 'product_moved') {
          throw redirect(`/product/${error.details?.slug}${url.search}`, 301);
        }
        throw error;
      },
    );
    const recentlyViewed = await recentlyViewedOf(context, request, product.id);
    // Signed-in readers only (they bypass the response cache): may they report it, did they already? Do they own it?
    const { viewer } = context.get(viewerContext);
    const [favoriteIds, reporting, [owned = null], follow] = await Promise.all([
      favoriteIdsAmong(
        context,
        [product, ...product.moreFromSeller, ...recentlyViewed].map((p) => p.id),
      ),
      productReportState(context.get(depsContext), viewer, product.id),
      ownedProducts(context.get(depsContext), viewer, [product.id]),
      viewer ? getFollowState(context.get(depsContext), viewer, product.seller.id) : null,
    ]);
    // The seller's translation on request (?translated=1, a plain link); the canonical URL ignores the parameter.
    const translated = product.translation !== null && url.searchParams.get(translatedParam) === '1';
    const frameOrigin = product.demo?.frame ? product.demo.origin : null;
    return data(
      {
        product,
        recentlyViewed,
        favoriteIds,
        reporting,
        owned,
        follow,
        translated,
        canonical: canonicalUrl(publicUrl, url),
        publicUrl,
        locale,
      },
      // Read by the security-headers middleware: this document may frame the demo's origin, and only it.
      frameOrigin ? { headers: { [frameSourceHeader]: frameOrigin } } : undefined,
    );
  });
}

/** Reporting the product to the moderators (the form of ReportProduct); works without JavaScript. */
export async function action({ request, url, context }: Route.ActionArgs) {
  const viewer = requireUser(context, url);
  const form = await request.formData();
  if (formText(form, 'intent') !== 'report') {
    return data<ProductReportActionData>(
      { intent: 'report', ok: false, error: 'unknown', values: {} },
      { status: 400 },
    );
  }
  const values = { reason: formText(form, 'reason'), details: formText(form, 'details', 2000) };
  return formAction({ values, extra: { intent: 'report' as const } }, async (report: typeof values) => {
    await reportProduct(context.get(depsContext), viewer, formText(form, 'productId'), report);
    return { intent: 'report', ok: true } satisfies ProductReportActionData;
  });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const frameOrigin = loaderHeaders.get(frameSourceHeader);
  return frameOrigin ? { [frameSourceHeader]: frameOrigin } : new Headers();
}

export const meta = ({ loaderData }: Route.MetaArgs) => (loaderData ? productMeta(loaderData) : []);

export default function ProductPage({ loaderData, actionData }: Route.ComponentProps) {
  const { product, recentlyViewed, favoriteIds, reporting, owned, follow, translated } = loaderData;
  const { t, i18n } = useTranslation('product');
  const location = useLocation();
  const backTo = (location.state as { from?: string } | null)?.from ?? '/market';
  const categoryLabel = product.category.labels[i18n.language] ?? product.category.labels.fr;
  // The seller's text in its own language, or their translation into the reader's when asked for.
  const text = translated && product.translation ? product.translation : product;
  const textLang = translated && product.translation ? undefined : product.language;
  const pagePath = `/product/${product.slug}`;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <JsonLd
        data={productJsonLd(loaderData, { home: t('common:nav.home'), marketplace: t('common:nav.marketplace') })}
      />
      <ProductViewBeacon slug={product.slug} />
      <BackLink to={backTo}>{t('backToResults')}</BackLink>

      {/* Wide screens: the buy box alone in the right column, beside the gallery, the description and the details. */}
      <div className="mt-4 grid gap-8 lg:grid-cols-[3fr_2fr] lg:grid-rows-[auto_auto_1fr] lg:items-start">
        <div className="lg:col-start-1 lg:row-start-1">
          {/* Keyed: another product starts on its own cover. */}
          <ProductGallery
            key={product.id}
            cover={{ alt: product.title, variants: product.cover }}
            gallery={product.gallery}
          />
        </div>
        <StickyBuyBox className="lg:col-start-2 lg:row-span-3 lg:row-start-1 lg:self-stretch">
          <p className="text-sm font-medium text-primary">
            <Link to={`/market?category=${product.category.slug}`} className="hover:underline">
              {categoryLabel}
            </Link>
          </p>
          <div className="flex items-start justify-between gap-3">
            <h1 lang={textLang} className="text-2xl font-bold leading-tight md:text-3xl">
              {text.title}
            </h1>
            {/* Keyed: moving to another product mounts a heart with that product's state. */}
            <FavoriteButton
              key={product.id}
              productId={product.id}
              title={product.title}
              initial={favoriteIds.includes(product.id)}
            />
            <AddToCollection key={`collection-${product.id}`} productId={product.id} title={product.title} />
          </div>
          {product.translation && (
            <TranslateToggle
              translated={translated}
              originalLanguage={product.language}
              readerLanguage={product.translation.locale}
              search={location.search}
            />
          )}
          <p lang={textLang} className="text-muted-foreground">
            {text.summary}
          </p>
          <Rating value={product.ratingAvg} count={product.ratingCount} />
          {product.lastChance && <LastChanceBanner promotion={product.lastChance} />}
          <div>
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-3xl font-extrabold">
              <span>
                <Price cents={product.priceCents} billing={product.billing} />{' '}
                <span className="text-sm font-normal text-muted-foreground">{t('vatIncluded')}</span>
              </span>
              {product.priceReduction && <DiscountBadge reduction={product.priceReduction} className="text-sm" />}
            </p>
            {product.priceReduction && <LowestPriceLine reduction={product.priceReduction} className="mt-1 text-sm" />}
          </div>
          <DeliveryFacts deploymentHours={product.deploymentHours} />
          <PurchaseButtons product={product} owned={owned} />
          {product.demo && (
            <a href="#demo" className="inline-block text-sm font-medium text-primary hover:underline">
              {t('demo')}
            </a>
          )}
          <ProductTags tags={product.tags} />
        </StickyBuyBox>
        <div className="space-y-6 lg:col-start-1 lg:row-start-3">
          {product.manifest && <DeploymentManifest manifest={product.manifest} service={product.deploymentService} />}
          <SellerCard seller={product.seller} productId={product.id} follow={follow} />
          <ReportProduct productId={product.id} pagePath={pagePath} state={reporting} actionData={actionData} />
          <ReportLink type="product" id={product.id} />
        </div>
        <div className="space-y-10 lg:col-start-1 lg:row-start-2">
          <section aria-labelledby="description-heading">
            <h2 id="description-heading" className="mb-2 text-xl font-semibold">
              {t('description')}
            </h2>
            <div lang={textLang} className="prose-content" dangerouslySetInnerHTML={{ __html: text.descriptionHtml }} />
          </section>
          {product.demo && <DemoPreview demo={product.demo} title={product.title} pagePath={pagePath} />}
        </div>
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
        {/* Always there: the reviews page also holds the form a buyer writes their review with. */}
        <Link
          to={`/product/${product.slug}/reviews`}
          className="mt-4 inline-block text-sm font-medium text-primary hover:underline"
        >
          {product.ratingCount > 0 ? t('reviews.viewAll') : t('reviews.writeFirst')}
        </Link>
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
      <ProductDiscovery slug={product.slug} recentlyViewed={recentlyViewed} favoriteIds={favoriteIds} />
    </div>
  );
}
