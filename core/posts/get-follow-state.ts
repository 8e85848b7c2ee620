import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import type { Viewer } from '../accounts/viewer.ts';

export interface FollowState {
  followers: number;
  /** Null for a visitor (the page stays the same for every visitor). */
  following: boolean | null;
}

/** A creator's follower count and whether the viewer follows them: one query (`seller_follows_seller_idx`, the key). */
export async function getFollowState(
  { db }: { db: Db },
  viewer: Viewer | null,
  sellerId: string,
): Promise<FollowState> {
  const [row] = await rows<{ followers: number; following: boolean }>(
    db,
    sql`select count(*)::int as followers, coalesce(bool_or(f.user_id = ${viewer?.userId ?? null}), false) as following
        from seller_follows f where f.seller_id = ${sellerId}`,
  );
  return { followers: Number(row?.followers ?? 0), following: viewer ? !!row?.following : null };
}
