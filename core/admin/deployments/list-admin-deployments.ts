import { type SQL, sql } from 'drizzle-orm';
import { rows } from '../../../db/rows.ts';
import { profileLabelSql } from '../../accounts/display-name-sql.ts';
import { requireAdmin, type Viewer } from '../../accounts/viewer.ts';
import { acceptBy } from '../../deployments/deployment-clock-rules.ts';
import { atRiskDeploymentSql, lateDeploymentSql, runningDeadlineSql } from '../../deployments/deployment-clock-sql.ts';
import type { CoreDeps } from '../../deps.ts';
import type { Page } from '../../shared/page-number.ts';
import type { AdminDeploymentStatus, AdminDeploymentsQuery } from './admin-deployments.schema.ts';

/** Why a request needs an administrator's eye. */
export type DeploymentAttention = 'late' | 'at_risk';

export interface AdminDeploymentRow {
  id: string;
  status: AdminDeploymentStatus;
  order: { id: string; number: string };
  product: { slug: string; title: string };
  seller: { id: string; name: string };
  buyer: { id: string; label: string | null };
  deploymentHours: number;
  requestedAt: string;
  acceptedAt: string | null;
  dueAt: string | null;
  deliveredAt: string | null;
  /**
   * The deadline that runs now: acceptance within 48 hours for a waiting request, `due_at` for an accepted one not
   * yet delivered; null once delivered or ended.
   */
  deadline: string | null;
  attention: DeploymentAttention | null;
}

export interface AdminDeployments {
  /** The time the list was computed at (what « time left » counts from). */
  now: string;
  late: AdminDeploymentRow[];
  atRisk: AdminDeploymentRow[];
  all: Page<AdminDeploymentRow>;
}

/** At most this many late or at-risk requests are listed (the counters give the totals). */
export const ATTENTION_LIMIT = 100;

interface Row {
  id: string;
  status: AdminDeploymentStatus;
  order_id: string;
  order_number: string;
  product_slug: string;
  product_title: string;
  seller_id: string;
  seller_name: string;
  buyer_id: string;
  buyer_label: string | null;
  deployment_hours: number;
  requested_at: Date | string;
  accepted_at: Date | string | null;
  due_at: Date | string | null;
  delivered_at: Date | string | null;
  late: boolean;
  at_risk: boolean;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function select(now: Date, where: SQL, order: SQL, limit: number, offset = 0) {
  return sql`select r.id, r.status, o.id as order_id, o.number as order_number,
      p.slug as product_slug, p.title as product_title, s.id as seller_id, s.public_name as seller_name,
      r.buyer_id, ${profileLabelSql('pr')} as buyer_label, r.deployment_hours,
      r.requested_at, r.accepted_at, r.due_at, r.delivered_at,
      ${lateDeploymentSql(now)} as late, ${atRiskDeploymentSql(now)} as at_risk
    from deployment_requests r
    join order_items oi on oi.id = r.order_item_id
    join orders o on o.id = oi.order_id
    join products p on p.id = r.product_id
    join seller_profiles s on s.id = r.seller_id
    left join profiles pr on pr.id = r.buyer_id
    where ${where}
    order by ${order}
    limit ${limit} offset ${offset}`;
}

function toRow(row: Row): AdminDeploymentRow {
  const waiting = row.status === 'requested';
  const running = row.status === 'accepted' || row.status === 'in_progress';
  const requestedAt = new Date(row.requested_at);
  return {
    id: row.id,
    status: row.status,
    order: { id: row.order_id, number: row.order_number },
    product: { slug: row.product_slug, title: row.product_title },
    seller: { id: row.seller_id, name: row.seller_name },
    buyer: { id: row.buyer_id, label: row.buyer_label },
    deploymentHours: row.deployment_hours,
    requestedAt: requestedAt.toISOString(),
    acceptedAt: iso(row.accepted_at),
    dueAt: iso(row.due_at),
    deliveredAt: iso(row.delivered_at),
    deadline: waiting ? acceptBy({ requestedAt }).toISOString() : running ? iso(row.due_at) : null,
    attention: row.late ? 'late' : row.at_risk ? 'at_risk' : null,
  };
}

/**
 * /admin/deployments: the late requests and those at risk (most overdue, nearest deadline first), then every
 * request, newest first, in one state or all (`deployment_requests_status_idx`, `deployment_requests_requested_idx`).
 */
export async function listAdminDeployments(
  deps: Pick<CoreDeps, 'db' | 'clock'>,
  viewer: Viewer | null,
  query: AdminDeploymentsQuery,
): Promise<AdminDeployments> {
  requireAdmin(viewer);
  const now = deps.clock.now();
  const deadlineOrder = sql`${runningDeadlineSql()} asc, r.id`;
  const filter = query.status ? sql`r.status = ${query.status}` : sql`true`;
  const [late, atRisk, all, [counted]] = await Promise.all([
    rows<Row>(deps.db, select(now, lateDeploymentSql(now), deadlineOrder, ATTENTION_LIMIT)),
    rows<Row>(deps.db, select(now, atRiskDeploymentSql(now), deadlineOrder, ATTENTION_LIMIT)),
    rows<Row>(
      deps.db,
      select(now, filter, sql`r.requested_at desc nulls last, r.id`, query.per_page, (query.page - 1) * query.per_page),
    ),
    rows<{ total: number }>(deps.db, sql`select count(*)::int as total from deployment_requests r where ${filter}`),
  ]);
  return {
    now: now.toISOString(),
    late: late.map(toRow),
    atRisk: atRisk.map(toRow),
    all: {
      data: all.map(toRow),
      meta: { total: counted?.total ?? 0, page: query.page, per_page: query.per_page },
    },
  };
}
