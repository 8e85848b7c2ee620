import { Hono } from 'hono';
import { z } from 'zod';
import { requireAdmin } from '../../../core/accounts/viewer.ts';
import { listModerationQueue } from '../../../core/admin/moderation/list-moderation-queue.ts';
import { moderateTarget } from '../../../core/admin/moderation/moderate-target.ts';
import {
  moderationActionBody,
  moderationQueueQuery,
  moderationTarget,
  moderationTargetTypes,
  moderationVerbs,
} from '../../../core/admin/moderation/moderation.schema.ts';
import { queryObject } from '../../../core/shared/query-object.ts';
import type { ApiEnv } from './env.ts';
import { jsonBody, smallBody } from './json-body.ts';
import {
  dataOf,
  errorResponse,
  jsonRequestBody,
  pageMeta,
  queryParameters,
  signedInSecurity,
  uuidPath,
} from './openapi-helpers.ts';

const verb = z.enum(moderationVerbs);

/**
 * `/api/v1/admin/moderation/...`: the queue of reported products, reviews and messages, and the decisions on them
 * (unpublish, restore, dismiss) with a statement of reasons. Mounted under `/admin` behind the admin guard.
 */
export const adminModerationApi = new Hono<ApiEnv>()
  .get('/moderation/reports', async (c) => {
    const query = moderationQueueQuery.parse(queryObject(new URL(c.req.url)));
    return c.json(await listModerationQueue(c.var.deps, c.var.viewer, query));
  })
  .post('/moderation/:targetType/:targetId/:verb', smallBody, async (c) => {
    requireAdmin(c.var.viewer);
    const target = moderationTarget.parse({ targetType: c.req.param('targetType'), targetId: c.req.param('targetId') });
    const action = verb.parse(c.req.param('verb'));
    const body = await jsonBody(c, moderationActionBody);
    const outcome = await moderateTarget(
      c.var.deps,
      c.var.viewer,
      { ...target, verb: action, reason: body.reason },
      { ip: c.var.clientIp },
    );
    return c.json({ data: outcome });
  });

const report = {
  type: 'object',
  properties: {
    id: { type: 'string', format: 'uuid' },
    reason: { type: 'string' },
    details: { type: ['string', 'null'] },
    reporterName: { type: ['string', 'null'] },
    createdAt: { type: 'string', format: 'date-time' },
    status: { type: 'string', enum: ['open', 'resolved', 'dismissed'] },
    resolution: { type: ['string', 'null'] },
    resolvedAt: { type: ['string', 'null'], format: 'date-time' },
    resolverName: { type: ['string', 'null'] },
  },
};

const item = {
  type: 'object',
  properties: {
    targetType: { type: 'string', enum: [...moderationTargetTypes] },
    targetId: { type: 'string', format: 'uuid' },
    reportCount: { type: 'integer' },
    reasons: { type: 'array', items: { type: 'string' } },
    firstReportedAt: { type: ['string', 'null'], format: 'date-time' },
    lastReportedAt: { type: ['string', 'null'], format: 'date-time' },
    reports: { type: 'array', items: report },
    preview: {
      type: ['object', 'null'],
      description:
        '`kind` product (title, slug, status, seller), review (rating, title, body, status, author, product) or message (body, participants, hidden); null when the content was deleted',
    },
    removed: { type: 'boolean', description: 'Taken down by moderation: restore applies' },
  },
};

const action = (name: ModerationVerbName, summary: string) => ({
  operationId: `moderation${name}`,
  summary,
  security: signedInSecurity,
  parameters: [
    { name: 'targetType', in: 'path', required: true, schema: { type: 'string', enum: [...moderationTargetTypes] } },
    uuidPath('targetId'),
  ],
  requestBody: jsonRequestBody(moderationActionBody),
  responses: {
    200: {
      description: 'Done (`changed: false` when it already was: the same action twice changes nothing)',
      content: dataOf({
        type: 'object',
        properties: {
          changed: { type: 'boolean' },
          targetType: { type: 'string' },
          targetId: { type: 'string', format: 'uuid' },
          resolvedReports: { type: 'integer' },
        },
      }),
    },
    400: errorResponse('Invalid target or body: a reason of 10 to 2 000 characters is required'),
    401: errorResponse('No valid session'),
    403: errorResponse('Not an administrator, or no second factor where it is required'),
    404: errorResponse('No such content (a message only when it was reported)'),
    409: errorResponse(
      'Not applicable in its state (only a published product is unpublished; a product suspended with its seller’s ban comes back with the unban)',
    ),
  },
});

type ModerationVerbName = 'Unpublish' | 'Restore' | 'Dismiss';

export const adminModerationOpenApiPaths = {
  '/admin/moderation/reports': {
    get: {
      operationId: 'listModerationReports',
      summary: 'The moderation queue: reported products, reviews and messages, one row per content (administrators)',
      security: signedInSecurity,
      parameters: queryParameters(moderationQueueQuery),
      responses: {
        200: {
          description: 'One page of reported contents, latest activity first',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  data: { type: 'array', items: item },
                  meta: pageMeta({ open_targets: { type: 'integer' } }),
                },
              },
            },
          },
        },
        400: errorResponse('Invalid query'),
        401: errorResponse('No valid session'),
        403: errorResponse('Not an administrator'),
      },
    },
  },
  '/admin/moderation/{targetType}/{targetId}/unpublish': {
    post: action(
      'Unpublish',
      'Take a reported content down (product suspended, review or message hidden), resolve its reports and send the reasons to its author',
    ),
  },
  '/admin/moderation/{targetType}/{targetId}/restore': {
    post: action('Restore', 'Put back a content moderation took down, with reasons sent to its author'),
  },
  '/admin/moderation/{targetType}/{targetId}/dismiss': {
    post: action('Dismiss', 'Close the open reports of a content as dismissed, with a note; nothing else changes'),
  },
};
