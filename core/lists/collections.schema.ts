import { z } from 'zod';
import { pageNumber } from '../shared/page-number.ts';

/** Limits of collections (decided here; the spec says nothing of them). */
export const collectionLimits = {
  /** Characters (code points) of a name, after trimming. */
  nameMax: 80,
  /** Collections per user. */
  perUser: 50,
  /** Products per collection. */
  itemsPerCollection: 500,
} as const;

/** The most cards one page of a collection holds. */
export const maxCollectionItemsPerPage = 100;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
const controlCharacters = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/**
 * A collection's name: trimmed, 1 to 80 characters, one line. The messages are codes, translated by the UI under
 * `collections:errors.<code>` (the same codes come back from the API in `details`).
 */
export const collectionName = z
  .string('name_required')
  .trim()
  .min(1, 'name_required')
  .refine((name) => [...name].length <= collectionLimits.nameMax, 'name_too_long')
  .refine((name) => !controlCharacters.test(name), 'name_invalid');

/** A form's "public" checkbox ("on" when ticked) or the API's boolean. */
const publicFlag = z.union([z.boolean(), z.literal('on').transform(() => true)]);

/** The body of POST /api/v1/me/collections; `productId` adds that product to the new collection at once. */
export const createCollectionBody = z
  .object({
    name: collectionName,
    isPublic: z.boolean().default(false).describe('Anyone with the share link may view it. Default: private.'),
    productId: z.uuid().optional().describe('A published product to put in the new collection.'),
  })
  .strict();
export type CreateCollectionInput = z.input<typeof createCollectionBody>;

/** The body of PATCH /api/v1/me/collections/:id: a new name, a new visibility, or both. */
export const updateCollectionBody = z
  .object({ name: collectionName.optional(), isPublic: z.boolean().optional() })
  .strict()
  .refine((body) => body.name !== undefined || body.isPublic !== undefined, 'nothing_to_update');
export type UpdateCollectionInput = z.output<typeof updateCollectionBody>;

/** The page forms: the create form (name + public checkbox) and the rename form. */
export const createCollectionForm = z.object({ name: collectionName, isPublic: publicFlag.optional() });
export const renameCollectionForm = z.object({ name: collectionName });

/** The body of POST /api/v1/me/collections/:id/items. */
export const addCollectionItemBody = z.object({ productId: z.uuid() }).strict();

/** The `:id` of a collection and the `:productId` of an item in the URL. */
export const collectionId = z.uuid();
export const collectionProductId = z.uuid();

/** The unguessable share token of a collection (24 random bytes, base64url). */
export const shareTokenPattern = /^[A-Za-z0-9_-]{32}$/;
export const isShareToken = (value: string | undefined): value is string => !!value && shareTokenPattern.test(value);

/** GET /api/v1/me/collections: with `product_id`, each collection says whether it holds that product. */
export const listCollectionsQuery = z.object({
  product_id: z
    .uuid()
    .optional()
    .describe('A product id: each collection then tells whether it holds it (hasProduct).'),
});

/** One page of a collection's products (owner view, shared view, their API). */
export const collectionItemsQuery = z.object({
  page: pageNumber,
  per_page: z.coerce.number().int().min(1).max(maxCollectionItemsPerPage).default(24).describe('Products per page.'),
});
export type CollectionItemsQuery = z.output<typeof collectionItemsQuery>;
