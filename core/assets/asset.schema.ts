import { z } from 'zod';
import { pageNumber } from '../shared/page-number.ts';

/** The library a request works on: one's own, or for an administrator the seller named. */
export const libraryQuery = z.object({
  sellerId: z.uuid().optional().describe("Administrators only: the seller whose library to use (default: one's own)"),
});

/** `GET /api/v1/seller/assets` and /dashboard/assets. */
export const listAssetsQuery = libraryQuery.extend({
  page: pageNumber,
  per_page: z.coerce.number().int().min(1).max(100).default(50).describe('Files per page (newest first).'),
});
export type ListAssetsQuery = z.input<typeof listAssetsQuery>;

/** `POST /api/v1/seller/assets?kind=image`: the body is the file's bytes, its name in the `x-file-name` header. */
export const uploadAssetQuery = libraryQuery.extend({
  kind: z.enum(['image', 'file']).optional().describe('image: refuse anything but an image (covers, gallery)'),
});

export const assetIdParam = z.uuid();
