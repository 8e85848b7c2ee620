import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { requireViewer, type Viewer } from '../accounts/viewer.ts';
import { type CollectionItemsQuery, isShareToken } from './collections.schema.ts';
import { type CollectionSummary, collectionNotFound, collectionSummary } from './collections-access.ts';
import { type ListedCards, listedCards } from './listed-cards.ts';

export type CollectionItems = ListedCards;

/** One page of a collection's published products as cards, most recently added first, with the total. */
const itemCards = (db: Db, collectionId: string, page: CollectionItemsQuery) =>
  listedCards(db, { list: sql`collection_items l`, where: sql`l.collection_id = ${collectionId}` }, page);

/** The owner's view of one of their collections: its summary and one page of its products. Else 404. */
export async function getCollection(
  { db }: { db: Db },
  viewer: Viewer | null,
  id: string,
  page: CollectionItemsQuery,
): Promise<{ collection: CollectionSummary; items: CollectionItems }> {
  const v = requireViewer(viewer);
  const collection = await collectionSummary(db, v.userId, id);
  return { collection, items: await itemCards(db, id, page) };
}

/** What anyone with the link sees of a collection: no id, owner or token. */
export interface SharedCollection {
  name: string;
  isPublic: boolean;
  /** The viewer owns it (they alone see it while it is private). */
  isOwner: boolean;
  /** Its id, for its owner only (the link to their page of it). */
  id: string | null;
  updatedAt: string;
}

/**
 * A collection by its share link: anyone's while it is public; while it is private, only its owner's, and a 404
 * for everybody else exactly like a link that never existed (a malformed token too).
 */
export async function getSharedCollection(
  { db }: { db: Db },
  viewer: Viewer | null,
  shareToken: string,
  page: CollectionItemsQuery,
): Promise<{ collection: SharedCollection; items: CollectionItems }> {
  if (!isShareToken(shareToken)) throw collectionNotFound();
  const [found] = await rows<{
    id: string;
    user_id: string;
    name: string;
    is_public: boolean;
    updated_at: Date | string;
  }>(db, sql`select id, user_id, name, is_public, updated_at from collections where share_token = ${shareToken}`);
  const isOwner = !!found && !!viewer && found.user_id === viewer.userId;
  if (!found || (!found.is_public && !isOwner)) throw collectionNotFound();
  return {
    collection: {
      name: found.name,
      isPublic: found.is_public,
      isOwner,
      id: isOwner ? found.id : null,
      updatedAt: new Date(found.updated_at).toISOString(),
    },
    items: await itemCards(db, found.id, page),
  };
}
