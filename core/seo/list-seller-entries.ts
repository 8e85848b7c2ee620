import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { type SitemapEntry, w3cDate } from './sitemap-entry.ts';

/** The public pages of sellers with at least one published product (an empty profile is not worth indexing). */
export async function listSellerEntries(db: Db): Promise<SitemapEntry[]> {
  const sellers = await rows<{ id: string; lastmod: string }>(
    db,
    sql`select s.id, ${w3cDate(sql`s.updated_at`)} as lastmod
        from seller_profiles s
        where exists (select 1 from products p where p.seller_id = s.id and p.status = 'published')
        order by s.created_at, s.id`,
  );
  return sellers.map(({ id, lastmod }) => ({ path: `/seller/${id}`, lastmod }));
}
