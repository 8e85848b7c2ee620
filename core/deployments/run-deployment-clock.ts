import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { deploymentRequests } from '../../db/schema/index.ts';
import type { Clock } from '../ports/clock.ts';
import type { Queue } from '../ports/queue.ts';
import { timestamp } from '../shared/sql-time.ts';
import { selectRequests } from './deployment-access.ts';
import { acceptWithinHours, atRiskShare, autoConfirmAfterDays } from './deployment-clock-rules.ts';
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
  notices: DeploymentNotice[],
): Promise<number> {
  let done = 0;
  for (const id of ids) {
    const claimed = await deps.db.transaction(async (tx) => {
      const now = deps.clock.now();
      if (!(await claim(tx, id, now))) return false;
      const [request] = await selectRequests(tx, eq(deploymentRequests.id, id));
      if (request) await notifyDeployment(tx, deps, request, notices);
      return true;
    });
    if (claimed) done++;
  }
  return done;
}

const idsOf = (found: { id: string }[]) => found.map((r) => r.id);

/**
 * The `deployment-clock` job (every 15 minutes; decision 0046), on `deps.clock`: warns the creator once when three
 * quarters of the announced time have passed without delivery (`at_risk_notified_at`); flags late requests once
 * (`late_flagged_at`: not accepted within 48 hours, or past `due_at` without delivery) to the administrators and
 * tells the buyer they may take the refund; confirms delivered requests 7 days after delivery. Idempotent: each
 * change is claimed by a conditional update, so a second run (or another instance) finds nothing left to do.
 */
export async function runDeploymentClock(deps: ClockDeps) {
  const now = deps.clock.now();
  const working = inArray(deploymentRequests.status, ['accepted', 'in_progress']);

  const atRisk = await deps.db
    .select({ id: deploymentRequests.id })
    .from(deploymentRequests)
    .where(
      and(
        working,
        isNull(deploymentRequests.atRiskNotifiedAt),
        isNull(deploymentRequests.lateFlaggedAt),
        sql`${deploymentRequests.dueAt} - make_interval(secs => ${deploymentRequests.deploymentHours} * ${sql.raw(String(3600 * (1 - atRiskShare)))}) <= ${timestamp(now)}`,
        sql`${deploymentRequests.dueAt} >= ${timestamp(now)}`,
      ),
    )
    .limit(BATCH);
  const warned = await each(
    deps,
    idsOf(atRisk),
    async (tx, id, at) =>
      (
        await tx
          .update(deploymentRequests)
          .set({ atRiskNotifiedAt: at, updatedAt: at })
          .where(and(eq(deploymentRequests.id, id), working, isNull(deploymentRequests.atRiskNotifiedAt)))
          .returning({ id: deploymentRequests.id })
      ).length > 0,
    [{ to: 'creator', kind: 'deploymentAtRisk', type: 'warning' }],
  );

  const late = await deps.db
    .select({ id: deploymentRequests.id })
    .from(deploymentRequests)
    .where(
      and(
        isNull(deploymentRequests.lateFlaggedAt),
        sql`((${working} and ${deploymentRequests.dueAt} < ${timestamp(now)})
          or (${deploymentRequests.status} = 'requested'
              and ${deploymentRequests.requestedAt} < ${timestamp(new Date(now.getTime() - acceptWithinHours * HOUR))}))`,
      ),
    )
    .limit(BATCH);
  const flagged = await each(
    deps,
    idsOf(late),
    async (tx, id, at) =>
      (
        await tx
          .update(deploymentRequests)
          .set({ lateFlaggedAt: at, updatedAt: at })
          .where(
            and(
              eq(deploymentRequests.id, id),
              isNull(deploymentRequests.lateFlaggedAt),
              inArray(deploymentRequests.status, ['requested', 'accepted', 'in_progress']),
            ),
          )
          .returning({ id: deploymentRequests.id })
      ).length > 0,
    [
      { to: 'buyer', kind: 'deploymentLate', type: 'warning' },
      { to: 'admins', kind: 'deploymentLateAdmin', type: 'warning' },
    ],
  );

  const confirmBefore = new Date(now.getTime() - autoConfirmAfterDays * 24 * HOUR);
  const delivered = await deps.db
    .select({ id: deploymentRequests.id })
    .from(deploymentRequests)
    .where(and(eq(deploymentRequests.status, 'delivered'), lte(deploymentRequests.deliveredAt, confirmBefore)))
    .limit(BATCH);
  const confirmed = await each(
    deps,
    idsOf(delivered),
    async (tx, id, at) => {
      const done = await tx
        .update(deploymentRequests)
        .set({ status: 'confirmed', confirmedAt: at, autoConfirmed: true, endedAt: at, updatedAt: at })
        .where(
          and(
            eq(deploymentRequests.id, id),
            eq(deploymentRequests.status, 'delivered'),
            lte(deploymentRequests.deliveredAt, new Date(at.getTime() - autoConfirmAfterDays * 24 * HOUR)),
          ),
        )
        .returning({ id: deploymentRequests.id });
      if (done.length === 0) return false;
      await eraseSecrets(tx, id);
      return true;
    },
    [
      { to: 'buyer', kind: 'deploymentAutoConfirmed', type: 'success' },
      { to: 'creator', kind: 'deploymentConfirmed', type: 'success' },
    ],
  );
  const done = { warned, flagged, confirmed };
  deps.log?.debug({ deploymentClock: done }, 'deployment clock');
  return done;
}
