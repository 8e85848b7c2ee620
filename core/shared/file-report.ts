import type { Db } from '../../db/client.ts';
import { reports } from '../../db/schema/index.ts';
import type { AppError } from './app-error.ts';

type ReportRow = typeof reports.$inferInsert;

/**
 * Stores a user's report of a content for the moderators, once per reporter and content: a second report throws
 * `alreadyReported()` (409 `already_reported`) and stores nothing.
 */
export async function fileReport(
  db: Db,
  report: Pick<ReportRow, 'reporterId' | 'targetType' | 'targetId' | 'reason' | 'details'>,
  alreadyReported: () => AppError,
): Promise<{ id: string }> {
  const [inserted] = await db.insert(reports).values(report).onConflictDoNothing().returning({ id: reports.id });
  if (!inserted) throw alreadyReported();
  return inserted;
}
