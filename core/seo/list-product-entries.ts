import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { productsPerSitemap } from './list-sitemaps.ts';
import { type SitemapEntry, w3cDate } from './sitemap-entry.ts';

/**
 * The published products of sitemap part `part` (from 1; empty past the last), oldest publication first so that
 * new products land in the last part and the others keep their content. The order is exactly a backward scan of
 * the partial index products_published_idx (published_at desc nulls last, id).
 */
export async function listProductEntries(deps: { db: Db }, input: { part: number }): Promise<SitemapEntry[]> {
  const found = await rows<{ slug: string; lastmod: string }>(
    deps.db,
    sql`select slug, ${w3cDate(sql`updated_at`)} as lastmod
        from products
        where status = 'published'
        order by published_at nulls first, id desc
        offset ${(input.part - 1) * productsPerSitemap} limit ${productsPerSitemap}`,
  );
  return found.map(({ slug, lastmod }) => ({ path: `/product/${encodeURIComponent(slug)}`, lastmod }));
}
