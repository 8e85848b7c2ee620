import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsToUser } from './auth.ts';
import { belongsToProduct } from './catalog.ts';
import { createdAt, ref, tableWithId, timestamps } from './columns.ts';

export const favorites = pgTable(
  'favorites',
  {
    userId: belongsToUser(),
    productId: belongsToProduct(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    index('favorites_user_created_idx').on(t.userId, t.createdAt.desc()),
    index('favorites_product_idx').on(t.productId),
  ],
);

export const collections = tableWithId(
  'collections',
  {
    userId: belongsToUser(),
    name: text('name').notNull(),
    isPublic: boolean('is_public').notNull().default(false),
    shareToken: text('share_token').notNull().unique(),
    ...timestamps(),
  },
  (t) => [
    index('collections_user_idx').on(t.userId, t.createdAt.desc()),
    // One name per owner, whatever its case: the "add to a collection" menu tells them apart by name alone.
    uniqueIndex('collections_user_name_uq').on(t.userId, sql`lower(${t.name})`),
  ],
);

export const collectionItems = pgTable(
  'collection_items',
  {
    collectionId: ref('collection_id', () => collections.id, 'cascade').notNull(),
    productId: belongsToProduct(),
    addedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.productId] }),
    index('collection_items_product_idx').on(t.productId),
  ],
);
