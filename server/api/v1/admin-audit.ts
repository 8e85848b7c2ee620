import { Hono } from 'hono';
import { auditCsv } from '../../../core/admin/audit/audit-csv.ts';
import { auditLogQuery } from '../../../core/admin/audit/audit-log.schema.ts';
import { exportAuditLog, listAuditLog } from '../../../core/admin/audit/list-audit-log.ts';
import { csvResponse } from '../../../core/dashboard/csv.ts';
import { queryObject } from '../../../core/shared/query-object.ts';
import type { ApiEnv } from './env.ts';
import { errorResponse, pageMeta, queryParameters, signedInSecurity } from './openapi-helpers.ts';

/**
 * `GET /api/v1/admin/audit-log` (filtered, newest first) and `GET /api/v1/admin/audit-log.csv` (the same filters, every
 * matching entry up to 10 000, formula-inert): mounted under `/admin` behind the admin guard. Read-only: the log
 * has no endpoint that changes it, and the database refuses UPDATE and DELETE on it.
 */
export const adminAuditApi = new Hono<ApiEnv>()
  .get('/audit-log', async (c) => {
    const query = auditLogQuery.parse(queryObject(c.req.url));
    return c.json(await listAuditLog(c.var.deps, c.var.viewer, query));
  })
  .get('/audit-log.csv', async (c) => {
    const query = auditLogQuery.parse(queryObject(c.req.url));
    const entries = await exportAuditLog(c.var.deps, c.var.viewer, query);
    return csvResponse({ filename: `audit-log-${new Date().toISOString().slice(0, 10)}.csv`, body: auditCsv(entries) });
  });

const entrySchema = {
  type: 'object',
  properties: {
    id: { type: 'string', format: 'uuid' },
    action: { type: 'string' },
    targetType: { type: 'string' },
    targetId: { type: ['string', 'null'] },
    actorId: { type: ['string', 'null'] },
    actor: {
      type: ['object', 'null'],
      properties: { id: { type: 'string' }, name: { type: 'string' }, email: { type: 'string' } },
    },
    before: {},
    after: {},
    reason: { type: ['string', 'null'] },
    details: { type: 'object' },
    ip: { type: ['string', 'null'] },
    createdAt: { type: 'string', format: 'date-time' },
  },
};

const refusals = {
  400: errorResponse('Invalid filters (dates are YYYY-MM-DD)'),
  401: errorResponse('No valid session'),
  403: errorResponse('Not an administrator, or no second factor where it is required'),
};

export const adminAuditOpenApiPaths = {
  '/admin/audit-log': {
    get: {
      operationId: 'listAuditLog',
      summary:
        'The audit log of administrative actions, newest first; filters: actor (part of an e-mail), action (exact, or a prefix ending with `.` or `*`), target type and id, days from/to (UTC, included)',
      security: signedInSecurity,
      parameters: queryParameters(auditLogQuery),
      responses: {
        200: {
          description: 'A page of entries',
          content: {
            'application/json': {
              schema: { type: 'object', properties: { data: { type: 'array', items: entrySchema }, meta: pageMeta() } },
            },
          },
        },
        ...refusals,
      },
    },
  },
  '/admin/audit-log.csv': {
    get: {
      operationId: 'exportAuditLog',
      summary: 'The entries the same filters select (10 000 at most) as CSV, every text field quoted and formula-inert',
      security: signedInSecurity,
      parameters: queryParameters(auditLogQuery),
      responses: {
        200: {
          description: 'CSV (UTF-8 with a byte order mark)',
          content: { 'text/csv': { schema: { type: 'string' } } },
        },
        ...refusals,
      },
    },
  },
};
