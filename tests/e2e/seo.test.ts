import { createHash } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, gotoHydrated, launchBrowser, openPage, seriousViolations } from './browser.ts';

interface ApiProduct {
  slug: string;
  title: string;
  summary: string;
  priceCents: number;
  ratingAvg: number;
  ratingCount: number;
  category: { slug: string; labels: Record<string, string> };
  seller: { id: string; name: string };
}

let browser: Browser;
/** A page to parse XML with the browser's own parser (a document that is not well-formed gives <parsererror>). */
let parser: Page;
let closeParser: () => Promise<void>;
let products: ApiProduct[];

async function allProducts(): Promise<ApiProduct[]> {
  const found: ApiProduct[] = [];
  for (let page = 1; ; page++) {
    const res = await fetch(`${baseUrl()}/api/v1/products?per_page=100&page=${page}`);
    const body = (await res.json()) as { data: ApiProduct[]; meta: { total: number } };
    found.push(...body.data);
    if (found.length >= body.meta.total || body.data.length === 0) return found;
  }
}

beforeAll(async () => {
  browser = await launchBrowser();
  const opened = await openPage(browser);
  parser = opened.page;
  closeParser = opened.close;
  products = await allProducts();
});
afterAll(async () => {
  await closeParser();
  await browser.close();
});

/** The `<url>`s of a sitemap: each address with its alternates, or throws when the XML is not well-formed. */
function parseXml(xml: string) {
  return parser.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const error = doc.querySelector('parsererror');
    if (error) throw new Error(`not well-formed: ${error.textContent}`);
    const sitemaps = [...doc.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'sitemap')];
    const urls = [...doc.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'url')];
    const child = (el: Element, name: string) =>
      el.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', name)[0]?.textContent ?? null;
    return {
      root: doc.documentElement.localName,
      sitemaps: sitemaps.map((s) => child(s, 'loc')),
      urls: urls.map((u) => ({
        loc: child(u, 'loc'),
        lastmod: child(u, 'lastmod'),
        alternates: [...u.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].map((l) => [
          l.getAttribute('hreflang'),
          l.getAttribute('href'),
        ]),
      })),
    };
  }, xml);
}

async function getXml(path: string) {
  const res = await fetch(`${baseUrl()}${path}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
  expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
  return parseXml(await res.text());
}

describe('robots.txt', () => {
  it('allows the site, keeps crawlers out of private areas and names the sitemap', async () => {
    const res = await fetch(`${baseUrl()}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const lines = (await res.text()).split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/profile', '/security-test', '/dashboard', '/admin', '/checkout', '/auth', '/login']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    for (const path of ['/signup', '/reset-password', '/verify-email', '/api/']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines.filter((l) => l.startsWith('Disallow: /product/') || l === 'Disallow: /market')).toEqual([
      'Disallow: /product/*/edit',
    ]);
    expect(lines).toContain(`Sitemap: ${baseUrl()}/sitemap.xml`);
  });
});

describe('sitemaps', () => {
  it('indexes the pages file and one products file for the demo catalogue', async () => {
    const index = await getXml('/sitemap.xml');
    expect(index.root).toBe('sitemapindex');
    expect(index.sitemaps).toEqual([`${baseUrl()}/sitemaps/pages.xml`, `${baseUrl()}/sitemaps/products-1.xml`]);
  });

  it('lists every page in the 4 languages with hreflang alternates', async () => {
    const { root, urls } = await getXml('/sitemaps/pages.xml');
    expect(root).toBe('urlset');
    // landing, marketplace, 8 categories, the sellers of published products (the demo's 20, and any seller another
    // e2e file made meanwhile), sell, about, faq, resources + 3 guides, contact, 4 editorial pages; × 4 languages
    const sellers = new Set(products.map((p) => p.seller.id)).size;
    expect(sellers).toBeGreaterThanOrEqual(20);
    expect(urls).toHaveLength((22 + sellers) * 4);
    expect(urls.filter((u) => !u.lastmod)).toEqual([]);
    const locs = urls.map((u) => u.loc);
    expect(new Set(locs).size).toBe(locs.length);
    for (const path of [
      '/',
      '/market',
      '/sell',
      '/about',
      '/faq',
      '/resources',
      '/contact',
      '/privacy-policy',
      '/legal',
    ]) {
      expect(locs).toContain(`${baseUrl()}${path}`);
    }
    for (const slug of ['saas', 'agents', 'marketing', 'support', 'analytics', 'rpa', 'generative', 'tools']) {
      expect(locs).toContain(`${baseUrl()}/market?category=${slug}`);
      expect(locs).toContain(`${baseUrl()}/market?category=${slug}&lang=de`);
    }
    const faqEs = urls.find((u) => u.loc === `${baseUrl()}/faq?lang=es`);
    expect(faqEs?.alternates).toEqual([
      ['fr', `${baseUrl()}/faq`],
      ['en', `${baseUrl()}/faq?lang=en`],
      ['es', `${baseUrl()}/faq?lang=es`],
      ['de', `${baseUrl()}/faq?lang=de`],
      ['x-default', `${baseUrl()}/faq`],
    ]);
    expect(urls.find((u) => u.loc === `${baseUrl()}/terms-of-service`)?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('lists every published product in the 4 languages, with its last change', async () => {
    const { urls } = await getXml('/sitemaps/products-1.xml');
    // The demo's 161, and any product another e2e file published meanwhile (the seller journey's).
    expect(products.length).toBeGreaterThanOrEqual(161);
    expect(urls).toHaveLength(products.length * 4);
    const [product] = products;
    const loc = `${baseUrl()}/product/${product!.slug}`;
    const entry = urls.find((u) => u.loc === `${loc}?lang=en`);
    expect(entry?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(entry?.alternates).toEqual([
      ['fr', loc],
      ['en', `${loc}?lang=en`],
      ['es', `${loc}?lang=es`],
      ['de', `${loc}?lang=de`],
      ['x-default', loc],
    ]);
    const listed = new Set(urls.map((u) => u.loc));
    for (const { slug } of products) expect(listed.has(`${baseUrl()}/product/${slug}`)).toBe(true);
  });

  it('answers 404 past the last products file and for unknown names', async () => {
    for (const path of ['/sitemaps/products-2.xml', '/sitemaps/products-0.xml', '/sitemaps/other.xml']) {
      expect((await fetch(`${baseUrl()}${path}`)).status, path).toBe(404);
    }
  });
});

/** `<meta property|name="…" content="…">` of the HTML, in order. */
function metaContents(html: string, key: string): string[] {
  const tags = html.match(new RegExp(`<meta (?:property|name)="${key}" content="[^"]*"`, 'g')) ?? [];
  return tags.map((tag) => decode(tag.replace(/^.*content="/, '').slice(0, -1)));
}
const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

describe('product page head', () => {
  it('carries the canonical URL, Open Graph, the Twitter card and the schema.org data in a script the CSP allows', async () => {
    const product = products.find((p) => p.ratingCount > 0)!;
    const url = `${baseUrl()}/product/${product.slug}?lang=en`;
    const res = await fetch(url);
    expect(res.status).toBe(200);
    const html = await res.text();

    expect(html).toContain(`<link rel="canonical" href="${url}"/>`);
    expect(metaContents(html, 'og:type')).toEqual(['product']);
    expect(metaContents(html, 'og:title')).toEqual([product.title]);
    expect(metaContents(html, 'og:description')).toEqual([product.summary]);
    expect(metaContents(html, 'og:url')).toEqual([url]);
    expect(metaContents(html, 'og:locale')).toEqual(['en_GB']);
    expect(metaContents(html, 'twitter:card')).toEqual(['summary_large_image']);
    const [image] = metaContents(html, 'og:image');
    expect(image).toMatch(new RegExp(`^${baseUrl()}/media/.+\\.webp$`));
    const picture = await fetch(image!);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/webp');

    const scripts = [...html.matchAll(/<script type="application\/ld\+json" nonce="[^"]*">(.*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    const [, json] = scripts[0]!;
    // A visitor's page may be replayed by caches: its inline scripts are allowed by hash (decision 0026).
    expect(res.headers.get('content-security-policy')).toContain(
      `'sha256-${createHash('sha256').update(json!).digest('base64')}'`,
    );
    const data = JSON.parse(json!) as { '@context': string; '@graph': Record<string, unknown>[] };
    expect(data['@context']).toBe('https://schema.org');
    const [item, breadcrumb] = data['@graph'];
    expect(item).toMatchObject({
      '@type': 'Product',
      name: product.title,
      description: product.summary,
      image: [image],
      brand: { '@type': 'Brand', name: product.seller.name },
      offers: {
        '@type': 'Offer',
        price: (product.priceCents / 100).toFixed(2),
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        url,
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: product.ratingAvg, reviewCount: product.ratingCount },
    });
    expect(item?.sku).toEqual(expect.any(String));
    expect(breadcrumb).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${baseUrl()}/?lang=en` },
        { '@type': 'ListItem', position: 2, name: 'Marketplace', item: `${baseUrl()}/market?lang=en` },
        {
          '@type': 'ListItem',
          position: 3,
          name: product.category.labels.en,
          item: `${baseUrl()}/market?category=${product.category.slug}&lang=en`,
        },
        { '@type': 'ListItem', position: 4, name: product.title, item: url },
      ],
    });
  });

  it('leaves the rating out of a product without reviews', async () => {
    const product = products.find((p) => p.ratingCount === 0);
    expect(product).toBeDefined();
    const html = await (await fetch(`${baseUrl()}/product/${product!.slug}`)).text();
    const json = html.match(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/)?.[1];
    const [item] = (JSON.parse(json!) as { '@graph': Record<string, unknown>[] })['@graph'];
    expect(item).not.toHaveProperty('aggregateRating');
    expect(item).toMatchObject({ '@type': 'Product', name: product!.title });
  });

  it('hydrates without console errors and passes axe', async () => {
    const { page, errors, close } = await openPage(browser);
    await gotoHydrated(page, `/product/${products[0]!.slug}`);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await close();
  });
});

describe('landing and marketplace heads', () => {
  it.each(['/', '/market', '/?lang=de'])('gives %s Open Graph tags with an absolute, served image', async (path) => {
    const html = await (await fetch(`${baseUrl()}${path}`)).text();
    expect(metaContents(html, 'og:type')).toEqual(['website']);
    expect(metaContents(html, 'og:url')).toEqual([`${baseUrl()}${path}`]);
    expect(metaContents(html, 'og:title')[0]).toBeTruthy();
    expect(metaContents(html, 'og:description')[0]).toBeTruthy();
    expect(metaContents(html, 'og:locale')).toEqual([path.endsWith('de') ? 'de_DE' : 'fr_FR']);
    const [image] = metaContents(html, 'og:image');
    expect(image).toMatch(new RegExp(`^${baseUrl()}/assets/.+\\.webp$`));
    expect((await fetch(image!)).status).toBe(200);
  });
});
