import { describe, expect, it } from 'vitest';
import {
  coverShareImage,
  decimalPrice,
  jsonLdText,
  openGraphMeta,
  type ProductPage,
  productJsonLd,
  productMeta,
  type SeoProduct,
} from './seo.ts';

const publicUrl = 'https://deploia.example';

const product: SeoProduct = {
  id: '0b5c1d5e-8a0f-4a57-9d1b-6c7b8f6e1a11',
  title: 'Chatbot RAG',
  summary: 'Répond à partir de vos documents.',
  priceCents: 4_900,
  billing: 'one_time',
  ratingAvg: 4.5,
  ratingCount: 12,
  cover: [
    { width: 480, height: 300, format: 'webp', path: 'covers/a-480.webp' },
    { width: 1200, height: 750, format: 'avif', path: 'covers/a-1200.avif' },
    { width: 960, height: 600, format: 'webp', path: 'covers/a-960.webp' },
  ],
  category: { slug: 'support', labels: { fr: 'Support Client IA', en: 'AI Customer Support' } },
  seller: { id: 'seller-1', name: 'Atelier Neuronal', certified: true },
};

const page = (overrides: Partial<SeoProduct> = {}, locale: ProductPage['locale'] = 'fr'): ProductPage => ({
  product: { ...product, ...overrides },
  canonical: `${publicUrl}/product/chatbot-rag${locale === 'fr' ? '' : `?lang=${locale}`}`,
  publicUrl,
  locale,
});
const names = { home: 'Accueil', marketplace: 'Marketplace' };

interface LdProduct extends Record<string, unknown> {
  offers: Record<string, unknown>;
  aggregateRating?: unknown;
}
type Graph = { '@graph': [LdProduct, { itemListElement: { name: string }[] }] };
const graph = (p: ProductPage) => productJsonLd(p, names) as unknown as Graph;

describe('decimalPrice', () => {
  it('writes cents with exactly 2 decimals, without float rounding', () => {
    expect(decimalPrice(4_900)).toBe('49.00');
    expect(decimalPrice(1_999)).toBe('19.99');
    expect(decimalPrice(5)).toBe('0.05');
    expect(decimalPrice(100_010)).toBe('1000.10');
    expect(decimalPrice(29)).toBe('0.29');
  });
});

describe('jsonLdText', () => {
  it('escapes what could end the script element and still parses to the same data', () => {
    const data = { name: '</script><script>alert(1)</script> <!-- & -->' };
    const text = jsonLdText(data);
    expect(text).not.toMatch(/[<>&]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual(data);
  });
});

describe('coverShareImage', () => {
  it('takes the largest WebP, as an absolute URL', () => {
    expect(coverShareImage(publicUrl, product.cover, 'Chatbot RAG')).toEqual({
      url: `${publicUrl}/media/covers/a-960.webp`,
      width: 960,
      height: 600,
      alt: 'Chatbot RAG',
    });
  });

  it('is null without a WebP rendition', () => {
    expect(coverShareImage(publicUrl, [], 'x')).toBeNull();
  });
});

describe('productJsonLd', () => {
  it('describes the product and its offer, the price as a 2-decimal string in EUR', () => {
    const [item] = graph(page())['@graph'];
    expect(item).toMatchObject({
      '@type': 'Product',
      name: 'Chatbot RAG',
      description: 'Répond à partir de vos documents.',
      sku: product.id,
      image: [`${publicUrl}/media/covers/a-960.webp`],
      brand: { '@type': 'Brand', name: 'Atelier Neuronal' },
      offers: {
        '@type': 'Offer',
        price: '49.00',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        url: `${publicUrl}/product/chatbot-rag`,
      },
    });
    expect(item.offers.priceSpecification).toBeUndefined();
  });

  it('rates the product only when it has reviews', () => {
    expect(graph(page())['@graph'][0].aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      reviewCount: 12,
      bestRating: 5,
      worstRating: 1,
    });
    expect(graph(page({ ratingCount: 0, ratingAvg: 0 }))['@graph'][0]).not.toHaveProperty('aggregateRating');
  });

  it('prices a subscription per month', () => {
    const [item] = graph(page({ billing: 'monthly', priceCents: 1_500 }))['@graph'];
    expect(item.offers.priceSpecification).toMatchObject({
      price: '15.00',
      referenceQuantity: { unitCode: 'MON', value: 1 },
    });
  });

  it('leads from the home page to the product through the category, in the page language', () => {
    const [, breadcrumb] = graph(page({}, 'en'))['@graph'];
    expect(breadcrumb.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Accueil', item: `${publicUrl}/?lang=en` },
      { '@type': 'ListItem', position: 2, name: 'Marketplace', item: `${publicUrl}/market?lang=en` },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'AI Customer Support',
        item: `${publicUrl}/market?category=support&lang=en`,
      },
      { '@type': 'ListItem', position: 4, name: 'Chatbot RAG', item: `${publicUrl}/product/chatbot-rag?lang=en` },
    ]);
  });

  it('falls back to the French category label', () => {
    const [, breadcrumb] = graph(page({}, 'de'))['@graph'];
    expect(breadcrumb.itemListElement[2]?.name).toBe('Support Client IA');
  });
});

describe('productMeta and openGraphMeta', () => {
  it('gives the canonical URL, Open Graph of type product with an absolute image, and a large Twitter card', () => {
    const tags = productMeta(page({}, 'es'));
    const property = (name: string) =>
      tags.filter((t) => 'property' in t && t.property === name).map((t) => ('content' in t ? t.content : null));
    expect(tags).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: `${publicUrl}/product/chatbot-rag?lang=es`,
    });
    expect(property('og:type')).toEqual(['product']);
    expect(property('og:title')).toEqual(['Chatbot RAG']);
    expect(property('og:url')).toEqual([`${publicUrl}/product/chatbot-rag?lang=es`]);
    expect(property('og:image')).toEqual([`${publicUrl}/media/covers/a-960.webp`]);
    expect(property('og:locale')).toEqual(['es_ES']);
    expect(property('og:locale:alternate')).toEqual(['fr_FR', 'en_GB', 'de_DE']);
    expect(property('product:price:amount')).toEqual(['49.00']);
    expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
  });

  it('falls back to a summary card without an image', () => {
    const tags = openGraphMeta({
      type: 'website',
      title: 'T',
      description: 'D',
      url: publicUrl,
      image: null,
      locale: 'fr',
    });
    expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary' });
    expect(tags.some((t) => 'property' in t && t.property === 'og:image')).toBe(false);
  });
});
