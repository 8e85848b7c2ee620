import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { rows } from './rows.ts';

export interface ReplicaStatus {
  /** The read database answered within the timeout and is no further behind than `maxLagSeconds`. */
  ok: boolean;
  /**
   * How far the replica's replay is behind, in seconds: 0 when it has replayed all it received (or is not a standby:
   * no replica configured, `readDb` is the primary), the age of the last replayed transaction otherwise; null when it
   * did not answer, or has replayed no transaction yet.
   */
  lagSeconds: number | null;
}

export interface ReplicaStatusOptions {
  /** A replica further behind than this is not ok (catalogue pages would show stale prices and titles). Default 30. */
  maxLagSeconds?: number;
  /** A replica that takes longer than this to answer is not ok. Default 2,000 ms. */
  timeoutMs?: number;
}

/**
 * The read database's health, for /readyz (decision 0037). A standby's lag is `now() - pg_last_xact_replay_timestamp()`
 * when it has WAL received but not replayed; once replay has caught up with what it received the lag is 0, however
 * long ago the primary last wrote (the bare timestamp difference would grow on an idle primary). On a primary
 * (`pg_is_in_recovery()` false), and on the embedded database, the lag is 0.
 */
export async function replicaStatus(readDb: Db, options: ReplicaStatusOptions = {}): Promise<ReplicaStatus> {
  const { maxLagSeconds = 30, timeoutMs = 2_000 } = options;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  try {
    const answer = await Promise.race([
      rows<{ lag: number | string | null }>(
        readDb,
        sql`select case
              when not pg_is_in_recovery() then 0
              when pg_last_wal_receive_lsn() is not distinct from pg_last_wal_replay_lsn() then 0
              else extract(epoch from now() - pg_last_xact_replay_timestamp())
            end as lag`,
      ),
      timeout,
    ]);
    if (!answer) return { ok: false, lagSeconds: null };
    const raw = answer[0]?.lag;
    const lagSeconds = raw === null || raw === undefined ? null : Math.max(0, Number(raw));
    return { ok: lagSeconds !== null && lagSeconds <= maxLagSeconds, lagSeconds };
  } catch {
    return { ok: false, lagSeconds: null };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `replicaStatus` as /readyz's replica check (server/readiness.ts) wants it: the lag when ok, an error naming the
 * reason otherwise (no URL in it).
 */
export async function checkReplica(
  readDb: Db,
  options: ReplicaStatusOptions = {},
): Promise<{ lagSeconds: number | null }> {
  const status = await replicaStatus(readDb, options);
  if (status.ok) return { lagSeconds: status.lagSeconds };
  throw new Error(
    status.lagSeconds === null
      ? 'the read replica did not answer, or has replayed nothing yet'
      : `the read replica is ${Math.round(status.lagSeconds)} s behind the primary (limit ${options.maxLagSeconds ?? 30} s)`,
  );
}
