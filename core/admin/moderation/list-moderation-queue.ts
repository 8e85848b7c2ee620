import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { rows } from '../../../db/rows.ts';
import { requireAdmin, type Viewer } from '../../accounts/viewer.ts';
import {
  type ModerationQueueQuery,
  type ModerationTargetType,
  type ModerationView,
  moderationTargetTypes,
} from './moderation.schema.ts';
import { isoOrNull, isRemoved, type TargetPreview, targetPreviews } from './target-previews.ts';

/** One report of a target, as the moderators read it. */
export interface ReportEntry {
  id: string;
  reason: string;
  details: string | null;
  reporterName: string | null;
  /** Where a notice's receipt and decision go (a notice from someone not signed in has no name). */
  reporterEmail: string | null;
  createdAt: string;
  status: 'open' | 'resolved' | 'dismissed';
  resolution: string | null;
  resolvedAt: string | null;
  resolverName: string | null;
}

/** One reported (or taken down) content with its reports: a row of the queue. */
export interface ModerationItem {
  targetType: ModerationTargetType;
  targetId: string;
  /** Reports counted in this view (open ones in the open view, all of them in the removed view). */
  reportCount: number;
  /** The distinct reasons given, most frequent first. */
  reasons: string[];
  firstReportedAt: string | null;
  lastReportedAt: string | null;
  reports: ReportEntry[];
  /** Null when the content was deleted since. */
  preview: TargetPreview | null;
  /** Taken down by moderation: restore is the action that applies. */
  removed: boolean;
}

export interface ModerationQueue {
  data: ModerationItem[];
  meta: { total: number; page: number; per_page: number; open_targets: number };
}

const moderated = sql.join(
  moderationTargetTypes.map((type) => sql`${type}`),
  sql`, `,
);

type ReportRow = {
  id: string;
  target_type: ModerationTargetType;
  target_id: string;
  reason: string;
  details: string | null;
  created_at: Date | string;
  status: ReportEntry['status'];
  resolution: string | null;
  resolved_at: Date | string | null;
  reporter_name: string | null;
  reporter_email: string | null;
  resolver_name: string | null;
};

/** The reports of the given targets (only those in `status` when given), latest first. */
async function reportsOf(db: Db, targetIds: string[], status: ReportEntry['status'] | null): Promise<ReportRow[]> {
  if (targetIds.length === 0) return [];
  return rows<ReportRow>(
    db,
    sql`select r.id, r.target_type, r.target_id, r.reason, r.details, r.created_at, r.status, r.resolution,
               r.resolved_at, rp.display_name as reporter_name, r.reporter_email, ap.display_name as resolver_name
        from reports r
        left join profiles rp on rp.id = r.reporter_id
        left join profiles ap on ap.id = r.resolved_by
        where r.target_id in (${sql.join(
          targetIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}) ${status ? sql`and r.status = ${status}` : sql``}
        order by r.created_at desc, r.id`,
  );
}

async function assemble(
  db: Db,
  targets: { targetType: ModerationTargetType; targetId: string }[],
  status: ReportEntry['status'] | null,
): Promise<ModerationItem[]> {
  const [reports, previews] = await Promise.all([
    reportsOf(
      db,
      targets.map((t) => t.targetId),
      status,
    ),
    targetPreviews(db, targets),
  ]);
  return targets.map(({ targetType, targetId }) => {
    const own = reports.filter((r) => r.target_type === targetType && r.target_id === targetId);
    const tally = new Map<string, number>();
    for (const r of own) tally.set(r.reason, (tally.get(r.reason) ?? 0) + 1);
    const dates = own.map((r) => new Date(r.created_at).getTime());
    const preview = previews.get(`${targetType}:${targetId}`) ?? null;
    return {
      targetType,
      targetId,
      reportCount: own.length,
      reasons: [...tally.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([r]) => r),
      firstReportedAt: dates.length > 0 ? new Date(Math.min(...dates)).toISOString() : null,
      lastReportedAt: dates.length > 0 ? new Date(Math.max(...dates)).toISOString() : null,
      reports: own.map((r) => ({
        id: r.id,
        reason: r.reason,
        details: r.details,
        reporterName: r.reporter_name,
        reporterEmail: r.reporter_email,
        createdAt: isoOrNull(r.created_at) ?? '',
        status: r.status,
        resolution: r.resolution,
        resolvedAt: isoOrNull(r.resolved_at),
        resolverName: r.resolver_name,
      })),
      preview,
      removed: isRemoved(preview ?? undefined),
    };
  });
}

async function openTargets(db: Db): Promise<number> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(distinct (target_type, target_id))::int as n from reports
        where status = 'open' and target_type in (${moderated})`,
  );
  return Number(row?.n ?? 0);
}

/**
 * The moderation queue (administrators only): reports in `status`, one row per reported content with the number of
 * reports, their reasons and details, the first and last dates and a preview of the content; latest activity first.
 */
export async function listModerationQueue(
  { db }: { db: Db },
  viewer: Viewer | null,
  query: ModerationQueueQuery,
): Promise<ModerationQueue> {
  requireAdmin(viewer);
  const filters: SQL[] = [sql`r.status = ${query.status}`, sql`r.target_type in (${moderated})`];
  if (query.type) filters.push(sql`r.target_type = ${query.type}`);
  const where = sql.join(filters, sql` and `);
  const [groups, [counted], open] = await Promise.all([
    rows<{ target_type: ModerationTargetType; target_id: string }>(
      db,
      sql`select r.target_type, r.target_id from reports r where ${where}
          group by r.target_type, r.target_id
          order by max(coalesce(r.resolved_at, r.created_at)) desc, r.target_id
          limit ${query.per_page} offset ${(query.page - 1) * query.per_page}`,
    ),
    rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from (select 1 from reports r where ${where} group by r.target_type, r.target_id) g`,
    ),
    openTargets(db),
  ]);
  const data = await assemble(
    db,
    groups.map((g) => ({ targetType: g.target_type, targetId: g.target_id })),
    query.status,
  );
  return {
    data,
    meta: { total: Number(counted?.n ?? 0), page: query.page, per_page: query.per_page, open_targets: open },
  };
}

/**
 * What moderation took down and may restore (administrators only): products suspended by moderation, hidden reviews,
 * hidden messages and banned sellers who were notified, most recent first, each with all its reports.
 */
export async function listRemovedContent(
  { db }: { db: Db },
  viewer: Viewer | null,
  query: { type?: ModerationTargetType; page: number; per_page: number },
): Promise<ModerationQueue> {
  requireAdmin(viewer);
  const branches: SQL[] = [];
  if (!query.type || query.type === 'product') {
    branches.push(sql`select 'product' as target_type, id as target_id, coalesce(suspended_at, updated_at) as at
                      from products where status = 'suspended' and suspension_cause = 'moderation'`);
  }
  if (!query.type || query.type === 'review') {
    branches.push(
      sql`select 'review' as target_type, id as target_id, updated_at as at from reviews where status = 'hidden'`,
    );
  }
  if (!query.type || query.type === 'message') {
    branches.push(
      sql`select 'message' as target_type, id as target_id, hidden_at as at from messages where hidden_at is not null`,
    );
  }
  if (!query.type || query.type === 'post') {
    branches.push(
      sql`select 'post' as target_type, id as target_id, hidden_at as at from creator_posts where hidden_at is not null`,
    );
  }
  if (!query.type || query.type === 'seller') {
    branches.push(
      sql`select 'seller' as target_type, s.id as target_id, u.updated_at as at
          from seller_profiles s join "user" u on u.id = s.user_id
          where u.banned and exists (select 1 from reports r where r.target_type = 'seller' and r.target_id = s.id)`,
    );
  }
  const removed = sql.join(branches, sql` union all `);
  const [found, [counted], open] = await Promise.all([
    rows<{ target_type: ModerationTargetType; target_id: string }>(
      db,
      sql`select target_type, target_id from (${removed}) t order by at desc, target_id
          limit ${query.per_page} offset ${(query.page - 1) * query.per_page}`,
    ),
    rows<{ n: number }>(db, sql`select count(*)::int as n from (${removed}) t`),
    openTargets(db),
  ]);
  const data = await assemble(
    db,
    found.map((g) => ({ targetType: g.target_type, targetId: g.target_id })),
    null,
  );
  return {
    data,
    meta: { total: Number(counted?.n ?? 0), page: query.page, per_page: query.per_page, open_targets: open },
  };
}

export type { ModerationView };
