import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { requireViewer, type Viewer } from '../accounts/viewer.ts';

export interface FollowedSeller {
  id: string;
  name: string;
  /** Whether the viewer follows them (else they only unsubscribed from their posts). */
  following: boolean;
  /** Whether the viewer unsubscribed from their posts (the e-mails' link). */
  muted: boolean;
}

/** The creators the viewer follows or whose posts they turned off, by name (for « Créateurs suivis »). */
export async function listFollowedSellers({ db }: { db: Db }, viewer: Viewer | null): Promise<FollowedSeller[]> {
  const v = requireViewer(viewer);
  const found = await rows<{ id: string; name: string; following: boolean; muted: boolean }>(
    db,
    sql`select s.id, s.public_name as name, bool_or(c.kind = 'follow') as following, bool_or(c.kind = 'mute') as muted
        from (select seller_id, 'follow' as kind from seller_follows where user_id = ${v.userId}
              union all
              select seller_id, 'mute' as kind from creator_post_mutes where user_id = ${v.userId}) c
        join seller_profiles s on s.id = c.seller_id
        group by s.id, s.public_name
        order by s.public_name, s.id`,
  );
  return found.map((row) => ({ id: row.id, name: row.name, following: !!row.following, muted: !!row.muted }));
}
