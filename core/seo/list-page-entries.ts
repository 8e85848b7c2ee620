import type { Db } from '../../db/client.ts';
import { listCategoryRefs } from '../catalog/resolve-category.ts';
import type { ContentDeps } from '../content/content-document.ts';
import { contentPageSlugs, getContentPage } from '../content/get-content-page.ts';
import { getResource, resourceSlugs } from '../content/get-resource.ts';
import type { Operator } from '../legal/operator.ts';
import { listSellerEntries } from './list-seller-entries.ts';
import type { SitemapEntry } from './sitemap-entry.ts';

/**
 * Every indexable page but the products: the landing, the marketplace and each category's listing, the sellers'
 * pages, and the information pages. Editorial pages carry the date of their French source (`<!-- updated: … -->`).
 */
export async function listPageEntries(deps: { db: Db; operator: Operator } & ContentDeps): Promise<SitemapEntry[]> {
  const [categories, sellers, resources, contentPages] = await Promise.all([
    listCategoryRefs(deps.db),
    listSellerEntries(deps.db),
    Promise.all(resourceSlugs.map((slug) => getResource(deps, { slug, locale: 'fr' }))),
    Promise.all(contentPageSlugs.map((slug) => getContentPage(deps, { slug, locale: 'fr' }))),
  ]);
  const page = (path: string, lastmod: string | null = null): SitemapEntry => ({ path, lastmod });
  return [
    page('/'),
    page('/market'),
    ...categories.map((c) => page(`/market?category=${encodeURIComponent(c.slug)}`)),
    ...sellers,
    page('/about'),
    page('/faq'),
    page('/resources', latest(resources.map((r) => r.updated))),
    ...resources.map((r) => page(`/resources/${r.slug}`, r.updated)),
    page('/contact'),
    ...contentPages.map((p) => page(`/${p.slug}`, p.updated)),
  ];
}

/** The most recent of ISO dates (they compare as strings), or null. */
function latest(dates: (string | null)[]): string | null {
  return dates.reduce<string | null>((max, date) => (date !== null && (max === null || date > max) ? date : max), null);
}
