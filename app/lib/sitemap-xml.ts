import type { SitemapEntry } from '../../core/seo/sitemap-entry.ts';
import { defaultLocale, locales, localizedHref } from '../../i18n/config.ts';

const xmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => xmlEntities[c] ?? c);

const xmlHeader = '<?xml version="1.0" encoding="UTF-8"?>\n';

/**
 * A `<urlset>` with one `<url>` per page and language, each naming all the languages (and x-default, French) as
 * `xhtml:link` alternates: the addresses the pages' own hreflang links give (root.tsx).
 */
export function renderUrlset(publicUrl: string, entries: readonly SitemapEntry[]): string {
  const parts = [
    xmlHeader,
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n',
  ];
  for (const { path, lastmod } of entries) {
    const [pathname = '/', search = ''] = path.split('?');
    const hrefs = new Map(
      locales.map((locale) => [locale, escapeXml(`${publicUrl}${localizedHref(pathname, search, locale)}`)]),
    );
    const alternates = [...hrefs, ['x-default', hrefs.get(defaultLocale)] as const]
      .map(([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`)
      .join('');
    const modified = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : '';
    for (const href of hrefs.values()) parts.push(`<url><loc>${href}</loc>${modified}${alternates}</url>\n`);
  }
  parts.push('</urlset>\n');
  return parts.join('');
}

/** A `<sitemapindex>` of `/sitemaps/<name>.xml`. */
export function renderSitemapIndex(publicUrl: string, names: readonly string[]): string {
  const sitemaps = names.map(
    (name) => `<sitemap><loc>${escapeXml(`${publicUrl}/sitemaps/${name}.xml`)}</loc></sitemap>\n`,
  );
  return `${xmlHeader}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemaps.join('')}</sitemapindex>\n`;
}

/** Crawlers come back for sitemaps at their own pace: an hour of caching is plenty and spares the database. */
export const xmlResponse = (body: string) =>
  new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
