import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { requireViewer, type Viewer } from '../accounts/viewer.ts';
import { renderMarkdown } from '../content/markdown.ts';
import { activeLicenceCondition, liveSubscriptionCondition } from '../delivery/download-rights.ts';
import type { Clock } from '../ports/clock.ts';
import type { Page } from '../shared/page-number.ts';

/** One published version of a product the buyer may download, with its notes. */
export interface ProductUpdate {
  id: string;
  version: string;
  publishedAt: string;
  /** The seller's release notes, rendered safely (core/content/markdown.ts). */
  changelogHtml: string;
  product: { id: string; slug: string; title: string };
}

/** The products the user may download: through an active licence, or a live subscription. */
const ownedProducts = (userId: string, now: Date) =>
  sql`select oi.product_id from licences l
        join order_items oi on oi.id = l.order_item_id
        join orders o on o.id = oi.order_id
      where ${activeLicenceCondition(userId)}
      union
      select s.product_id from subscriptions s where s.user_id = ${userId} and ${liveSubscriptionCondition(now)}`;

/**
 * « Mises à jour de vos produits »: the released versions of every product the viewer may download (an active
 * licence, or a live subscription), newest first. Scheduled releases appear once their date has come.
 */
export async function listProductUpdates(
  deps: { db: Db; clock: Clock },
  viewer: Viewer | null,
  { page, per_page }: { page: number; per_page: number },
): Promise<Page<ProductUpdate>> {
  const userId = requireViewer(viewer).userId;
  const now = deps.clock.now();
  const found = await rows<{
    id: string;
    version: string;
    changelog: string;
    published_at: string | Date;
    product_id: string;
    slug: string;
    title: string;
    total: number;
  }>(
    deps.db,
    sql`with owned as (${ownedProducts(userId, now)})
        select r.id, r.version, r.changelog, r.published_at, p.id as product_id, p.slug, p.title,
          count(*) over ()::int as total
        from owned join product_releases r on r.product_id = owned.product_id
          join products p on p.id = r.product_id
        where r.published_at is not null and r.published_at <= ${now.toISOString()}::timestamptz
        order by r.published_at desc, r.id desc
        limit ${per_page} offset ${(page - 1) * per_page}`,
  );
  return {
    data: found.map((r) => ({
      id: r.id,
      version: r.version,
      publishedAt: new Date(r.published_at).toISOString(),
      changelogHtml: renderMarkdown(r.changelog),
      product: { id: r.product_id, slug: r.slug, title: r.title },
    })),
    meta: { total: found[0]?.total ?? (await countUpdates(deps, userId, now, page)), page, per_page },
  };
}

/** A page past the end has no row to read the total from: counted on its own (rare). */
async function countUpdates(deps: { db: Db }, userId: string, now: Date, page: number): Promise<number> {
  if (page === 1) return 0;
  const [row] = await rows<{ total: number }>(
    deps.db,
    sql`select count(*)::int as total from product_releases r
        where r.published_at is not null and r.published_at <= ${now.toISOString()}::timestamptz
          and r.product_id in (${ownedProducts(userId, now)})`,
  );
  return row?.total ?? 0;
}
