import { z } from '@hono/zod-openapi';
import type { Context, Next } from 'hono';
import { createProduct } from '../../../core/products/create-product.ts';
import { getProductForEdit } from '../../../core/products/get-product-for-edit.ts';
import { listSellerProducts } from '../../../core/products/list-seller-products.ts';
import { previewMarkdown } from '../../../core/products/preview-markdown.ts';
import { viewerSellerId } from '../../../core/products/product-access.ts';
import { publishRequirements } from '../../../core/products/product-completeness.ts';
import { markdownPreviewBody, productInput, productPatch } from '../../../core/products/product-input.schema.ts';
import { productStatusBody, productStatuses } from '../../../core/products/product-status.schema.ts';
import { publishRelease } from '../../../core/products/publish-release.ts';
import { releaseGuidesInput, releaseInput } from '../../../core/products/release.schema.ts';
import { saveReleaseGuides } from '../../../core/products/save-release-guides.ts';
import { setProductStatus } from '../../../core/products/set-product-status.ts';
import { updateProduct } from '../../../core/products/update-product.ts';
import { locales } from '../../../i18n/config.ts';
import { cents, dateTime, int, uuid, uuidParams } from './api-fields.ts';
import { GalleryImage, Manifest, MediaVariant } from './catalog-schemas.ts';
import type { ApiEnv } from './env.ts';
import { bodyUpTo } from './json-body.ts';
import { apiRouter, dataAnswer, jsonBody, signedInRoute } from './openapi-kit.ts';
import { requireSignedIn, signedInRouter } from './require-signed-in.ts';

/** A product with its description and three translations fits; anything larger is refused before it is read. */
const productBody = bodyUpTo(256 * 1024);

/** A customer is refused (403) before the body is read. */
const sellersOnly = async (c: Context<ApiEnv>, next: Next) => {
  await viewerSellerId(c.var.deps.db, c.var.viewer);
  await next();
};

const status = z.enum(productStatuses);
const billing = z.enum(['one_time', 'monthly', 'yearly']);
const locale = z.enum(locales);

const SellerProductSummary = z
  .object({
    id: uuid,
    slug: z.string(),
    title: z.string(),
    status,
    priceCents: cents,
    billing,
    salesCount: int,
    updatedAt: dateTime,
  })
  .openapi('SellerProductSummary');

const ProductForEdit = z
  .object({
    id: uuid,
    sellerId: uuid,
    slug: z.string(),
    status,
    title: z.string(),
    categoryId: uuid,
    tags: z.array(z.string()),
    summary: z.string(),
    description: z.string().openapi({ description: 'Markdown' }),
    priceCents: cents,
    billing,
    language: locale,
    demoUrl: z
      .string()
      .nullable()
      .openapi({ description: 'A seller’s https address, or the path of a demo Déploia serves itself (/demos/…)' }),
    demoEmbed: z.boolean().openapi({
      description: 'The seller lets the product page show the demo in a sandboxed frame (when its site allows it)',
    }),
    deploymentHours: int,
    manifest: Manifest.nullable(),
    deploymentService: z.enum(['none', 'included', 'paid_option']),
    deploymentPriceCents: cents.nullable().openapi({ description: 'The guided deployment’s price (paid_option only)' }),
    guide: z
      .object({ releaseId: uuid, version: z.string(), bodies: z.partialRecord(locale, z.string()) })
      .nullable()
      .openapi({ description: 'The latest release’s deployment guide (Markdown) by language' }),
    translations: z.array(z.object({ locale, title: z.string(), summary: z.string(), description: z.string() })),
    coverAssetId: uuid.nullable(),
    galleryAssetIds: z.array(uuid),
    fileAssetIds: z.array(uuid).openapi({ description: 'The files of the latest release: what buyers download' }),
    cover: z.array(MediaVariant),
    gallery: z.array(GalleryImage),
    releases: z.array(
      z.object({
        id: uuid,
        version: z.string(),
        changelog: z.string(),
        publishedAt: dateTime.nullable(),
        files: z.array(z.object({ id: uuid, fileName: z.string(), sizeBytes: int, assetId: uuid.nullable() })),
      }),
    ),
    missing: z
      .array(z.enum(publishRequirements))
      .openapi({ description: 'What publishing still needs (empty: complete)' }),
  })
  .openapi('ProductForEdit');

const sellerErrors = {
  403: 'A customer (not_a_seller), an expert without a seller profile (seller_profile_missing) or another seller’s product (forbidden)',
};
const inputErrors = {
  400: 'Invalid body (field codes in details), an unknown category or a file not in the seller’s library',
  409: 'slug_taken: the slug is used by another product, or was one of its former addresses',
  422: 'product_incomplete: a published product must keep its cover, description, files…',
};
const tooLarge = { 413: 'Body over 256 KB (code payload_too_large)' };

/**
 * The signed-in seller's products (owner or administrator for one product): list, create, read, change, publish or
 * archive, new releases; and the Markdown preview of the editor. Bodies are the editor's own zod schemas.
 */
export const sellerProductsApi = signedInRouter()
  .openapi(
    signedInRoute({
      method: 'get',
      path: '/',
      operationId: 'listSellerProducts',
      summary: 'The signed-in seller’s products, most recently changed first',
      responses: { 200: dataAnswer('The products', z.array(SellerProductSummary)) },
      refusals: sellerErrors,
    }),
    async (c) => c.json({ data: await listSellerProducts(c.var.deps, c.var.viewer) }, 200),
  )
  .openapi(
    signedInRoute({
      method: 'post',
      path: '/',
      operationId: 'createSellerProduct',
      summary: 'Creates a draft product (price in euros; images and files are ids of the seller’s library)',
      middleware: [sellersOnly, productBody] as const,
      request: { body: jsonBody(productInput) },
      responses: { 201: dataAnswer('The created draft', ProductForEdit) },
      refusals: { ...sellerErrors, ...inputErrors, ...tooLarge },
    }),
    async (c) => {
      const created = await createProduct(c.var.deps, c.var.viewer, c.req.valid('json'));
      return c.json({ data: await getProductForEdit(c.var.deps, c.var.viewer, { productId: created.id }) }, 201);
    },
  )
  .openapi(
    signedInRoute({
      method: 'get',
      path: '/{id}',
      operationId: 'getSellerProduct',
      summary: 'One product for editing (its owner or an administrator)',
      request: { params: uuidParams('id') },
      responses: { 200: dataAnswer('The product', ProductForEdit) },
      refusals: { 400: 'The id is not a uuid', ...sellerErrors, 404: 'No such product' },
    }),
    async (c) => {
      const productId = c.req.valid('param').id;
      return c.json({ data: await getProductForEdit(c.var.deps, c.var.viewer, { productId }) }, 200);
    },
  )
  .openapi(
    signedInRoute({
      method: 'patch',
      path: '/{id}',
      operationId: 'updateSellerProduct',
      summary: 'Changes the given fields; a new slug keeps the old one as a 301 redirect; a new price is recorded',
      middleware: [productBody] as const,
      request: { params: uuidParams('id'), body: jsonBody(productPatch) },
      responses: { 200: dataAnswer('The product', ProductForEdit) },
      refusals: { ...sellerErrors, ...inputErrors, ...tooLarge, 404: 'No such product' },
    }),
    async (c) => {
      const productId = c.req.valid('param').id;
      await updateProduct(c.var.deps, c.var.viewer, productId, c.req.valid('json'));
      return c.json({ data: await getProductForEdit(c.var.deps, c.var.viewer, { productId }) }, 200);
    },
  )
  .openapi(
    signedInRoute({
      method: 'post',
      path: '/{id}/status',
      operationId: 'setSellerProductStatus',
      summary: 'Draft, published or archived; publishing needs a complete product (details.missing lists what lacks)',
      middleware: [productBody] as const,
      request: { params: uuidParams('id'), body: jsonBody(productStatusBody) },
      responses: { 200: dataAnswer('The new status', z.object({ id: uuid, slug: z.string(), status })) },
      refusals: { 400: 'Invalid id or status', ...sellerErrors, 404: 'No such product', 422: 'product_incomplete' },
    }),
    async (c) => {
      const input = { productId: c.req.valid('param').id, status: c.req.valid('json').status };
      return c.json({ data: await setProductStatus(c.var.deps, c.var.viewer, input) }, 200);
    },
  )
  .openapi(
    signedInRoute({
      method: 'post',
      path: '/{id}/releases',
      operationId: 'publishSellerProductRelease',
      summary: 'Publishes a new version (changelog, files from the library); buyers are notified and e-mailed',
      middleware: [productBody] as const,
      request: { params: uuidParams('id'), body: jsonBody(releaseInput) },
      responses: { 201: dataAnswer('The release', z.object({ id: uuid, version: z.string() })) },
      refusals: {
        ...sellerErrors,
        400: 'Invalid body or a file not in the seller’s library',
        404: 'No such product',
        409: 'version_taken',
      },
    }),
    async (c) => {
      const release = await publishRelease(c.var.deps, c.var.viewer, c.req.valid('param').id, c.req.valid('json'));
      return c.json({ data: release }, 201);
    },
  )
  .openapi(
    signedInRoute({
      method: 'put',
      path: '/{id}/releases/{releaseId}/guides',
      operationId: 'setSellerReleaseGuides',
      summary:
        'Sets a release’s deployment guide (Markdown) in the languages given; an empty body removes that language’s',
      middleware: [productBody] as const,
      request: { params: uuidParams('id', 'releaseId'), body: jsonBody(releaseGuidesInput) },
      responses: {
        200: dataAnswer(
          'The languages the release’s guide now has',
          z.object({ releaseId: uuid, locales: z.array(locale) }),
        ),
      },
      refusals: { ...sellerErrors, 400: 'Invalid body (guide_too_long…)', 404: 'No such product or release' },
    }),
    async (c) => {
      const { id, releaseId } = c.req.valid('param');
      const saved = await saveReleaseGuides(c.var.deps, c.var.viewer, {
        productId: id,
        releaseId,
        ...c.req.valid('json'),
      });
      return c.json({ data: saved }, 200);
    },
  );

/** POST /api/v1/seller/markdown-preview: the description's HTML, rendered and sanitised by the server. */
export const markdownPreviewApi = apiRouter().openapi(
  signedInRoute({
    method: 'post',
    path: '/',
    operationId: 'previewMarkdown',
    summary: 'Markdown rendered and sanitised as the product page shows it (raw HTML and scripts come out inert)',
    middleware: [requireSignedIn, productBody] as const,
    request: { body: jsonBody(markdownPreviewBody) },
    responses: { 200: dataAnswer('The HTML', z.object({ html: z.string() })) },
    refusals: { 400: 'Invalid body', ...tooLarge },
  }),
  async (c) => c.json({ data: previewMarkdown(c.var.viewer, c.req.valid('json').markdown) }, 200),
);
