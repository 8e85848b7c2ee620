import { Hono } from 'hono';
import { requireAdmin } from '../../../core/accounts/viewer.ts';
import { approveSellerApplication } from '../../../core/sellers/approve-seller-application.ts';
import { rejectSellerApplication } from '../../../core/sellers/reject-seller-application.ts';
import {
  applicationId,
  approveSellerApplicationBody,
  rejectSellerApplicationBody,
} from '../../../core/sellers/seller-application-decision.schema.ts';
import type { ApiEnv } from './env.ts';
import { jsonBody, smallBody } from './json-body.ts';
import { dataOf, errorResponse, jsonRequestBody, signedInSecurity, uuidPath } from './openapi-helpers.ts';

/**
 * `POST /api/v1/admin/seller-applications/:id/approve|reject`: an administrator's decision on an application to
 * sell (the console's screens come with the administration issue). Deciding the same way twice answers 200 with
 * `changed: false`.
 */
export const adminSellerApplicationsApi = (requireSecondFactor: boolean) =>
  new Hono<ApiEnv>()
    .use(async (c, next) => {
      requireAdmin(c.var.viewer, { requireSecondFactor });
      await next();
    })
    .post('/:id/approve', smallBody, async (c) => {
      const body = await jsonBody(c, approveSellerApplicationBody);
      const id = applicationId.parse(c.req.param('id'));
      const deps = c.var.deps;
      return c.json({ data: await approveSellerApplication(deps, c.var.viewer, { ...body, applicationId: id }) });
    })
    .post('/:id/reject', smallBody, async (c) => {
      const body = await jsonBody(c, rejectSellerApplicationBody);
      const id = applicationId.parse(c.req.param('id'));
      return c.json({ data: await rejectSellerApplication(c.var.deps, c.var.viewer, { ...body, applicationId: id }) });
    });

const decision = (
  operationId: string,
  summary: string,
  body: typeof approveSellerApplicationBody | typeof rejectSellerApplicationBody,
) => ({
  operationId,
  summary,
  security: signedInSecurity,
  parameters: [uuidPath('id')],
  requestBody: jsonRequestBody(body),
  responses: {
    200: {
      description: 'Decided (`changed: false` when it already was, the same way)',
      content: dataOf({ type: 'object', properties: { changed: { type: 'boolean' } } }),
    },
    400: errorResponse('Invalid body (a rejection needs reasons of 10 to 2 000 characters)'),
    401: errorResponse('No valid session'),
    403: errorResponse('Not an administrator, or no second factor where it is required'),
    404: errorResponse('No such application'),
    409: errorResponse('Already decided the other way'),
  },
});

export const adminSellerApplicationsOpenApiPaths = {
  '/admin/seller-applications/{id}/approve': {
    post: decision(
      'approveSellerApplication',
      'Approve an application to sell: grants the expert role, creates the seller profile, notifies and e-mails the applicant',
      approveSellerApplicationBody,
    ),
  },
  '/admin/seller-applications/{id}/reject': {
    post: decision(
      'rejectSellerApplication',
      'Reject an application to sell with a statement of reasons (EU P2B), sent to the applicant',
      rejectSellerApplicationBody,
    ),
  },
};
