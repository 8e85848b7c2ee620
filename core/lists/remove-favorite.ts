import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { favorites } from '../../db/schema/index.ts';
import { requireViewer, type Viewer } from '../accounts/viewer.ts';

/** Removes a product from the viewer's favourites. Idempotent: removing one that is not there is no error. */
export async function removeFavorite({ db }: { db: Db }, viewer: Viewer | null, productId: string): Promise<void> {
  const v = requireViewer(viewer);
  await db.delete(favorites).where(and(eq(favorites.userId, v.userId), eq(favorites.productId, productId)));
}
