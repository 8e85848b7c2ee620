import type { MetaDescriptor } from 'react-router';
import type { ProductCard } from '../../core/catalog/product-card.ts';
import type { MediaVariant } from '../../db/schema/media.ts';
import { type Locale, locales, localizedHref } from '../../i18n/config.ts';

/** Open Graph's `language_TERRITORY` form of each language. */
export const openGraphLocales: Record<Locale, string> = { fr: 'fr_FR', en: 'en_GB', es: 'es_ES', de: 'de_DE' };

export interface ShareImage {
  /** Absolute URL. */
  url: string;
  width: number;
  height: number;
  alt: string;
}

export interface OpenGraph {
  type: 'website' | 'product';
  title: string;
  description: string;
  /** The page's canonical URL. */
  url: string;
  image: ShareImage | null;
  locale: Locale;
}

/** Open Graph tags and the Twitter card that reuses them. */
export function openGraphMeta(og: OpenGraph): MetaDescriptor[] {
  return [
    { property: 'og:type', content: og.type },
    { property: 'og:site_name', content: 'Déploia' },
    { property: 'og:title', content: og.title },
    { property: 'og:description', content: og.description },
    { property: 'og:url', content: og.url },
    { property: 'og:locale', content: openGraphLocales[og.locale] },
    ...locales
      .filter((locale) => locale !== og.locale)
      .map((locale) => ({ property: 'og:locale:alternate', content: openGraphLocales[locale] })),
    ...(og.image
      ? [
          { property: 'og:image', content: og.image.url },
          { property: 'og:image:width', content: String(og.image.width) },
          { property: 'og:image:height', content: String(og.image.height) },
          { property: 'og:image:alt', content: og.image.alt },
        ]
      : []),
    { name: 'twitter:card', content: og.image ? 'summary_large_image' : 'summary' },
  ];
}

/** Cents (≥ 0) as an amount with 2 decimals (`4900` → `"49.00"`), on integers so no float rounding shows. */
export function decimalPrice(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** The largest WebP rendition of a cover, as a share image; null without one (the page shows a placeholder). */
export function coverShareImage(publicUrl: string, variants: MediaVariant[], alt: string): ShareImage | null {
  const largest = variants
    .filter((v) => v.format === 'webp')
    .reduce<MediaVariant | null>((max, v) => (max === null || v.width > max.width ? v : max), null);
  return largest && { url: `${publicUrl}/media/${largest.path}`, width: largest.width, height: largest.height, alt };
}

export type SeoProduct = Pick<
  ProductCard,
  'id' | 'title' | 'summary' | 'priceCents' | 'billing' | 'ratingAvg' | 'ratingCount' | 'cover' | 'category' | 'seller'
>;

export interface ProductPage {
  product: SeoProduct;
  canonical: string;
  publicUrl: string;
  locale: Locale;
}

/** The product page's head: title, description, canonical URL, Open Graph (type product, with its price). */
export function productMeta({ product, canonical, publicUrl, locale }: ProductPage): MetaDescriptor[] {
  return [
    { title: `${product.title} — Déploia` },
    { name: 'description', content: product.summary },
    { tagName: 'link', rel: 'canonical', href: canonical },
    ...openGraphMeta({
      type: 'product',
      title: product.title,
      description: product.summary,
      url: canonical,
      image: coverShareImage(publicUrl, product.cover, product.title),
      locale,
    }),
    { property: 'product:price:amount', content: decimalPrice(product.priceCents) },
    { property: 'product:price:currency', content: 'EUR' },
  ];
}

/** Names of the breadcrumb's first two steps in the page's language (the category's comes from its labels). */
export interface BreadcrumbNames {
  home: string;
  marketplace: string;
}

const billingUnits = { monthly: 'MON', yearly: 'ANN' } as const;

/**
 * schema.org data of a product page: the `Product` (with its `Offer`, and an `AggregateRating` only when it has
 * reviews, as Google requires ratings to be real) and the `BreadcrumbList` Accueil → Marketplace → category →
 * product, every URL in the page's language.
 */
export function productJsonLd(page: ProductPage, names: BreadcrumbNames): Record<string, unknown> {
  const { product, canonical, publicUrl, locale } = page;
  const href = (path: string, search = '') => `${publicUrl}${localizedHref(path, search, locale)}`;
  const price = decimalPrice(product.priceCents);
  const image = coverShareImage(publicUrl, product.cover, product.title);
  const unit = product.billing === 'one_time' ? null : billingUnits[product.billing];
  const categoryName = product.category.labels[locale] ?? product.category.labels.fr ?? product.category.slug;
  const steps = [
    { name: names.home, item: href('/') },
    { name: names.marketplace, item: href('/market') },
    { name: categoryName, item: href('/market', `category=${encodeURIComponent(product.category.slug)}`) },
    { name: product.title, item: canonical },
  ];
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Product',
        '@id': `${canonical}#product`,
        name: product.title,
        description: product.summary,
        sku: product.id,
        url: canonical,
        ...(image ? { image: [image.url] } : {}),
        category: categoryName,
        brand: { '@type': 'Brand', name: product.seller.name },
        offers: {
          '@type': 'Offer',
          price,
          priceCurrency: 'EUR',
          availability: 'https://schema.org/InStock',
          url: canonical,
          seller: { '@type': 'Organization', name: product.seller.name },
          ...(unit
            ? {
                priceSpecification: {
                  '@type': 'UnitPriceSpecification',
                  price,
                  priceCurrency: 'EUR',
                  referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: unit },
                },
              }
            : {}),
        },
        ...(product.ratingCount > 0
          ? {
              aggregateRating: {
                '@type': 'AggregateRating',
                ratingValue: product.ratingAvg,
                reviewCount: product.ratingCount,
                bestRating: 5,
                worstRating: 1,
              },
            }
          : {}),
      },
      {
        '@type': 'BreadcrumbList',
        itemListElement: steps.map((step, index) => ({ '@type': 'ListItem', position: index + 1, ...step })),
      },
    ],
  };
}

/**
 * JSON for an inline `<script type="application/ld+json">`: `<`, `>` and `&` become \u escapes, so no text in the
 * data (`</script>`, `<!--`) can end the element early, and the JSON still parses to the same value.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
