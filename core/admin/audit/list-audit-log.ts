import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { rows } from '../../../db/rows.ts';
import { requireAdmin, type Viewer } from '../../accounts/viewer.ts';
import { containsPattern, likeLiteral } from '../../shared/like-pattern.ts';
import type { Page } from '../../shared/page-number.ts';
import type { AuditLogQuery } from './audit-log.schema.ts';
import { auditTargetColumns } from './audit-targets.ts';

export interface AuditEntry {
  id: string;
  action: string;
  targetType: string;
  targetId: string | null;
  /** What the target is called (a user's name, an order's number, a product's title…), while it exists. */
  targetName: string | null;
  /** Where its public page is, for a product or a review: the product's slug. */
  targetKey: string | null;
  /** The actor, while the account exists (null for the system or a deleted account). */
  actor: { id: string; name: string; email: string } | null;
  actorId: string | null;
  before: unknown;
  after: unknown;
  reason: string | null;
  /** The rest of `data` (counts, references…). */
  details: Record<string, unknown>;
  ip: string | null;
  /** ISO 8601. */
  createdAt: string;
}

export type AuditPage = Page<AuditEntry>;

function filters(query: AuditLogQuery): SQL {
  const where: SQL[] = [sql`true`];
  if (query.actor) {
    where.push(sql`a.actor_id in (select p.id from profiles p
                                  where p.email ilike ${containsPattern(query.actor.toLowerCase())})`);
  }
  if (query.action) {
    const prefix = query.action.endsWith('*')
      ? query.action.slice(0, -1)
      : query.action.endsWith('.')
        ? query.action
        : null;
    where.push(prefix === null ? sql`a.action = ${query.action}` : sql`a.action like ${`${likeLiteral(prefix)}%`}`);
  }
  if (query.target_type) where.push(sql`a.target_type = ${query.target_type}`);
  if (query.target_id) where.push(sql`a.target_id = ${query.target_id}`);
  if (query.from) where.push(sql`a.created_at >= ${`${query.from}T00:00:00Z`}::timestamptz`);
  if (query.to) where.push(sql`a.created_at < (${`${query.to}T00:00:00Z`}::timestamptz + interval '1 day')`);
  return sql.join(where, sql` and `);
}

type Row = {
  id: string;
  action: string;
  target_type: string;
  target_id: string | null;
  target_name: string | null;
  target_key: string | null;
  actor_id: string | null;
  actor_name: string | null;
  actor_email: string | null;
  data: Record<string, unknown> | null;
  ip: string | null;
  created_at: string | Date;
};

function toEntry(row: Row): AuditEntry {
  const { before, after, reason, ...details } = row.data ?? {};
  return {
    id: row.id,
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    targetName: row.target_name,
    targetKey: row.target_key,
    actorId: row.actor_id,
    actor:
      row.actor_id && row.actor_email ? { id: row.actor_id, name: row.actor_name ?? '', email: row.actor_email } : null,
    before: before ?? null,
    after: after ?? null,
    reason: typeof reason === 'string' ? reason : null,
    details,
    ip: row.ip,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

const selectEntries = (where: SQL) =>
  sql`select a.id, a.action, a.target_type, a.target_id, ${auditTargetColumns}, a.actor_id,
             p.display_name as actor_name, p.email as actor_email, a.data, a.ip, a.created_at
      from audit_log a left join profiles p on p.id = a.actor_id
      where ${where}
      order by a.created_at desc, a.id desc`;

/** The audit log, newest first, filtered; administrators only. Read-only: nothing here (or anywhere) changes it. */
export async function listAuditLog(
  { db }: { db: Db },
  viewer: Viewer | null,
  query: AuditLogQuery,
): Promise<AuditPage> {
  requireAdmin(viewer);
  const where = filters(query);
  const [page, [count]] = await Promise.all([
    rows<Row>(db, sql`${selectEntries(where)} limit ${query.per_page} offset ${(query.page - 1) * query.per_page}`),
    rows<{ n: number }>(db, sql`select count(*)::int as n from audit_log a where ${where}`),
  ]);
  return {
    data: page.map(toEntry),
    meta: { total: Number(count?.n ?? 0), page: query.page, per_page: query.per_page },
  };
}

/** At most this many entries in one export. */
export const auditExportLimit = 10_000;

/** Every entry the filters select (up to `auditExportLimit`), for the CSV export. */
export async function exportAuditLog({ db }: { db: Db }, viewer: Viewer | null, query: AuditLogQuery) {
  requireAdmin(viewer);
  return (await rows<Row>(db, sql`${selectEntries(filters(query))} limit ${auditExportLimit}`)).map(toEntry);
}

/** The actions recorded so far, for the filter's list. */
export async function listAuditActions({ db }: { db: Db }, viewer: Viewer | null): Promise<string[]> {
  requireAdmin(viewer);
  return (await rows<{ action: string }>(db, sql`select distinct action from audit_log order by action`)).map(
    (r) => r.action,
  );
}

/** The target types recorded so far, for the filter's list. */
export async function listAuditTargetTypes({ db }: { db: Db }, viewer: Viewer | null): Promise<string[]> {
  requireAdmin(viewer);
  return (await rows<{ t: string }>(db, sql`select distinct target_type as t from audit_log order by 1`)).map(
    (r) => r.t,
  );
}
