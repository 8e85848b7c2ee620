import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { creatorPostMutes } from '../../db/schema/index.ts';
import { requireViewer, type Viewer } from '../accounts/viewer.ts';
import { postErrors } from './post-errors.ts';
import { sellerId as sellerIdSchema } from './posts.schema.ts';

/** The viewer receives a creator's posts again, after unsubscribing from them (a no-op otherwise). */
export async function resumeCreatorPosts({ db }: { db: Db }, viewer: Viewer | null, sellerId: string): Promise<void> {
  const v = requireViewer(viewer);
  if (!sellerIdSchema.safeParse(sellerId).success) throw postErrors.sellerNotFound();
  await db
    .delete(creatorPostMutes)
    .where(and(eq(creatorPostMutes.userId, v.userId), eq(creatorPostMutes.sellerId, sellerId)));
}
