import type { sellerAssets } from '../../db/schema/index.ts';
import type { AssetSummary } from './asset-summary.ts';

type AssetRow = Pick<
  typeof sellerAssets.$inferSelect,
  'id' | 'kind' | 'fileName' | 'contentType' | 'sizeBytes' | 'width' | 'height' | 'createdAt'
>;

/** The route that serves an image asset's preview to its owner (server/api/v1/seller-assets.ts). */
export const assetPreviewUrl = (assetId: string) => `/api/v1/seller/assets/${assetId}/preview`;

export const toAssetSummary = (row: AssetRow): AssetSummary => ({
  id: row.id,
  kind: row.kind,
  fileName: row.fileName,
  contentType: row.contentType,
  sizeBytes: Number(row.sizeBytes),
  width: row.width,
  height: row.height,
  createdAt: row.createdAt.toISOString(),
  url: row.kind === 'image' ? assetPreviewUrl(row.id) : null,
});
