import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { rows } from '../../../db/rows.ts';
import { type Role, requireAdmin, roles, type Viewer } from '../../accounts/viewer.ts';
import type { Clock } from '../../ports/clock.ts';
import { recipientsQuery } from './broadcast-recipients.ts';

/** How many people each audience of /admin/notifications reaches now: everyone, and the holders of each role. */
export interface BroadcastAudienceCounts {
  all: number;
  roles: Record<Role, number>;
}

/**
 * The recipients counted for the composer, so that its labels say whom the chosen audience reaches before any
 * preview: the same recipients as a broadcast's (banned accounts left out), in one query.
 */
export async function countBroadcastAudiences(
  deps: { db: Db; clock: Clock },
  viewer: Viewer | null,
): Promise<BroadcastAudienceCounts> {
  requireAdmin(viewer);
  const found = await rows<{ role: Role | null; n: number }>(
    deps.db,
    sql`with recipients as (${recipientsQuery({ audience: 'all' }, deps.clock.now())})
        select null as role, count(*)::int as n from recipients
        union all
        select r.role, count(*)::int as n from user_roles r join recipients u on u.id = r.user_id group by r.role`,
  );
  const byRole = new Map(found.map((row) => [row.role, Number(row.n)]));
  return {
    all: byRole.get(null) ?? 0,
    roles: Object.fromEntries(roles.map((role) => [role, byRole.get(role) ?? 0])) as Record<Role, number>,
  };
}
