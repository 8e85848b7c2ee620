import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';

/**
 * Products per sitemap file. Each product is listed once per language (4 URLs), so a file holds 20 000 URLs:
 * under the protocol's 50 000 per file, and a few megabytes rather than its 50 MB ceiling.
 */
export const productsPerSitemap = 5_000;

/** The files `/sitemap.xml` lists (`/sitemaps/<name>.xml`): the pages, then the published products in parts. */
export async function listSitemaps(deps: { db: Db }): Promise<string[]> {
  const [row] = await rows<{ n: number }>(
    deps.db,
    sql`select count(*)::int as n from products where status = 'published'`,
  );
  const parts = Math.ceil((row?.n ?? 0) / productsPerSitemap);
  return ['pages', ...Array.from({ length: parts }, (_, i) => `products-${i + 1}`)];
}
