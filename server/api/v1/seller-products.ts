import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { requireViewer } from '../../../core/accounts/viewer.ts';
import { createProduct } from '../../../core/products/create-product.ts';
import { getProductForEdit } from '../../../core/products/get-product-for-edit.ts';
import { listSellerProducts } from '../../../core/products/list-seller-products.ts';
import { previewMarkdown } from '../../../core/products/preview-markdown.ts';
import { viewerSellerId } from '../../../core/products/product-access.ts';
import { markdownPreviewBody, productInput, productPatch } from '../../../core/products/product-input.schema.ts';
import { productStatusBody } from '../../../core/products/product-status.schema.ts';
import { publishRelease } from '../../../core/products/publish-release.ts';
import { releaseInput } from '../../../core/products/release.schema.ts';
import { setProductStatus } from '../../../core/products/set-product-status.ts';
import { updateProduct } from '../../../core/products/update-product.ts';
import { AppError } from '../../../core/shared/app-error.ts';
import { toErrorResponse } from '../../middleware/errors.ts';
import type { ApiEnv } from './env.ts';
import { jsonBody } from './json-body.ts';
import { dataOf, errorResponse, jsonRequestBody, signedInSecurity, uuidPath } from './openapi-helpers.ts';
import { requireSignedIn } from './require-signed-in.ts';

const productId = z.uuid();

/** A product with its description and three translations fits; anything larger is refused before it is read. */
const productBody = bodyLimit({
  maxSize: 256 * 1024,
  onError: (c) => toErrorResponse(new AppError('payload_too_large', 413, 'Requête trop volumineuse'), c),
});

/**
 * The signed-in seller's products (owner or administrator for one product): list, create, read, change, publish or
 * archive, new releases; and the Markdown preview of the editor. Bodies are the editor's own zod schemas.
 */
export const sellerProductsApi = new Hono<ApiEnv>()
  .use(requireSignedIn)
  .get('/', async (c) => c.json({ data: await listSellerProducts(c.var.deps, c.var.viewer) }))
  .post('/', productBody, async (c) => {
    // A customer is refused before the body is read.
    await viewerSellerId(c.var.deps.db, c.var.viewer);
    const created = await createProduct(c.var.deps, c.var.viewer, await jsonBody(c, productInput));
    return c.json({ data: await getProductForEdit(c.var.deps, c.var.viewer, { productId: created.id }) }, 201);
  })
  .get('/:id', async (c) => {
    const id = productId.parse(c.req.param('id'));
    return c.json({ data: await getProductForEdit(c.var.deps, c.var.viewer, { productId: id }) });
  })
  .patch('/:id', productBody, async (c) => {
    const id = productId.parse(c.req.param('id'));
    await updateProduct(c.var.deps, c.var.viewer, id, await jsonBody(c, productPatch));
    return c.json({ data: await getProductForEdit(c.var.deps, c.var.viewer, { productId: id }) });
  })
  .post('/:id/status', productBody, async (c) => {
    const id = productId.parse(c.req.param('id'));
    const { status } = await jsonBody(c, productStatusBody);
    return c.json({ data: await setProductStatus(c.var.deps, c.var.viewer, { productId: id, status }) });
  })
  .post('/:id/releases', productBody, async (c) => {
    const id = productId.parse(c.req.param('id'));
    const release = await publishRelease(c.var.deps, c.var.viewer, id, await jsonBody(c, releaseInput));
    return c.json({ data: release }, 201);
  });

/** POST /api/v1/seller/markdown-preview: the description's HTML, rendered and sanitised by the server. */
export const markdownPreviewApi = new Hono<ApiEnv>().post('/', productBody, async (c) => {
  requireViewer(c.var.viewer);
  const { markdown } = await jsonBody(c, markdownPreviewBody);
  return c.json({ data: previewMarkdown(c.var.viewer, markdown) });
});

// OpenAPI 3.1 paths of the routers above, spread into openapi.ts (the same zod schemas as the handlers).
const sellerErrors = {
  401: errorResponse('No valid session'),
  403: errorResponse(
    'A customer (not_a_seller), an expert without a seller profile (seller_profile_missing) or another seller’s product (forbidden)',
  ),
};
const product = { type: 'object', description: 'The product as its editor sees it (ProductForEdit)' };
const inputErrors = {
  400: errorResponse(
    'Invalid body (field codes in details), an unknown category or a file not in the seller’s library',
  ),
  409: errorResponse('slug_taken: the slug is used by another product, or was one of its former addresses'),
  422: errorResponse('product_incomplete: a published product must keep its cover, description, files…'),
};

export const sellerProductsOpenApiPaths = {
  '/seller/products': {
    get: {
      operationId: 'listSellerProducts',
      summary: 'The signed-in seller’s products, most recently changed first',
      security: signedInSecurity,
      responses: {
        200: { description: 'The products', content: dataOf({ type: 'array', items: { type: 'object' } }) },
        ...sellerErrors,
      },
    },
    post: {
      operationId: 'createSellerProduct',
      summary: 'Creates a draft product (price in euros; images and files are ids of the seller’s library)',
      security: signedInSecurity,
      requestBody: jsonRequestBody(productInput),
      responses: {
        201: { description: 'The created draft', content: dataOf(product) },
        ...sellerErrors,
        ...inputErrors,
      },
    },
  },
  '/seller/products/{id}': {
    get: {
      operationId: 'getSellerProduct',
      summary: 'One product for editing (its owner or an administrator)',
      security: signedInSecurity,
      parameters: [uuidPath('id')],
      responses: {
        200: { description: 'The product', content: dataOf(product) },
        ...sellerErrors,
        404: errorResponse('No such product'),
      },
    },
    patch: {
      operationId: 'updateSellerProduct',
      summary: 'Changes the given fields; a new slug keeps the old one as a 301 redirect; a new price is recorded',
      security: signedInSecurity,
      parameters: [uuidPath('id')],
      requestBody: jsonRequestBody(productPatch),
      responses: {
        200: { description: 'The product', content: dataOf(product) },
        ...sellerErrors,
        ...inputErrors,
        404: errorResponse('No such product'),
      },
    },
  },
  '/seller/products/{id}/status': {
    post: {
      operationId: 'setSellerProductStatus',
      summary: 'Draft, published or archived; publishing needs a complete product (details.missing lists what lacks)',
      security: signedInSecurity,
      parameters: [uuidPath('id')],
      requestBody: jsonRequestBody(productStatusBody),
      responses: {
        200: { description: 'The new status', content: dataOf({ type: 'object' }) },
        ...sellerErrors,
        404: errorResponse('No such product'),
        422: errorResponse('product_incomplete'),
      },
    },
  },
  '/seller/products/{id}/releases': {
    post: {
      operationId: 'publishSellerProductRelease',
      summary: 'Publishes a new version (changelog, files from the library); buyers are notified and e-mailed',
      security: signedInSecurity,
      parameters: [uuidPath('id')],
      requestBody: jsonRequestBody(releaseInput),
      responses: {
        201: {
          description: 'The release',
          content: dataOf({ type: 'object', properties: { id: { type: 'string' }, version: { type: 'string' } } }),
        },
        ...sellerErrors,
        400: errorResponse('Invalid body or a file not in the seller’s library'),
        404: errorResponse('No such product'),
        409: errorResponse('version_taken'),
      },
    },
  },
  '/seller/markdown-preview': {
    post: {
      operationId: 'previewMarkdown',
      summary: 'Markdown rendered and sanitised as the product page shows it (raw HTML and scripts come out inert)',
      security: signedInSecurity,
      requestBody: jsonRequestBody(markdownPreviewBody),
      responses: {
        200: { description: 'The HTML', content: dataOf({ type: 'object', properties: { html: { type: 'string' } } }) },
        400: errorResponse('Invalid body'),
        401: errorResponse('No valid session'),
      },
    },
  },
};
