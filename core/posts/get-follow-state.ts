import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import type { Viewer } from '../accounts/viewer.ts';

export interface FollowState {
  followers: number;
  /** Null for a visitor (the page stays the same for every visitor). */
  following: boolean | null;
  /** The viewer is this creator (who does not follow themselves). */
  own: boolean;
}

/** A creator's follower count and whether the viewer follows them (`seller_follows_seller_idx`, the primary key). */
export async function getFollowState(
  { db }: { db: Db },
  viewer: Viewer | null,
  sellerId: string,
): Promise<FollowState> {
  const me = viewer?.userId ?? null;
  const [row] = await rows<{ followers: number; following: boolean; own: boolean }>(
    db,
    sql`select (select count(*) from seller_follows where seller_id = ${sellerId})::int as followers,
               exists (select 1 from seller_follows where seller_id = ${sellerId} and user_id = ${me}) as following,
               exists (select 1 from seller_profiles where id = ${sellerId} and user_id = ${me}) as own`,
  );
  return { followers: Number(row?.followers ?? 0), following: viewer ? !!row?.following : null, own: !!row?.own };
}
