import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rows } from '../../db/rows.ts';
import { requireViewer, type Viewer } from '../accounts/viewer.ts';
import type { Clock } from '../ports/clock.ts';
import { canSell } from '../sellers/seller-role.ts';
import { timestamp } from '../shared/sql-time.ts';
import { postErrors } from './post-errors.ts';

export interface PostingSeller {
  id: string;
  name: string;
  userId: string;
}

/** The viewer's seller profile, if they may post: not while their account is banned or suspended (a ban not over). */
export async function postingSeller(db: Db, clock: Clock, viewer: Viewer | null): Promise<PostingSeller> {
  const v = requireViewer(viewer);
  if (!canSell(v)) throw postErrors.notSeller();
  const [seller] = await rows<{ id: string; name: string; user_id: string; banned: boolean }>(
    db,
    sql`select s.id, s.public_name as name, s.user_id,
               (u.banned and (u.ban_expires is null or u.ban_expires > ${timestamp(clock.now())})) as banned
        from seller_profiles s join "user" u on u.id = s.user_id
        where s.user_id = ${v.userId}`,
  );
  if (!seller) throw postErrors.notSeller();
  if (seller.banned) throw postErrors.sellerBanned();
  return { id: seller.id, name: seller.name, userId: seller.user_id };
}
