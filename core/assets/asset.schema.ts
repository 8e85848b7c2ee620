import { z } from 'zod';

const sellerId = z
  .uuid()
  .optional()
  .describe("Administrators only: the seller whose library to use (default: one's own)");

/** `GET /api/v1/seller/assets` and the library page. */
export const listAssetsQuery = z.object({ sellerId }).strict();

/** `POST /api/v1/seller/assets?kind=image`: the body is the file's bytes, its name in the `x-file-name` header. */
export const uploadAssetQuery = z
  .object({
    kind: z.enum(['image', 'file']).optional().describe('image: refuse anything but an image (covers, gallery)'),
    sellerId,
  })
  .strict();

export const assetIdParam = z.uuid();
