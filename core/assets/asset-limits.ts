import type { AssetKind } from './asset-summary.ts';

const MB = 1024 * 1024;

/**
 * The largest upload of each kind. Images are decoded by the media pipeline, which holds them in memory: 10 MB;
 * deliverables (archives, documents, videos) are streamed to storage: 200 MB. The seller's quota
 * (seller_profiles.storage_quota_bytes, 5 GB by default) caps the sum.
 */
export const assetMaxBytes: Record<AssetKind, number> = { image: 10 * MB, file: 200 * MB };

/** The most any upload may weigh before its kind is known (from its first bytes). */
export const largestAssetBytes = Math.max(...Object.values(assetMaxBytes));

/** How many bytes of a file's head the sniffer needs (a tar header ends at 262). */
export const sniffHeadBytes = 4096;

/** File names are cut to this many characters (extension kept). */
export const maxFileNameLength = 200;
