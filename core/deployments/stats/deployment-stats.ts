import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { rows } from '../../../db/rows.ts';
import { timestamp } from '../../shared/sql-time.ts';

/**
 * « Proof in the data » (decision 0046): how a creator, or the whole platform, keeps the announced deployment time.
 *
 * - A request counts once it was accepted (the announced time runs from acceptance) and its deadline has come: it
 *   was delivered, or its `due_at` passed while it was open, or it was refunded. A request refunded because it was never accepted
 *   within 48 hours counts too. Requests still within their time, and the others never accepted (declined,
 *   cancelled, waiting), do not count.
 * - It is on time when it was delivered by its `due_at`; a refunded or undelivered one past its `due_at` is late.
 * - The median time runs from acceptance to delivery, over the counted requests that were delivered.
 * - Only the latest {@link STATS_WINDOW} accepted counted requests (by acceptance), and as many refunded without
 *   acceptance (by request), are read, so the cost is bounded.
 * - Figures are given only from {@link CREATOR_THRESHOLD} counted requests for a creator and
 *   {@link PLATFORM_THRESHOLD} for the platform; below that, only the count.
 */
export const CREATOR_THRESHOLD = 5;
export const PLATFORM_THRESHOLD = 20;
export const STATS_WINDOW = 1000;

export interface DeploymentStats {
  /** Counted requests (within the window): accepted ones whose deadline has come, and refunded ones. */
  decided: number;
  /** False below the threshold: the rate and the median are then null. */
  enough: boolean;
  /** The share (0–1) delivered by the deadline. */
  onTimeRate: number | null;
  /** The median hours from acceptance to delivery (null when none was delivered). */
  medianHours: number | null;
}

interface StatsRow {
  decided: number;
  on_time: number;
  median_seconds: number | string | null;
}

/** The counted accepted requests' condition, on the alias `r`. */
const decidedAccepted = (now: Date) =>
  sql`r.accepted_at is not null
    and (r.delivered_at is not null or r.status = 'refunded'
         or r.due_at <= least(${timestamp(now)}, coalesce(r.ended_at, ${timestamp(now)})))`;

/** The aggregate over a window `w` of counted requests. */
const aggregate = sql`count(*)::int as decided,
  count(*) filter (where w.delivered_at is not null and w.delivered_at <= w.due_at)::int as on_time,
  percentile_cont(0.5) within group (order by extract(epoch from w.delivered_at - w.accepted_at)) as median_seconds`;

function toStats(row: StatsRow | undefined, threshold: number): DeploymentStats {
  const count = row?.decided ?? 0;
  if (!row || count < threshold) return { decided: count, enough: false, onTimeRate: null, medianHours: null };
  const median = row.median_seconds === null ? null : Number(row.median_seconds) / 3600;
  return { decided: count, enough: true, onTimeRate: row.on_time / count, medianHours: median };
}

/**
 * The counted requests of `scope` (on the alias `r`): the latest accepted ones by acceptance (the `…accepted_idx`
 * indexes), then the latest refunded without acceptance (late, never delivered; the `…status`/`…seller` indexes).
 */
const window = (scope: SQL, now: Date) =>
  sql`((select r.accepted_at, r.due_at, r.delivered_at from deployment_requests r
        where ${scope} and ${decidedAccepted(now)} order by r.accepted_at desc limit ${STATS_WINDOW})
       union all
       (select r.accepted_at, r.due_at, r.delivered_at from deployment_requests r
        where ${scope} and r.status = 'refunded' and r.accepted_at is null
        order by r.requested_at desc limit ${STATS_WINDOW})) w`;

/**
 * The figures of several creators in one query (product listings, several profiles): one lateral walk of
 * `deployment_requests_seller_accepted_idx` per creator. Every id asked for is in the answer.
 */
export async function sellersDeploymentStats(
  db: Pick<Db, 'execute'>,
  sellerIds: readonly string[],
  now: Date,
): Promise<Map<string, DeploymentStats>> {
  const ids = [...new Set(sellerIds)];
  const out = new Map<string, DeploymentStats>();
  if (ids.length === 0) return out;
  const list = sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;
  const found = await rows<StatsRow & { seller_id: string }>(
    db,
    sql`select s.id as seller_id, d.*
        from unnest(${list}) as s(id)
        cross join lateral (
          select ${aggregate} from ${window(sql`r.seller_id = s.id`, now)}
        ) d`,
  );
  for (const row of found) out.set(row.seller_id, toStats(row, CREATOR_THRESHOLD));
  for (const id of ids) if (!out.has(id)) out.set(id, toStats(undefined, CREATOR_THRESHOLD));
  return out;
}

/** One creator's figures. */
export async function sellerDeploymentStats(
  db: Pick<Db, 'execute'>,
  sellerId: string,
  now: Date,
): Promise<DeploymentStats> {
  const stats = await sellersDeploymentStats(db, [sellerId], now);
  return stats.get(sellerId)!;
}

/** The platform's figures (the landing page), over its latest counted requests (`deployment_requests_accepted_idx`). */
export async function platformDeploymentStats(db: Pick<Db, 'execute'>, now: Date): Promise<DeploymentStats> {
  const [row] = await rows<StatsRow>(db, sql`select ${aggregate} from ${window(sql`true`, now)}`);
  return toStats(row, PLATFORM_THRESHOLD);
}
