import { z } from '@hono/zod-openapi';
import { listModerationQueue } from '../../../core/admin/moderation/list-moderation-queue.ts';
import { moderateTarget } from '../../../core/admin/moderation/moderate-target.ts';
import {
  moderationActionBody,
  moderationQueueQuery,
  moderationTarget,
  moderationTargetTypes,
  moderationVerbs,
} from '../../../core/admin/moderation/moderation.schema.ts';
import { adminOnly, adminRoute } from './admin-guard.ts';
import { dateTime, int, uuid } from './api-fields.ts';
import { smallBody } from './json-body.ts';
import { answer, apiRouter, dataAnswer, jsonBody, pageOf } from './openapi-kit.ts';

const targetType = z.enum(moderationTargetTypes);

const ModerationPreview = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('product'),
      id: uuid,
      title: z.string(),
      slug: z.string(),
      status: z.enum(['draft', 'published', 'archived', 'suspended']),
      suspensionCause: z.enum(['moderation', 'seller_banned']).nullable(),
      suspensionReason: z.string().nullable(),
      sellerId: uuid,
      sellerName: z.string(),
    }),
    z.object({
      kind: z.literal('review'),
      id: uuid,
      rating: int,
      title: z.string(),
      body: z.string(),
      status: z.enum(['published', 'hidden']),
      hiddenReason: z.string().nullable(),
      authorName: z.string().nullable(),
      productTitle: z.string(),
      productSlug: z.string(),
      productPublished: z.boolean(),
    }),
    z.object({
      kind: z.literal('message'),
      id: uuid,
      body: z.string(),
      attachmentName: z.string().nullable(),
      createdAt: dateTime,
      hidden: z.boolean(),
      hiddenReason: z.string().nullable(),
      senderName: z.string().nullable(),
      buyerName: z.string().nullable(),
      sellerName: z.string(),
      productTitle: z.string().nullable(),
    }),
    z.object({
      kind: z.literal('seller'),
      id: uuid,
      name: z.string(),
      userId: z.string().openapi({ description: 'Their account: a ban (POST /admin/users/{id}/ban) acts on a seller' }),
      banned: z.boolean(),
      publishedProducts: int,
    }),
    z.object({
      kind: z.literal('post'),
      id: uuid,
      title: z.string(),
      body: z.string().openapi({ description: 'Its Markdown source' }),
      sellerId: uuid,
      sellerName: z.string(),
      recipients: int,
      createdAt: z.string(),
      hidden: z.boolean(),
      hiddenReason: z.string().nullable(),
    }),
  ])
  .openapi('ModerationPreview');

const ModerationItem = z
  .object({
    targetType,
    targetId: uuid,
    reportCount: int,
    reasons: z.array(z.string()),
    firstReportedAt: dateTime.nullable(),
    lastReportedAt: dateTime.nullable(),
    reports: z.array(
      z.object({
        id: uuid,
        reason: z.string(),
        details: z.string().nullable(),
        reporterName: z.string().nullable(),
        reporterEmail: z.string().nullable().openapi({ description: 'A notice’s address (receipt and decision)' }),
        createdAt: dateTime,
        status: z.enum(['open', 'resolved', 'dismissed']),
        resolution: z.string().nullable(),
        resolvedAt: dateTime.nullable(),
        resolverName: z.string().nullable(),
      }),
    ),
    preview: ModerationPreview.nullable().openapi({ description: 'Null when the content was deleted' }),
    removed: z.boolean().openapi({ description: 'Taken down by moderation: restore applies' }),
  })
  .openapi('ModerationItem');

/**
 * `/api/v1/admin/moderation/...`: the queue of reported products, reviews and messages, and the decisions on them
 * (unpublish, restore, dismiss) with a statement of reasons. Mounted under `/admin` behind the admin guard.
 */
export const adminModerationApi = apiRouter()
  .openapi(
    adminRoute({
      method: 'get',
      path: '/moderation/reports',
      operationId: 'listModerationReports',
      summary: 'The moderation queue: reported products, reviews and messages, one row per content (administrators)',
      request: { query: moderationQueueQuery },
      responses: {
        200: answer(
          'One page of reported contents, latest activity first',
          pageOf(ModerationItem, { open_targets: int }),
        ),
      },
      refusals: { 400: 'Invalid query' },
    }),
    async (c) => c.json(await listModerationQueue(c.var.deps, c.var.viewer, c.req.valid('query')), 200),
  )
  .openapi(
    adminRoute({
      method: 'post',
      path: '/moderation/{targetType}/{targetId}/{verb}',
      operationId: 'moderateTarget',
      summary:
        'unpublish: take a reported content down (product suspended, review or message hidden), resolve its reports and send the reasons to its author; restore: put it back; dismiss: close its open reports with a note',
      middleware: [adminOnly(), smallBody] as const,
      request: {
        params: moderationTarget.extend({ verb: z.enum(moderationVerbs) }),
        body: jsonBody(moderationActionBody),
      },
      responses: {
        200: dataAnswer(
          'Done (`changed: false` when it already was: the same action twice changes nothing)',
          z.object({ changed: z.boolean(), targetType, targetId: uuid, resolvedReports: int }),
        ),
      },
      refusals: {
        400: 'Invalid target, verb or body: a reason of 10 to 2 000 characters is required',
        404: 'No such content (a message only when it was reported)',
        409: 'Not applicable in its state (only a published product is unpublished; a product suspended with its seller’s ban comes back with the unban)',
      },
    }),
    async (c) => {
      const { verb, ...target } = c.req.valid('param');
      const action = { ...target, verb, reason: c.req.valid('json').reason };
      return c.json({ data: await moderateTarget(c.var.deps, c.var.viewer, action, { ip: c.var.clientIp }) }, 200);
    },
  );
