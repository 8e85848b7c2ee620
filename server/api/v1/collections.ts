import { z } from '@hono/zod-openapi';
import {
  addCollectionItemBody,
  collectionItemsQuery,
  createCollectionBody,
  listCollectionsQuery,
  updateCollectionBody,
} from '../../../core/lists/collections.schema.ts';
import { addCollectionItem, removeCollectionItem } from '../../../core/lists/collections-items.ts';
import {
  createCollection,
  deleteCollection,
  listCollections,
  updateCollection,
} from '../../../core/lists/collections-manage.ts';
import { getCollection, getSharedCollection } from '../../../core/lists/collections-read.ts';
import { dateTime, int, pageMeta, uuid, uuidParams } from './api-fields.ts';
import { MediaVariant, ProductCard } from './catalog-schemas.ts';
import { smallBody } from './json-body.ts';
import { answer, apiRouter, dataAnswer, dataOf, jsonBody, noContent, openRoute, signedInRoute } from './openapi-kit.ts';
import { signedInRouter } from './require-signed-in.ts';

const collectionFields = {
  name: z.string().max(80),
  isPublic: z.boolean(),
  updatedAt: dateTime,
};

const Collection = z
  .object({
    id: uuid,
    ...collectionFields,
    itemCount: int.openapi({ description: 'Published products in it' }),
    shareToken: z.string().openapi({ description: 'The share link is /c/{shareToken}; it answers while public only' }),
    cover: z.array(MediaVariant),
    createdAt: dateTime,
    hasProduct: z.boolean().optional().openapi({ description: 'Only with ?product_id=' }),
  })
  .openapi('Collection');

const CollectionPage = z
  .object({ data: Collection.extend({ items: z.array(ProductCard) }), meta: pageMeta })
  .openapi('CollectionPage');

const SharedCollectionPage = z
  .object({
    data: z.object({
      ...collectionFields,
      isOwner: z.boolean().openapi({ description: 'The caller owns it (only they see it while private)' }),
      items: z.array(ProductCard),
    }),
    meta: pageMeta,
  })
  .openapi('SharedCollectionPage');

const CollectionItemAdded = dataOf(z.object({ collectionId: uuid, productId: uuid })).openapi('CollectionItemAdded');

const crossSite = 'Sent by a browser from another site';
const notYours = 'No collection of yours has this id (code collection_not_found), someone else’s neither';

/** The signed-in user's collections: list, create, rename or change visibility, delete, add and remove products. */
export const collectionsApi = signedInRouter(smallBody)
  .openapi(
    signedInRoute({
      method: 'get',
      path: '/',
      operationId: 'listCollections',
      summary: "The signed-in user's collections, newest first (at most 50)",
      request: { query: listCollectionsQuery },
      responses: { 200: dataAnswer('The collections', z.array(Collection)) },
      refusals: { 400: 'product_id is not a uuid' },
    }),
    async (c) => {
      const productId = c.req.valid('query').product_id;
      return c.json({ data: await listCollections(c.var.deps, c.var.viewer, { productId }) }, 200);
    },
  )
  .openapi(
    signedInRoute({
      method: 'post',
      path: '/',
      operationId: 'createCollection',
      summary: 'Create a collection (private unless isPublic), optionally with a first product',
      request: { body: jsonBody(createCollectionBody) },
      responses: { 201: dataAnswer('Created', Collection) },
      refusals: {
        400: 'Invalid body; details[].message is name_required, name_too_long (80) or name_invalid',
        403: crossSite,
        404: 'productId is not a published product (code product_not_found)',
        409: 'collection_name_taken (names are unique per user, any case) or collections_limit_reached (50)',
      },
    }),
    async (c) => c.json({ data: await createCollection(c.var.deps, c.var.viewer, c.req.valid('json')) }, 201),
  )
  .openapi(
    signedInRoute({
      method: 'get',
      path: '/{id}',
      operationId: 'getCollection',
      summary: 'One of your collections with a page of its published products, most recently added first',
      request: { params: uuidParams('id'), query: collectionItemsQuery },
      responses: { 200: answer('The collection and a page of products', CollectionPage) },
      refusals: { 400: 'The id is not a uuid, or a malformed page', 404: notYours },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { collection, items } = await getCollection(c.var.deps, c.var.viewer, id, c.req.valid('query'));
      return c.json({ data: { ...collection, items: items.data }, meta: items.meta }, 200);
    },
  )
  .openapi(
    signedInRoute({
      method: 'patch',
      path: '/{id}',
      operationId: 'updateCollection',
      summary: 'Rename a collection, make it public or private',
      request: { params: uuidParams('id'), body: jsonBody(updateCollectionBody) },
      responses: { 200: dataAnswer('Updated', Collection) },
      refusals: {
        400: 'Invalid body (nothing_to_update, name_required, name_too_long, name_invalid)',
        403: crossSite,
        404: notYours,
        409: 'collection_name_taken',
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      return c.json({ data: await updateCollection(c.var.deps, c.var.viewer, id, c.req.valid('json')) }, 200);
    },
  )
  .openapi(
    signedInRoute({
      method: 'delete',
      path: '/{id}',
      operationId: 'deleteCollection',
      summary: 'Delete a collection (its products stay in the catalogue)',
      request: { params: uuidParams('id') },
      responses: { 204: noContent('Deleted') },
      refusals: { 400: 'The id is not a uuid', 403: crossSite, 404: notYours },
    }),
    async (c) => {
      await deleteCollection(c.var.deps, c.var.viewer, c.req.valid('param').id);
      return c.body(null, 204);
    },
  )
  .openapi(
    signedInRoute({
      method: 'post',
      path: '/{id}/items',
      operationId: 'addCollectionItem',
      summary: 'Add a published product to a collection (idempotent)',
      request: { params: uuidParams('id'), body: jsonBody(addCollectionItemBody) },
      responses: {
        201: answer('Added', CollectionItemAdded),
        200: answer('Already in it: nothing changed', CollectionItemAdded),
      },
      refusals: {
        400: 'The body is not { productId: uuid }',
        403: crossSite,
        404: 'collection_not_found, or product_not_found (no published product has this id)',
        409: 'collection_full (500 products)',
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { productId } = c.req.valid('json');
      const { created } = await addCollectionItem(c.var.deps, c.var.viewer, id, productId);
      const data = { collectionId: id, productId };
      return created ? c.json({ data }, 201) : c.json({ data }, 200);
    },
  )
  .openapi(
    signedInRoute({
      method: 'delete',
      path: '/{id}/items/{productId}',
      operationId: 'removeCollectionItem',
      summary: 'Remove a product from a collection (idempotent for the product)',
      request: { params: uuidParams('id', 'productId') },
      responses: { 204: noContent('Not in the collection (any more)') },
      refusals: { 400: 'An id is not a uuid', 403: crossSite, 404: notYours },
    }),
    async (c) => {
      const { id, productId } = c.req.valid('param');
      await removeCollectionItem(c.var.deps, c.var.viewer, id, productId);
      return c.body(null, 204);
    },
  );

/** A collection by its share link: anyone's while public, its owner's alone while private (404 to the others). */
export const sharedCollectionsApi = apiRouter().openapi(
  openRoute({
    method: 'get',
    path: '/{shareToken}',
    operationId: 'getSharedCollection',
    summary: 'A public collection by its share link, with a page of its products',
    description: 'A private collection answers 404 to everyone but its owner, like a link that never existed.',
    request: { params: z.object({ shareToken: z.string() }), query: collectionItemsQuery },
    responses: {
      200: answer('The collection and a page of products (Cache-Control: private, no-store)', SharedCollectionPage),
    },
    refusals: {
      400: 'Malformed page or per_page',
      404: 'No public collection has this link (code collection_not_found)',
    },
  }),
  async (c) => {
    const { shareToken } = c.req.valid('param');
    const found = await getSharedCollection(c.var.deps, c.var.viewer, shareToken, c.req.valid('query'));
    const { id: _ownerOnly, ...shown } = found.collection;
    // Never kept by a shared cache: a collection made private must stop answering at once.
    c.header('Cache-Control', 'private, no-store');
    return c.json({ data: { ...shown, items: found.items.data }, meta: found.items.meta }, 200);
  },
);
