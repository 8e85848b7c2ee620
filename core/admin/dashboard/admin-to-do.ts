import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { rows } from '../../../db/rows.ts';
import { atRiskDeploymentSql, lateDeploymentSql } from '../../deployments/deployment-clock-sql.ts';
import { timestamp } from '../../shared/sql-time.ts';

/** What waits for an administrator, each a count of rows in one state (every one served by a status index). */
export interface AdminToDo {
  sellerApplications: number;
  /** « Devenir partenaire » applications awaiting a decision. */
  partnerApplications: number;
  /** Open notices from people not signed in (DSA art. 16), and open reports from members. */
  notices: number;
  reports: number;
  /** Refunds asked of the provider and not yet answered, and those the provider refused in the last 30 days. */
  refundsInFlight: number;
  refundsFailed: number;
  /** Payments that failed in the last 7 days. */
  failedPayments: number;
  /** Subscriptions whose renewal failed, in their grace period. */
  pastDueRenewals: number;
  /** Payout batches created and not yet marked paid. */
  payoutBatches: number;
  /** Deployment requests past their deadline undelivered, or not accepted within 48 hours (decision 0046). */
  deploymentsLate: number;
  /** Deployment requests with three quarters of their announced time gone, undelivered. */
  deploymentsAtRisk: number;
}

const day = 86_400_000;

/** The console's to-do counters, in one round trip. */
export async function adminToDo(db: Db, now: Date): Promise<AdminToDo> {
  const week = timestamp(new Date(now.getTime() - 7 * day));
  const month = timestamp(new Date(now.getTime() - 30 * day));
  const [row] = await rows<Record<keyof AdminToDo, number>>(
    db,
    sql`select
      (select count(*)::int from seller_applications where status = 'pending') as "sellerApplications",
      (select count(*)::int from partner_applications where status = 'pending') as "partnerApplications",
      (select count(*)::int from reports where status = 'open' and reporter_id is null) as "notices",
      (select count(*)::int from reports where status = 'open' and reporter_id is not null) as "reports",
      (select count(*)::int from refunds where status in ('requested', 'processing')) as "refundsInFlight",
      (select count(*)::int from refunds where status = 'failed' and created_at >= ${month}) as "refundsFailed",
      (select count(*)::int from payments where status = 'failed' and created_at >= ${week}) as "failedPayments",
      (select count(*)::int from subscriptions where status = 'past_due') as "pastDueRenewals",
      (select count(*)::int from payout_batches where status = 'created') as "payoutBatches",
      (select count(*)::int from deployment_requests r where ${lateDeploymentSql(now)}) as "deploymentsLate",
      (select count(*)::int from deployment_requests r where ${atRiskDeploymentSql(now)}) as "deploymentsAtRisk"`,
  );
  return row as AdminToDo;
}
