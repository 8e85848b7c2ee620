import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { sellerAssets } from '../../db/schema/index.ts';
import type { Viewer } from '../accounts/viewer.ts';
import type { CoreDeps } from '../deps.ts';
import { type ListAssetsQuery, listAssetsQuery } from './asset.schema.ts';
import { assetPreviewUrl } from './asset-row.ts';
import type { AssetSummary } from './asset-summary.ts';
import { requireSellerLibrary, usedBytes } from './seller-library.ts';

/** A product that delivers the file or shows the image. */
export interface AssetUse {
  title: string;
  slug: string;
}

export interface LibraryAsset extends AssetSummary {
  usedBy: AssetUse[];
}

export interface AssetLibrary {
  assets: LibraryAsset[];
  meta: { total: number; page: number; per_page: number; usedBytes: number; quotaBytes: number };
}

interface Row {
  id: string;
  kind: 'image' | 'file';
  file_name: string;
  content_type: string;
  size_bytes: string | number;
  width: number | null;
  height: number | null;
  created_at: Date | string;
  used_by: AssetUse[] | string;
  total: number;
}

/**
 * A page of the seller's library, newest first, each file with the products that use it (as a deliverable or as an
 * image) in the same query (product_files_asset_idx, product_media_asset_idx), and the bytes used of the quota.
 */
export async function listAssets(
  { db }: Pick<CoreDeps, 'db'>,
  viewer: Viewer | null,
  input: ListAssetsQuery = {},
): Promise<AssetLibrary> {
  const { sellerId, page, per_page } = listAssetsQuery.parse(input);
  const library = await requireSellerLibrary(db, viewer, sellerId);
  const [found, used] = await Promise.all([
    rows<Row>(
      db,
      sql`select a.id, a.kind, a.file_name, a.content_type, a.size_bytes, a.width, a.height, a.created_at,
          count(*) over ()::int as total,
          coalesce((select json_agg(json_build_object('title', p.title, 'slug', p.slug) order by p.title)
                    from products p
                    where p.id in (select pf.product_id from product_files pf where pf.asset_id = a.id
                                   union select pm.product_id from product_media pm where pm.asset_id = a.id)),
                   '[]'::json) as used_by
        from seller_assets a
        where a.seller_id = ${library.sellerId}
        order by a.created_at desc, a.id
        limit ${per_page} offset ${(page - 1) * per_page}`,
    ),
    usedBytes(db, library.sellerId),
  ]);
  const assets = found.map((row) => ({
    id: row.id,
    kind: row.kind,
    fileName: row.file_name,
    contentType: row.content_type,
    sizeBytes: Number(row.size_bytes),
    width: row.width,
    height: row.height,
    createdAt: new Date(row.created_at).toISOString(),
    url: row.kind === 'image' ? assetPreviewUrl(row.id) : null,
    usedBy: typeof row.used_by === 'string' ? (JSON.parse(row.used_by) as AssetUse[]) : row.used_by,
  }));
  // Past the last page the window has no row to count on: the total is then asked alone.
  const total = found[0]?.total ?? (page > 1 ? await countAssets(db, library.sellerId) : 0);
  return { assets, meta: { total, page, per_page, usedBytes: used, quotaBytes: library.quotaBytes } };
}

async function countAssets(db: Db, sellerId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(sellerAssets).where(eq(sellerAssets.sellerId, sellerId));
  return row?.n ?? 0;
}
