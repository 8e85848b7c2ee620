import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { profiles, user, userRoles } from '../../../db/schema/index.ts';
import { userLabelSql } from '../../accounts/display-name-sql.ts';
import { type Role, requireAdmin, type Viewer } from '../../accounts/viewer.ts';
import { containsPattern } from '../../shared/like-pattern.ts';
import type { Page } from '../../shared/page-number.ts';
import type { ListUsersQuery } from './admin-users.schema.ts';

export interface AdminUserRow {
  id: string;
  name: string;
  email: string;
  roles: Role[];
  joinedAt: string;
  banned: boolean;
}

/**
 * The administrators' user list: any part of the name or the e-mail (ILIKE, served by the trigram indexes), one role
 * or the banned accounts, newest first.
 */
export async function listUsers(
  { db }: { db: Db },
  viewer: Viewer | null,
  query: ListUsersQuery,
): Promise<Page<AdminUserRow>> {
  requireAdmin(viewer);
  const filters: SQL[] = [];
  if (query.q) {
    const pattern = containsPattern(query.q);
    filters.push(or(ilike(profiles.displayName, pattern), ilike(profiles.email, pattern)) as SQL);
  }
  if (query.role === 'banned') filters.push(eq(user.banned, true));
  else if (query.role) {
    filters.push(
      sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${user.id} and ${userRoles.role} = ${query.role})`,
    );
  }
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: user.id,
        name: userLabelSql(),
        email: user.email,
        roles: sql<
          Role[]
        >`coalesce((select array_agg(${userRoles.role}::text order by ${userRoles.role}) from ${userRoles} where ${userRoles.userId} = ${user.id}), '{}')`,
        joinedAt: user.createdAt,
        banned: user.banned,
      })
      .from(user)
      .innerJoin(profiles, eq(profiles.id, user.id))
      .where(where)
      .orderBy(desc(user.createdAt), desc(user.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(user)
      .innerJoin(profiles, eq(profiles.id, user.id))
      .where(where),
  ]);
  return {
    data: rows.map((row) => ({ ...row, joinedAt: new Date(row.joinedAt).toISOString() })),
    meta: { total: Number(count?.total ?? 0), page: query.page, per_page: query.per_page },
  };
}
