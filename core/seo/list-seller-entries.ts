import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import type { SitemapEntry } from './sitemap-entry.ts';

/** The public pages of sellers with at least one published product (an empty profile is not worth indexing). */
export async function listSellerEntries(db: Db): Promise<SitemapEntry[]> {
  const sellers = await rows<{ id: string; lastmod: string }>(
    db,
    sql`select s.id, to_char(s.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as lastmod
        from seller_profiles s
        where exists (select 1 from products p where p.seller_id = s.id and p.status = 'published')
        order by s.created_at, s.id`,
  );
  return sellers.map(({ id, lastmod }) => ({ path: `/seller/${id}`, lastmod }));
}
