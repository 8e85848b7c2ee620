import { and, eq, inArray, isNull, lte, type SQL } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { deploymentRequests } from '../../db/schema/index.ts';
import type { Clock } from '../ports/clock.ts';
import type { Queue } from '../ports/queue.ts';
import { type RequestRow, selectRequests } from './deployment-access.ts';
import { autoConfirmAfterDays } from './deployment-clock-rules.ts';
import { atRiskDeploymentSql, lateDeploymentSql, workingDeploymentSql } from './deployment-clock-sql.ts';
import { type DeploymentNotice, notifyDeployment } from './deployment-notices.ts';
import { eraseSecrets } from './move-deployment-request.ts';

export interface ClockDeps {
  db: Db;
  clock: Clock;
  queue: Queue;
  publicUrl: string;
  log?: Logger;
}

const HOUR = 3_600_000;
/** Requests handled per step and run; the next run (15 minutes later) takes the rest. */
const BATCH = 200;

/**
 * Marks one request (the `claim` update decides, so two instances never both do it), then tells whom it concerns, in
 * one transaction per request: a failure leaves that request for the next run.
 */
async function each(
  deps: ClockDeps,
  ids: string[],
  claim: (tx: Db, id: string, now: Date) => Promise<boolean>,
  notices: (request: RequestRow) => DeploymentNotice[],
): Promise<number> {
  let done = 0;
  for (const id of ids) {
    const claimed = await deps.db.transaction(async (tx) => {
      const now = deps.clock.now();
      if (!(await claim(tx, id, now))) return false;
      const [request] = await selectRequests(tx, eq(deploymentRequests.id, id));
      if (request) await notifyDeployment(tx, deps, request, notices(request));
      return true;
    });
    if (claimed) done++;
  }
  return done;
}

const table = 'deployment_requests';

/** One rule of the clock: which requests it finds, the conditional update that claims one, and whom it tells. */
interface ClockPass {
  due: (now: Date) => SQL;
  claim: (tx: Db, id: string, at: Date) => Promise<boolean>;
  notices: (request: RequestRow) => DeploymentNotice[];
}

/** Sets `set` on the request while `still` holds (checked again at claiming time); whether it did. */
const claimed = async (tx: Db, id: string, set: Partial<typeof deploymentRequests.$inferInsert>, still: SQL) =>
  (
    await tx
      .update(deploymentRequests)
      .set(set)
      .where(and(eq(deploymentRequests.id, id), still))
      .returning({ id: deploymentRequests.id })
  ).length > 0;

const confirmBefore = (now: Date) => new Date(now.getTime() - autoConfirmAfterDays * 24 * HOUR);

const passes = {
  warned: {
    due: (now) => and(atRiskDeploymentSql(now, table), isNull(deploymentRequests.atRiskNotifiedAt)) as SQL,
    claim: (tx, id, at) =>
      claimed(
        tx,
        id,
        { atRiskNotifiedAt: at, updatedAt: at },
        and(workingDeploymentSql(table), isNull(deploymentRequests.atRiskNotifiedAt)) as SQL,
      ),
    notices: () => [{ to: 'creator', kind: 'deploymentAtRisk', type: 'warning' }],
  },
  flagged: {
    due: (now) => and(lateDeploymentSql(now, table), isNull(deploymentRequests.lateFlaggedAt)) as SQL,
    claim: (tx, id, at) =>
      claimed(
        tx,
        id,
        { lateFlaggedAt: at, updatedAt: at },
        and(
          isNull(deploymentRequests.lateFlaggedAt),
          inArray(deploymentRequests.status, ['requested', 'accepted', 'in_progress']),
        ) as SQL,
      ),
    // Never accepted: no announced time ran yet, the buyer is told the 48 hours to accept have passed.
    notices: (request) => [
      { to: 'buyer', kind: request.acceptedAt ? 'deploymentLate' : 'deploymentNotAccepted', type: 'warning' },
      { to: 'admins', kind: 'deploymentLateAdmin', type: 'warning' },
    ],
  },
  confirmed: {
    due: (now) =>
      and(eq(deploymentRequests.status, 'delivered'), lte(deploymentRequests.deliveredAt, confirmBefore(now))) as SQL,
    claim: async (tx, id, at) => {
      const done = await claimed(
        tx,
        id,
        { status: 'confirmed', confirmedAt: at, autoConfirmed: true, endedAt: at, updatedAt: at },
        and(eq(deploymentRequests.status, 'delivered'), lte(deploymentRequests.deliveredAt, confirmBefore(at))) as SQL,
      );
      if (done) await eraseSecrets(tx, id);
      return done;
    },
    notices: () => [
      { to: 'buyer', kind: 'deploymentAutoConfirmed', type: 'success' },
      { to: 'creator', kind: 'deploymentConfirmed', type: 'success' },
    ],
  },
} satisfies Record<string, ClockPass>;

/**
 * The `deployment-clock` job (every 15 minutes; decision 0046), on `deps.clock`: warns the creator once when three
 * quarters of the announced time have passed without delivery (`at_risk_notified_at`); flags late requests once
 * (`late_flagged_at`: not accepted within 48 hours, or past `due_at` without delivery) to the administrators and
 * tells the buyer they may take the refund; confirms delivered requests 7 days after delivery. The rules are those of
 * deployment-clock-rules.ts, in SQL (deployment-clock-sql.ts). Idempotent: each change is claimed by a conditional
 * update, so a second run (or another instance) finds nothing left to do.
 */
export async function runDeploymentClock(deps: ClockDeps) {
  const now = deps.clock.now();
  const done = { warned: 0, flagged: 0, confirmed: 0 };
  for (const [name, pass] of Object.entries(passes) as [keyof typeof done, ClockPass][]) {
    const due = await deps.db
      .select({ id: deploymentRequests.id })
      .from(deploymentRequests)
      .where(pass.due(now))
      .limit(BATCH);
    done[name] = await each(
      deps,
      due.map((r) => r.id),
      pass.claim,
      pass.notices,
    );
  }
  deps.log?.debug({ deploymentClock: done }, 'deployment clock');
  return done;
}
