import type { Db } from '../../db/client.ts';
import { reports } from '../../db/schema/index.ts';
import type { AppError } from './app-error.ts';

type ReportRow = typeof reports.$inferInsert;

/**
 * Stores a report of a content for the moderators (a notice from anyone too), once per reporter — a user, or an
 * e-mail address for someone not signed in — and content: a second report throws
 * `alreadyReported()` (409 `already_reported`) and stores nothing.
 */
export async function fileReport(
  db: Db,
  report: Pick<ReportRow, 'reporterId' | 'targetType' | 'targetId' | 'reason' | 'details'> &
    Partial<Pick<ReportRow, 'reporterEmail' | 'reporterLocale' | 'goodFaithAt'>>,
  alreadyReported: () => AppError,
): Promise<{ id: string }> {
  const [inserted] = await db.insert(reports).values(report).onConflictDoNothing().returning({ id: reports.id });
  if (!inserted) throw alreadyReported();
  return inserted;
}
