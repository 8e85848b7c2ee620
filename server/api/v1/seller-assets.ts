import { Hono } from 'hono';
import { assetIdParam, libraryQuery, listAssetsQuery, uploadAssetQuery } from '../../../core/assets/asset.schema.ts';
import { deleteAsset } from '../../../core/assets/delete-asset.ts';
import { getAssetPreview } from '../../../core/assets/get-asset-preview.ts';
import { listAssets } from '../../../core/assets/list-assets.ts';
import { uploadAsset } from '../../../core/assets/upload-asset.ts';
import { queryObject } from '../../../core/shared/query-object.ts';
import type { ApiEnv } from './env.ts';
import {
  dataOf,
  errorResponse,
  json,
  pageMeta,
  queryParameters,
  schemaRef,
  signedInSecurity,
  uuidPath,
} from './openapi-helpers.ts';
import { requireSignedIn } from './require-signed-in.ts';

const declaredLength = (header: string | undefined) => {
  const bytes = header === undefined ? Number.NaN : Number(header);
  return Number.isSafeInteger(bytes) && bytes >= 0 ? bytes : null;
};

/** The seller's file library: list, upload (the raw bytes as the body), an image's preview, delete. */
export const sellerAssetsApi = new Hono<ApiEnv>()
  .use(requireSignedIn)
  .get('/', async (c) => {
    const query = listAssetsQuery.parse(queryObject(new URL(c.req.url)));
    const { assets, meta } = await listAssets(c.var.deps, c.var.viewer, query);
    return c.json({ data: assets, meta });
  })
  .post('/', async (c) => {
    const query = uploadAssetQuery.parse(queryObject(new URL(c.req.url)));
    const asset = await uploadAsset(c.var.deps, c.var.viewer, {
      ...query,
      fileName: c.req.header('x-file-name') ?? null,
      body: c.req.raw.body,
      declaredBytes: declaredLength(c.req.header('content-length')),
    });
    return c.json({ data: asset }, 201);
  })
  .get('/:id/preview', async (c) => {
    const body = await getAssetPreview(c.var.deps, c.var.viewer, assetIdParam.parse(c.req.param('id')));
    return c.body(body as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'image/webp',
      'Cache-Control': 'private, max-age=3600',
    });
  })
  .delete('/:id', async (c) => {
    const query = libraryQuery.parse(queryObject(new URL(c.req.url)));
    await deleteAsset(c.var.deps, c.var.viewer, { ...query, assetId: assetIdParam.parse(c.req.param('id')) });
    return c.body(null, 204);
  });

// OpenAPI 3.1 paths and schemas of the router above, spread into openapi.ts (same zod schemas as the handler).
const notSeller = errorResponse(
  'A customer (not_a_seller), or an expert without a seller profile (seller_profile_missing)',
);

export const sellerAssetsOpenApiPaths = {
  '/seller/assets': {
    get: {
      operationId: 'listSellerAssets',
      summary: "The seller's file library, newest first, with the products using each file and the quota",
      security: signedInSecurity,
      parameters: queryParameters(listAssetsQuery),
      responses: {
        200: {
          description: 'A page of files, the total, and the bytes used out of the quota',
          content: json(schemaRef('SellerAssetLibrary')),
        },
        401: errorResponse('No valid session'),
        403: notSeller,
      },
    },
    post: {
      operationId: 'uploadSellerAsset',
      summary: 'Upload a file to the library: the raw bytes as the body, its name in x-file-name',
      description:
        'The type is read from the content (magic numbers), never from the name or Content-Type: PNG, JPEG, WebP, AVIF, GIF (images, 10 MB at most, decoded and measured); PDF, ZIP, gzip, tar, MP4, WebM and UTF-8 text (200 MB at most). HTML, SVG, XML and executables are refused. The name gets an extension that matches the content. 60 uploads per hour.',
      security: signedInSecurity,
      parameters: [
        ...queryParameters(uploadAssetQuery),
        {
          name: 'x-file-name',
          in: 'header',
          required: true,
          description: 'The file name, URI-encoded (encodeURIComponent)',
          schema: { type: 'string' },
        },
      ],
      requestBody: {
        required: true,
        content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
      },
      responses: {
        201: {
          description: 'The stored file',
          content: dataOf(schemaRef('SellerAsset')),
        },
        400: errorResponse('No or malformed file name, an empty file, an image of more than 40 megapixels'),
        401: errorResponse('No valid session'),
        403: notSeller,
        409: errorResponse('Not enough room left in the quota (storage_quota_exceeded); nothing stored'),
        413: errorResponse('Larger than the limit of its kind (asset_too_large); reading stops at the limit'),
        415: errorResponse('A refused type (asset_type_refused), or not an image when kind=image (asset_not_image)'),
        429: errorResponse('Too many uploads (rate_limited)'),
      },
    },
  },
  '/seller/assets/{id}/preview': {
    get: {
      operationId: 'getSellerAssetPreview',
      summary: 'A small WebP preview of an image of the library (its seller or an administrator)',
      security: signedInSecurity,
      parameters: [uuidPath('id')],
      responses: {
        200: {
          description: 'The preview',
          content: { 'image/webp': { schema: { type: 'string', format: 'binary' } } },
        },
        401: errorResponse('No valid session'),
        404: errorResponse('No image of yours has this id (asset_not_found)'),
      },
    },
  },
  '/seller/assets/{id}': {
    delete: {
      operationId: 'deleteSellerAsset',
      summary: 'Delete a file of the library and its stored bytes',
      security: signedInSecurity,
      parameters: [uuidPath('id'), ...queryParameters(libraryQuery)],
      responses: {
        204: { description: 'Deleted' },
        401: errorResponse('No valid session'),
        403: notSeller,
        404: errorResponse('No file of yours has this id (asset_not_found)'),
        409: errorResponse('A product uses the file (asset_in_use, details.products: their titles)'),
      },
    },
  },
};

const asset = {
  type: 'object',
  required: ['id', 'kind', 'fileName', 'contentType', 'sizeBytes', 'width', 'height', 'createdAt', 'url'],
  properties: {
    id: { type: 'string', format: 'uuid' },
    kind: { type: 'string', enum: ['image', 'file'] },
    fileName: { type: 'string' },
    contentType: { type: 'string', description: 'As found in the content', examples: ['application/zip'] },
    sizeBytes: { type: 'integer' },
    width: { type: ['integer', 'null'] },
    height: { type: ['integer', 'null'] },
    createdAt: { type: 'string', format: 'date-time' },
    url: { type: ['string', 'null'], description: "An image's preview (/seller/assets/{id}/preview)" },
  },
};

export const sellerAssetsOpenApiSchemas = {
  SellerAsset: asset,
  SellerAssetLibrary: {
    type: 'object',
    properties: {
      data: {
        type: 'array',
        items: {
          ...asset,
          required: [...asset.required, 'usedBy'],
          properties: {
            ...asset.properties,
            usedBy: {
              type: 'array',
              items: { type: 'object', properties: { title: { type: 'string' }, slug: { type: 'string' } } },
            },
          },
        },
      },
      meta: pageMeta({
        usedBytes: { type: 'integer', description: 'Bytes the whole library holds' },
        quotaBytes: { type: 'integer' },
      }),
    },
  },
};
