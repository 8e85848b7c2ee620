import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { rows } from '../../../db/rows.ts';
import type { Role } from '../../accounts/viewer.ts';
import { AppError } from '../../shared/app-error.ts';
import { timestamp } from '../../shared/sql-time.ts';
import type { BroadcastAudience, BroadcastInput } from './broadcast.schema.ts';

/** Who a broadcast goes to, resolved: everyone, the holders of a role, or one user found by e-mail. */
export type ResolvedAudience =
  | { audience: 'all' }
  | { audience: 'role'; role: Role }
  | { audience: 'user'; userId: string; email: string };

/** The audience of a composed broadcast; an e-mail that is nobody's is refused (422, on the field). */
export async function resolveAudience(db: Db, input: BroadcastInput): Promise<ResolvedAudience> {
  const audience: BroadcastAudience = input.audience;
  if (audience === 'all') return { audience };
  if (audience === 'role') return { audience, role: input.role! };
  const email = input.user_email!;
  const [found] = await rows<{ id: string }>(db, sql`select id from "user" where lower(email) = ${email} limit 1`);
  if (!found) {
    throw new AppError('user_not_found', 422, 'Aucun compte avec cette adresse e-mail', { field: 'user_email' });
  }
  return { audience, userId: found.id, email };
}

/**
 * `select id from "user" …`: the recipients of the audience at `now`, banned accounts (whose ban has not ended)
 * excluded. Used as is by the count and by the `insert … select` that writes the notifications.
 */
export function recipientsQuery(target: ResolvedAudience, now: Date): SQL {
  const notBanned = sql`not (u.banned and (u.ban_expires is null or u.ban_expires > ${timestamp(now)}))`;
  const scope =
    target.audience === 'role'
      ? sql` and exists (select 1 from user_roles r where r.user_id = u.id and r.role = ${target.role})`
      : target.audience === 'user'
        ? sql` and u.id = ${target.userId}`
        : sql``;
  return sql`select u.id from "user" u where ${notBanned}${scope}`;
}

export async function countRecipients(db: Db, target: ResolvedAudience, now: Date): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (${recipientsQuery(target, now)}) recipients`,
  );
  return Number(row?.n ?? 0);
}
