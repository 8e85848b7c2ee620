import { Hono } from 'hono';
import {
  addCollectionItemBody,
  collectionId,
  collectionItemsQuery,
  collectionProductId,
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
import { queryObject } from '../../../core/shared/query-object.ts';
import type { ApiEnv } from './env.ts';
import { jsonBody, smallBody } from './json-body.ts';
import {
  dataOf,
  errorResponse,
  json,
  jsonRequestBody,
  pageMeta,
  queryParameters,
  schemaRef,
  signedInSecurity,
  uuidPath,
} from './openapi-helpers.ts';
import { requireSignedIn } from './require-signed-in.ts';

/** The signed-in user's collections: list, create, rename or change visibility, delete, add and remove products. */
export const collectionsApi = new Hono<ApiEnv>()
  .use(requireSignedIn)
  .get('/', async (c) => {
    const { product_id } = listCollectionsQuery.parse(queryObject(new URL(c.req.url)));
    return c.json({ data: await listCollections(c.var.deps, c.var.viewer, { productId: product_id }) });
  })
  .post('/', smallBody, async (c) => {
    const body = await jsonBody(c, createCollectionBody);
    return c.json({ data: await createCollection(c.var.deps, c.var.viewer, body) }, 201);
  })
  .get('/:id', async (c) => {
    const id = collectionId.parse(c.req.param('id'));
    const page = collectionItemsQuery.parse(queryObject(new URL(c.req.url)));
    const { collection, items } = await getCollection(c.var.deps, c.var.viewer, id, page);
    return c.json({ data: { ...collection, items: items.data }, meta: items.meta });
  })
  .patch('/:id', smallBody, async (c) => {
    const id = collectionId.parse(c.req.param('id'));
    const body = await jsonBody(c, updateCollectionBody);
    return c.json({ data: await updateCollection(c.var.deps, c.var.viewer, id, body) });
  })
  .delete('/:id', async (c) => {
    await deleteCollection(c.var.deps, c.var.viewer, collectionId.parse(c.req.param('id')));
    return c.body(null, 204);
  })
  .post('/:id/items', smallBody, async (c) => {
    const id = collectionId.parse(c.req.param('id'));
    const { productId } = await jsonBody(c, addCollectionItemBody);
    const { created } = await addCollectionItem(c.var.deps, c.var.viewer, id, productId);
    return c.json({ data: { collectionId: id, productId } }, created ? 201 : 200);
  })
  .delete('/:id/items/:productId', async (c) => {
    const id = collectionId.parse(c.req.param('id'));
    const productId = collectionProductId.parse(c.req.param('productId'));
    await removeCollectionItem(c.var.deps, c.var.viewer, id, productId);
    return c.body(null, 204);
  });

/** A collection by its share link: anyone's while public, its owner's alone while private (404 to the others). */
export const sharedCollectionsApi = new Hono<ApiEnv>().get('/:shareToken', async (c) => {
  const page = collectionItemsQuery.parse(queryObject(new URL(c.req.url)));
  const { collection, items } = await getSharedCollection(c.var.deps, c.var.viewer, c.req.param('shareToken'), page);
  const { id: _ownerOnly, ...shown } = collection;
  // Never kept by a shared cache: a collection made private must stop answering at once.
  c.header('Cache-Control', 'private, no-store');
  return c.json({ data: { ...shown, items: items.data }, meta: items.meta });
});

// OpenAPI 3.1 paths and schemas of the two routers above, spread into openapi.ts (same zod schemas as the handlers).
const pageParameters = queryParameters(collectionItemsQuery);
const noSession = errorResponse('No valid session');
const crossSite = errorResponse('Sent by a browser from another site');
const notYours = errorResponse(
  'No collection of yours has this id (code collection_not_found), someone else’s neither',
);
const itemsPage = pageMeta();

export const collectionsOpenApiPaths = {
  '/me/collections': {
    get: {
      operationId: 'listCollections',
      summary: "The signed-in user's collections, newest first (at most 50)",
      security: signedInSecurity,
      parameters: queryParameters(listCollectionsQuery),
      responses: {
        200: {
          description: 'The collections',
          content: dataOf({ type: 'array', items: schemaRef('Collection') }),
        },
        400: errorResponse('product_id is not a uuid'),
        401: noSession,
      },
    },
    post: {
      operationId: 'createCollection',
      summary: 'Create a collection (private unless isPublic), optionally with a first product',
      security: signedInSecurity,
      requestBody: jsonRequestBody(createCollectionBody),
      responses: {
        201: { description: 'Created', content: dataOf(schemaRef('Collection')) },
        400: errorResponse('Invalid body; details[].message is name_required, name_too_long (80) or name_invalid'),
        401: noSession,
        403: crossSite,
        404: errorResponse('productId is not a published product (code product_not_found)'),
        409: errorResponse(
          'collection_name_taken (names are unique per user, any case) or collections_limit_reached (50)',
        ),
      },
    },
  },
  '/me/collections/{id}': {
    get: {
      operationId: 'getCollection',
      summary: 'One of your collections with a page of its published products, most recently added first',
      security: signedInSecurity,
      parameters: [uuidPath('id'), ...pageParameters],
      responses: {
        200: {
          description: 'The collection and a page of products',
          content: json({ type: 'object', properties: { data: schemaRef('CollectionDetail'), meta: itemsPage } }),
        },
        400: errorResponse('The id is not a uuid, or a malformed page'),
        401: noSession,
        404: notYours,
      },
    },
    patch: {
      operationId: 'updateCollection',
      summary: 'Rename a collection, make it public or private',
      security: signedInSecurity,
      parameters: [uuidPath('id')],
      requestBody: jsonRequestBody(updateCollectionBody),
      responses: {
        200: { description: 'Updated', content: dataOf(schemaRef('Collection')) },
        400: errorResponse('Invalid body (nothing_to_update, name_required, name_too_long, name_invalid)'),
        401: noSession,
        403: crossSite,
        404: notYours,
        409: errorResponse('collection_name_taken'),
      },
    },
    delete: {
      operationId: 'deleteCollection',
      summary: 'Delete a collection (its products stay in the catalogue)',
      security: signedInSecurity,
      parameters: [uuidPath('id')],
      responses: { 204: { description: 'Deleted' }, 401: noSession, 403: crossSite, 404: notYours },
    },
  },
  '/me/collections/{id}/items': {
    post: {
      operationId: 'addCollectionItem',
      summary: 'Add a published product to a collection (idempotent)',
      security: signedInSecurity,
      parameters: [uuidPath('id')],
      requestBody: jsonRequestBody(addCollectionItemBody),
      responses: {
        201: { description: 'Added', content: json(schemaRef('CollectionItemAdded')) },
        200: { description: 'Already in it: nothing changed', content: json(schemaRef('CollectionItemAdded')) },
        400: errorResponse('The body is not { productId: uuid }'),
        401: noSession,
        403: crossSite,
        404: errorResponse('collection_not_found, or product_not_found (no published product has this id)'),
        409: errorResponse('collection_full (500 products)'),
      },
    },
  },
  '/me/collections/{id}/items/{productId}': {
    delete: {
      operationId: 'removeCollectionItem',
      summary: 'Remove a product from a collection (idempotent for the product)',
      security: signedInSecurity,
      parameters: [uuidPath('id'), uuidPath('productId')],
      responses: {
        204: { description: 'Not in the collection (any more)' },
        400: errorResponse('An id is not a uuid'),
        401: noSession,
        403: crossSite,
        404: notYours,
      },
    },
  },
  '/collections/{shareToken}': {
    get: {
      operationId: 'getSharedCollection',
      summary: 'A public collection by its share link, with a page of its products',
      description: 'A private collection answers 404 to everyone but its owner, like a link that never existed.',
      security: [],
      parameters: [{ name: 'shareToken', in: 'path', required: true, schema: { type: 'string' } }, ...pageParameters],
      responses: {
        200: {
          description: 'The collection and a page of products',
          content: json({ type: 'object', properties: { data: schemaRef('SharedCollection'), meta: itemsPage } }),
        },
        400: errorResponse('Malformed page or per_page'),
        404: errorResponse('No public collection has this link (code collection_not_found)'),
      },
    },
  },
};

const collectionFields = {
  name: { type: 'string', maxLength: 80 },
  isPublic: { type: 'boolean' },
  itemCount: { type: 'integer', description: 'Published products in it' },
  updatedAt: { type: 'string', format: 'date-time' },
};

export const collectionsOpenApiSchemas = {
  Collection: {
    type: 'object',
    properties: {
      id: { type: 'string', format: 'uuid' },
      ...collectionFields,
      shareToken: { type: 'string', description: 'The share link is /c/{shareToken}; it answers while public only' },
      cover: { type: 'array', items: schemaRef('MediaVariant') },
      createdAt: { type: 'string', format: 'date-time' },
      hasProduct: { type: 'boolean', description: 'Only with ?product_id=' },
    },
  },
  CollectionDetail: {
    allOf: [
      schemaRef('Collection'),
      { type: 'object', properties: { items: { type: 'array', items: schemaRef('ProductCard') } } },
    ],
  },
  SharedCollection: {
    type: 'object',
    properties: {
      name: collectionFields.name,
      isPublic: collectionFields.isPublic,
      updatedAt: collectionFields.updatedAt,
      isOwner: { type: 'boolean', description: 'The caller owns it (only they see it while private)' },
      items: { type: 'array', items: schemaRef('ProductCard') },
    },
  },
  CollectionItemAdded: {
    type: 'object',
    properties: {
      data: {
        type: 'object',
        properties: {
          collectionId: { type: 'string', format: 'uuid' },
          productId: { type: 'string', format: 'uuid' },
        },
      },
    },
  },
};
