import { z } from '@hono/zod-openapi';
import { auditCsv } from '../../../core/admin/audit/audit-csv.ts';
import { auditLogQuery } from '../../../core/admin/audit/audit-log.schema.ts';
import { exportAuditLog, listAuditLog } from '../../../core/admin/audit/list-audit-log.ts';
import { csvDialect, csvFormatFor, csvFormatQuery, csvResponse } from '../../../core/dashboard/csv.ts';
import { resolveLocale } from '../../../i18n/config.ts';
import { adminRoute } from './admin-guard.ts';
import { dateTime, uuid } from './api-fields.ts';
import { answer, apiRouter, pageOf } from './openapi-kit.ts';

const AuditEntry = z
  .object({
    id: uuid,
    action: z.string(),
    targetType: z.string(),
    targetId: z.string().nullable(),
    targetName: z
      .string()
      .nullable()
      .openapi({ description: 'What the target is called (a user’s name, an order’s number…), while it exists' }),
    targetKey: z.string().nullable().openapi({ description: 'The slug of a product, or of a reviewed product' }),
    actorId: z.string().nullable(),
    actor: z
      .object({ id: z.string(), name: z.string(), email: z.string() })
      .nullable()
      .openapi({ description: 'Null for the system or a deleted account' }),
    before: z.unknown(),
    after: z.unknown(),
    reason: z.string().nullable(),
    details: z.record(z.string(), z.unknown()).openapi({ description: 'The rest of the data (counts, references…)' }),
    ip: z.string().nullable(),
    createdAt: dateTime,
  })
  .openapi('AuditEntry');

const invalidFilters = 'Invalid filters (dates are YYYY-MM-DD)';

/**
 * `GET /api/v1/admin/audit-log` (filtered, newest first) and `GET /api/v1/admin/audit-log.csv` (the same filters, every
 * matching entry up to 10 000, formula-inert): mounted under `/admin` behind the admin guard. Read-only: the log
 * has no endpoint that changes it, and the database refuses UPDATE and DELETE on it.
 */
export const adminAuditApi = apiRouter()
  .openapi(
    adminRoute({
      method: 'get',
      path: '/audit-log',
      operationId: 'listAuditLog',
      summary:
        'The audit log of administrative actions, newest first; filters: actor (part of an e-mail), action (exact, or a prefix ending with `.` or `*`), target type and id, days from/to (UTC, included)',
      request: { query: auditLogQuery },
      responses: { 200: answer('A page of entries', pageOf(AuditEntry)) },
      refusals: { 400: invalidFilters },
    }),
    async (c) => c.json(await listAuditLog(c.var.deps, c.var.viewer, c.req.valid('query')), 200),
  )
  .openapi(
    adminRoute({
      method: 'get',
      path: '/audit-log.csv',
      operationId: 'exportAuditLog',
      summary:
        'The entries the same filters select (10 000 at most) as CSV, every text field quoted and formula-inert: by default for a French reader the form French Excel opens (semicolons, decimal commas, BOM, Paris time), otherwise or with `format=rfc4180` RFC 4180 (commas, dots, no BOM, ISO 8601 UTC)',
      request: { query: auditLogQuery.extend(csvFormatQuery.shape) },
      responses: {
        200: {
          description: 'CSV (UTF-8)',
          content: { 'text/csv': { schema: z.string() } },
        },
      },
      refusals: { 400: invalidFilters },
    }),
    async (c) => {
      const { format, ...filters } = c.req.valid('query');
      const entries = await exportAuditLog(c.var.deps, c.var.viewer, filters);
      const locale = resolveLocale(new URL(c.req.url), c.req.header('cookie') ?? null);
      return csvResponse({
        filename: `audit-log-${new Date().toISOString().slice(0, 10)}.csv`,
        body: auditCsv(entries, csvDialect(csvFormatFor(locale, format))),
      });
    },
  );
