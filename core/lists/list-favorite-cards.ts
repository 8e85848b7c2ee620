import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { requireViewer, type Viewer } from '../accounts/viewer.ts';
import { type ListedCards, listedCards } from './listed-cards.ts';

export type FavoriteCards = ListedCards;

/**
 * One page of the viewer's favourite products as cards, most recently added first, with how many there are in
 * all. Only published products count (see list-favorite-ids.ts); the page is chosen on the favourites alone
 * (index `favorites_user_created_idx`).
 */
export async function listFavoriteCards(
  { db }: { db: Db },
  viewer: Viewer | null,
  page: { page: number; per_page: number },
): Promise<FavoriteCards> {
  const v = requireViewer(viewer);
  return listedCards(db, { list: sql`favorites l`, where: sql`l.user_id = ${v.userId}` }, page);
}
