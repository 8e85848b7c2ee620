import { describe, expect, it } from 'vitest';
import { renderSitemapIndex, renderUrlset } from './sitemap-xml.ts';

const publicUrl = 'https://deploia.example';

describe('renderUrlset', () => {
  it('lists each page once per language, each with every language and x-default as alternates', () => {
    const xml = renderUrlset(publicUrl, [{ path: '/market?category=saas', lastmod: '2026-11-20T10:00:00Z' }]);
    const urls = xml.match(/<url>.*?<\/url>/g) ?? [];
    expect(urls.map((u) => u.match(/<loc>(.*?)<\/loc>/)?.[1])).toEqual([
      `${publicUrl}/market?category=saas`,
      `${publicUrl}/market?category=saas&amp;lang=en`,
      `${publicUrl}/market?category=saas&amp;lang=es`,
      `${publicUrl}/market?category=saas&amp;lang=de`,
    ]);
    for (const url of urls) {
      expect(url).toContain('<lastmod>2026-11-20T10:00:00Z</lastmod>');
      expect([...url.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang, href])).toEqual([
        ['fr', `${publicUrl}/market?category=saas`],
        ['en', `${publicUrl}/market?category=saas&amp;lang=en`],
        ['es', `${publicUrl}/market?category=saas&amp;lang=es`],
        ['de', `${publicUrl}/market?category=saas&amp;lang=de`],
        ['x-default', `${publicUrl}/market?category=saas`],
      ]);
    }
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org/);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it('leaves lastmod out when unknown and escapes XML in addresses', () => {
    const xml = renderUrlset(publicUrl, [{ path: "/product/l'agent<1>", lastmod: null }]);
    expect(xml).not.toContain('<lastmod>');
    expect(xml).toContain(`<loc>${publicUrl}/product/l&apos;agent&lt;1&gt;</loc>`);
  });
});

describe('renderSitemapIndex', () => {
  it('points at each sitemap file by absolute URL', () => {
    expect(renderSitemapIndex(publicUrl, ['pages', 'products-1'])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        `<sitemap><loc>${publicUrl}/sitemaps/pages.xml</loc></sitemap>\n` +
        `<sitemap><loc>${publicUrl}/sitemaps/products-1.xml</loc></sitemap>\n` +
        '</sitemapindex>\n',
    );
  });
});
