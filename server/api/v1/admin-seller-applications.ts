import { Hono } from 'hono';
import { requireAdmin } from '../../../core/accounts/viewer.ts';
import { getSellerApplicationDetail } from '../../../core/admin/applications/get-seller-application-detail.ts';
import {
  applicationStatuses,
  sellerApplicationsQuery,
} from '../../../core/admin/applications/list-seller-applications.schema.ts';
import { listSellerApplications } from '../../../core/admin/applications/list-seller-applications.ts';
import { approveSellerApplication } from '../../../core/sellers/approve-seller-application.ts';
import { rejectSellerApplication } from '../../../core/sellers/reject-seller-application.ts';
import {
  applicationId,
  approveSellerApplicationBody,
  rejectSellerApplicationBody,
} from '../../../core/sellers/seller-application-decision.schema.ts';
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

/**
 * `GET /api/v1/admin/seller-applications[/:id]`: the queue of applications to sell (status, search, page) and one
 * application with its applicant; `POST /api/v1/admin/seller-applications/:id/approve|reject`: an administrator's
 * decision (the console's /admin pages use the same use cases). Deciding the same way twice answers 200 with
 * `changed: false`.
 */
export const adminSellerApplicationsApi = (requireSecondFactor: boolean) =>
  new Hono<ApiEnv>()
    .use(async (c, next) => {
      requireAdmin(c.var.viewer, { requireSecondFactor });
      await next();
    })
    .get('/', async (c) => {
      const query = sellerApplicationsQuery.parse(queryObject(new URL(c.req.url)));
      return c.json(await listSellerApplications(c.var.deps, c.var.viewer, query));
    })
    .get('/:id', async (c) => {
      const id = applicationId.parse(c.req.param('id'));
      return c.json({ data: await getSellerApplicationDetail(c.var.deps, c.var.viewer, id) });
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

const dateTime = { type: 'string', format: 'date-time' };
const nullableDateTime = { type: ['string', 'null'], format: 'date-time' };
const status = { enum: [...applicationStatuses] };
const strings = { type: 'array', items: { type: 'string' } };

const listItem = {
  type: 'object',
  properties: {
    id: { type: 'string', format: 'uuid' },
    status,
    legalName: { type: 'string' },
    email: { type: 'string', description: 'The professional e-mail given in the application' },
    country: { type: 'string' },
    categories: strings,
    applicantName: { type: 'string' },
    applicantEmail: { type: 'string', description: 'The e-mail address of the applicant’s account' },
    createdAt: dateTime,
    reviewedAt: nullableDateTime,
  },
};

const detail = {
  type: 'object',
  properties: {
    ...listItem.properties,
    addressLine: { type: 'string' },
    postalCode: { type: 'string' },
    city: { type: 'string' },
    phone: { type: 'string' },
    companyId: { type: ['string', 'null'], description: 'SIRET in France' },
    vatNumber: { type: ['string', 'null'] },
    iban: { type: 'string', description: 'In full, in groups of four' },
    portfolioUrls: strings,
    categories: {
      type: 'array',
      items: {
        type: 'object',
        properties: { slug: { type: 'string' }, labels: { type: ['object', 'null'] } },
      },
    },
    presentation: { type: 'string' },
    selfCertifiedAt: dateTime,
    reason: { type: ['string', 'null'], description: 'The statement of reasons, or the approval’s message' },
    reviewer: {
      type: ['object', 'null'],
      properties: { id: { type: 'string' }, name: { type: 'string' }, email: { type: 'string' } },
    },
    applicant: {
      type: 'object',
      properties: {
        id: { type: 'string', format: 'uuid' },
        name: { type: 'string' },
        email: { type: 'string' },
        emailVerified: { type: 'boolean' },
        banned: { type: 'boolean' },
        createdAt: dateTime,
        roles: strings,
      },
    },
    otherApplications: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'string', format: 'uuid' },
          status,
          createdAt: dateTime,
          reviewedAt: nullableDateTime,
          reason: { type: ['string', 'null'] },
        },
      },
    },
  },
};

export const adminSellerApplicationsOpenApiPaths = {
  '/admin/seller-applications': {
    get: {
      operationId: 'listSellerApplications',
      summary: 'The queue of applications to sell: one status at a time, newest first, with a search',
      security: signedInSecurity,
      parameters: queryParameters(sellerApplicationsQuery),
      responses: {
        200: {
          description: 'A page of applications, with the count of each status matching the search',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  data: { type: 'array', items: listItem },
                  meta: pageMeta(),
                  counts: {
                    type: 'object',
                    properties: Object.fromEntries(applicationStatuses.map((s) => [s, { type: 'integer' }])),
                  },
                },
              },
            },
          },
        },
        400: errorResponse('Malformed status, q or page'),
        401: errorResponse('No valid session'),
        403: errorResponse('Not an administrator, or no second factor where it is required'),
      },
    },
  },
  '/admin/seller-applications/{id}': {
    get: {
      operationId: 'getAdminSellerApplication',
      summary:
        'One application to sell: every trader detail (DSA art. 30), the decision, the applicant’s account and earlier applications',
      security: signedInSecurity,
      parameters: [uuidPath('id')],
      responses: {
        200: { description: 'The application', content: dataOf(detail) },
        400: errorResponse('Malformed id'),
        401: errorResponse('No valid session'),
        403: errorResponse('Not an administrator, or no second factor where it is required'),
        404: errorResponse('No such application'),
      },
    },
  },
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
