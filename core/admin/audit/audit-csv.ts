import { type CsvDialect, csvDocument, csvInstant } from '../../dashboard/csv.ts';
import type { AuditEntry } from './list-audit-log.ts';

const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

/** The audit log as CSV in the dialect asked: every text field quoted and formula-inert (core/dashboard/csv.ts). */
export function auditCsv(entries: AuditEntry[], dialect: CsvDialect): string {
  return csvDocument(
    [
      [
        'at',
        'actor_email',
        'actor_id',
        'action',
        'target_type',
        'target_id',
        'target_name',
        'reason',
        'before',
        'after',
        'details',
        'ip',
      ],
      ...entries.map((e) => [
        csvInstant(e.createdAt),
        e.actor?.email ?? '',
        e.actorId ?? '',
        e.action,
        e.targetType,
        e.targetId ?? '',
        e.targetName ?? '',
        e.reason ?? '',
        json(e.before),
        json(e.after),
        Object.keys(e.details).length > 0 ? json(e.details) : '',
        e.ip ?? '',
      ]),
    ],
    dialect,
  );
}
