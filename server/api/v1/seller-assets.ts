import { z } from '@hono/zod-openapi';
import { libraryQuery, listAssetsQuery, uploadAssetQuery } from '../../../core/assets/asset.schema.ts';
import { deleteAsset } from '../../../core/assets/delete-asset.ts';
import { getAssetPreview } from '../../../core/assets/get-asset-preview.ts';
import { listAssets } from '../../../core/assets/list-assets.ts';
import { uploadAsset } from '../../../core/assets/upload-asset.ts';
import { dateTime, int, uuid, uuidParams } from './api-fields.ts';
import { answer, dataAnswer, noContent, pageOf, signedInRoute } from './openapi-kit.ts';
import { signedInRouter } from './require-signed-in.ts';

const declaredLength = (header: string | undefined) => {
  const bytes = header === undefined ? Number.NaN : Number(header);
  return Number.isSafeInteger(bytes) && bytes >= 0 ? bytes : null;
};

const assetFields = {
  id: uuid,
  kind: z.enum(['image', 'file']),
  fileName: z.string(),
  contentType: z.string().openapi({ description: 'As found in the content', examples: ['application/zip'] }),
  sizeBytes: int,
  width: int.nullable(),
  height: int.nullable(),
  createdAt: dateTime,
  url: z.string().nullable().openapi({ description: "An image's preview (/seller/assets/{id}/preview)" }),
};

const SellerAsset = z.object(assetFields).openapi('SellerAsset');

const SellerAssetLibrary = pageOf(
  z.object({ ...assetFields, usedBy: z.array(z.object({ title: z.string(), slug: z.string() })) }),
  { usedBytes: int.openapi({ description: 'Bytes the whole library holds' }), quotaBytes: int },
).openapi('SellerAssetLibrary');

const notSeller = 'A customer (not_a_seller), or an expert without a seller profile (seller_profile_missing)';
const binary = { type: 'string' as const, format: 'binary' };

/** The seller's file library: list, upload (the raw bytes as the body), an image's preview, delete. */
export const sellerAssetsApi = signedInRouter()
  .openapi(
    signedInRoute({
      method: 'get',
      path: '/',
      operationId: 'listSellerAssets',
      summary: "The seller's file library, newest first, with the products using each file and the quota",
      request: { query: listAssetsQuery },
      responses: { 200: answer('A page of files, the total, and the bytes used out of the quota', SellerAssetLibrary) },
      refusals: { 400: 'Malformed page, per_page or sellerId', 403: notSeller },
    }),
    async (c) => {
      const { assets, meta } = await listAssets(c.var.deps, c.var.viewer, c.req.valid('query'));
      return c.json({ data: assets, meta }, 200);
    },
  )
  .openapi(
    signedInRoute({
      method: 'post',
      path: '/',
      operationId: 'uploadSellerAsset',
      summary: 'Upload a file to the library: the raw bytes as the body, its name in x-file-name',
      description:
        'The type is read from the content (magic numbers), never from the name or Content-Type: PNG, JPEG, WebP, AVIF, GIF (images, 10 MB at most, decoded and measured); PDF, ZIP, gzip, tar, MP4, WebM and UTF-8 text (200 MB at most). HTML, SVG, XML and executables are refused. The name gets an extension that matches the content. 60 uploads per hour.',
      // The bytes are streamed to storage by the use case, which checks them: described here, not parsed by the route.
      request: {
        query: uploadAssetQuery,
        headers: z.object({
          'x-file-name': z.string().optional().openapi({
            description: 'The file name, URI-encoded (encodeURIComponent); without it the upload is refused (400)',
          }),
        }),
        body: { required: true, content: { 'application/octet-stream': { schema: binary } } },
      },
      responses: { 201: dataAnswer('The stored file', SellerAsset) },
      refusals: {
        400: 'No or malformed file name, an empty file, an image of more than 40 megapixels',
        403: notSeller,
        409: 'Not enough room left in the quota (storage_quota_exceeded); nothing stored',
        413: 'Larger than the limit of its kind (asset_too_large); reading stops at the limit',
        415: 'A refused type (asset_type_refused), or not an image when kind=image (asset_not_image)',
        429: 'Too many uploads (rate_limited)',
      },
    }),
    async (c) => {
      const asset = await uploadAsset(c.var.deps, c.var.viewer, {
        ...c.req.valid('query'),
        fileName: c.req.valid('header')['x-file-name'] ?? null,
        body: c.req.raw.body,
        declaredBytes: declaredLength(c.req.header('content-length')),
      });
      return c.json({ data: asset }, 201);
    },
  )
  .openapi(
    signedInRoute({
      method: 'get',
      path: '/{id}/preview',
      operationId: 'getSellerAssetPreview',
      summary: 'A small WebP preview of an image of the library (its seller or an administrator)',
      request: { params: uuidParams('id') },
      responses: { 200: { description: 'The preview', content: { 'image/webp': { schema: binary } } } },
      refusals: { 400: 'The id is not a uuid', 404: 'No image of yours has this id (asset_not_found)' },
    }),
    async (c) => {
      const body = await getAssetPreview(c.var.deps, c.var.viewer, c.req.valid('param').id);
      return c.body(body as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': 'image/webp',
        'Cache-Control': 'private, max-age=3600',
      });
    },
  )
  .openapi(
    signedInRoute({
      method: 'delete',
      path: '/{id}',
      operationId: 'deleteSellerAsset',
      summary: 'Delete a file of the library and its stored bytes',
      request: { params: uuidParams('id'), query: libraryQuery },
      responses: { 204: noContent('Deleted') },
      refusals: {
        400: 'The id or sellerId is not a uuid',
        403: notSeller,
        404: 'No file of yours has this id (asset_not_found)',
        409: 'A product uses the file (asset_in_use, details.products: their titles)',
      },
    }),
    async (c) => {
      const input = { ...c.req.valid('query'), assetId: c.req.valid('param').id };
      await deleteAsset(c.var.deps, c.var.viewer, input);
      return c.body(null, 204);
    },
  );
