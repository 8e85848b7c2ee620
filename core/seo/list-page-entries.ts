import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { sourceUpdatedOn } from '../../i18n/locale-resources.ts';
import type { ContentDeps } from '../content/content-document.ts';
import { contentPageSlugs, getContentPage } from '../content/get-content-page.ts';
import { getResource, resourceSlugs } from '../content/get-resource.ts';
import type { Operator } from '../legal/operator.ts';
import { listSellerEntries } from './list-seller-entries.ts';
import { type SitemapEntry, w3cDate } from './sitemap-entry.ts';

/**
 * Every indexable page but the products: the landing, the marketplace and each category's listing, the sellers'
 * pages, and the information pages. Editorial pages carry the date of their French source (`<!-- updated: … -->`).
 */
export async function listPageEntries(deps: { db: Db; operator: Operator } & ContentDeps): Promise<SitemapEntry[]> {
  const [catalogue, sellers, resources, contentPages] = await Promise.all([
    listCatalogueDates(deps.db),
    listSellerEntries(deps.db),
    Promise.all(resourceSlugs.map((slug) => getResource(deps, { slug, locale: 'fr' }))),
    Promise.all(contentPageSlugs.map((slug) => getContentPage(deps, { slug, locale: 'fr' }))),
  ]);
  const page = (path: string, lastmod: string | null = null): SitemapEntry => ({ path, lastmod });
  return [
    page('/', catalogue.latest),
    page('/market', catalogue.latest),
    ...catalogue.categories.map((c) => page(`/market?category=${encodeURIComponent(c.slug)}`, c.lastmod)),
    ...sellers,
    page('/sell', sourceUpdatedOn('sell')),
    page('/about', sourceUpdatedOn('info')),
    page('/faq', sourceUpdatedOn('info')),
    page('/resources', latest(resources.map((r) => r.updated))),
    ...resources.map((r) => page(`/resources/${r.slug}`, r.updated)),
    page('/contact', sourceUpdatedOn('info')),
    ...contentPages.map((p) => page(`/${p.slug}`, p.updated)),
  ];
}

/**
 * When the catalogue last changed: in all (the landing and the marketplace list it) and per category, the last
 * update of a published product in it (the category's creation while it has none), in category order.
 */
async function listCatalogueDates(db: Db) {
  const categories = await rows<{ slug: string; lastmod: string }>(
    db,
    sql`select c.slug, ${w3cDate(sql`coalesce(max(p.updated_at), c.created_at)`)} as lastmod
        from categories c left join products p on p.category_id = c.id and p.status = 'published'
        group by c.id order by c.sort, c.slug`,
  );
  return { categories, latest: latest(categories.map((c) => c.lastmod)) };
}

/** The most recent of ISO dates (they compare as strings), or null. */
function latest(dates: (string | null)[]): string | null {
  return dates.reduce<string | null>((max, date) => (date !== null && (max === null || date > max) ? date : max), null);
}
