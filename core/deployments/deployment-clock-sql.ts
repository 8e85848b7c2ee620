import { type SQL, sql } from 'drizzle-orm';
import { timestamp } from '../shared/sql-time.ts';
import { acceptWithinHours, atRiskShare } from './deployment-clock-rules.ts';

const hours = (n: number) => sql`${`${n} hours`}::interval`;

/** A column of the deployment_requests row the query names `row` (its alias, or the table's name). */
const column = (row: string, name: string) => sql.raw(`${row}.${name}`);

/** The statuses in which the deadline runs (`deployment_requests_due_idx`). */
export const workingDeploymentSql = (row = 'r'): SQL => sql`${column(row, 'status')} in ('accepted', 'in_progress')`;

/**
 * The open requests `isLate` (deployment-clock-rules.ts) calls late, before delivery: accepted and past `due_at`
 * (`deployment_requests_due_idx`), or waiting for acceptance for more than 48 hours (`deployment_requests_waiting_idx`).
 */
export const lateDeploymentSql = (now: Date, row = 'r'): SQL =>
  sql`((${workingDeploymentSql(row)} and ${column(row, 'due_at')} < ${timestamp(now)})
    or (${column(row, 'status')} = 'requested'
        and ${column(row, 'requested_at')} < ${timestamp(now)} - ${hours(acceptWithinHours)}))`;

/** `isAtRisk` in SQL: accepted, not yet late, three quarters of the announced time gone. */
export const atRiskDeploymentSql = (now: Date, row = 'r'): SQL =>
  sql`(${workingDeploymentSql(row)} and ${column(row, 'due_at')} >= ${timestamp(now)}
    and ${column(row, 'due_at')} - make_interval(secs => ${column(row, 'deployment_hours')} * ${sql.raw(
      String(3600 * (1 - atRiskShare)),
    )}) <= ${timestamp(now)})`;

/** The deadline that runs for an open request: acceptance within 48 hours, else `due_at`. */
export const runningDeadlineSql = (row = 'r'): SQL =>
  sql`coalesce(${column(row, 'due_at')}, ${column(row, 'requested_at')} + ${hours(acceptWithinHours)})`;
