import { z } from '@hono/zod-openapi';
import { getSellerApplicationDetail } from '../../../core/admin/applications/get-seller-application-detail.ts';
import {
  applicationStatuses,
  sellerApplicationsQuery,
} from '../../../core/admin/applications/list-seller-applications.schema.ts';
import { listSellerApplications } from '../../../core/admin/applications/list-seller-applications.ts';
import { approveSellerApplication } from '../../../core/sellers/approve-seller-application.ts';
import { rejectSellerApplication } from '../../../core/sellers/reject-seller-application.ts';
import {
  approveSellerApplicationBody,
  rejectSellerApplicationBody,
} from '../../../core/sellers/seller-application-decision.schema.ts';
import { adminOnly, adminRoute } from './admin-guard.ts';
import { dateTime, int, traderStatus, uuid, uuidParams } from './api-fields.ts';
import { smallBody } from './json-body.ts';
import { answer, apiRouter, dataAnswer, jsonBody, pageOf } from './openapi-kit.ts';

const status = z.enum(applicationStatuses);
const person = z.object({ id: z.string(), name: z.string(), email: z.string() });

const listFields = {
  id: uuid,
  status,
  legalName: z.string(),
  email: z.string().openapi({ description: 'The professional e-mail given in the application' }),
  country: z.string(),
  applicantName: z.string(),
  applicantEmail: z.string().openapi({ description: 'The e-mail address of the applicant’s account' }),
  createdAt: dateTime,
  reviewedAt: dateTime.nullable(),
};

const SellerApplicationListItem = z
  .object({ ...listFields, categories: z.array(z.string()) })
  .openapi('SellerApplicationListItem');

const SellerApplicationDetail = z
  .object({
    id: uuid,
    status,
    legalName: z.string(),
    email: z.string(),
    country: z.string(),
    createdAt: dateTime,
    reviewedAt: dateTime.nullable(),
    addressLine: z.string(),
    postalCode: z.string(),
    city: z.string(),
    phone: z.string(),
    traderStatus,
    companyId: z.string().nullable().openapi({ description: 'SIRET in France' }),
    vatNumber: z.string().nullable(),
    iban: z.string().openapi({ description: 'In full, in groups of four' }),
    portfolioUrls: z.array(z.string()),
    categories: z.array(z.object({ slug: z.string(), labels: z.record(z.string(), z.string()).nullable() })),
    presentation: z.string(),
    selfCertifiedAt: dateTime,
    reason: z.string().nullable().openapi({ description: 'The statement of reasons, or the approval’s message' }),
    reviewer: person.nullable(),
    applicant: z.object({
      id: uuid,
      name: z.string(),
      email: z.string(),
      emailVerified: z.boolean(),
      banned: z.boolean(),
      createdAt: dateTime,
      roles: z.array(z.string()),
    }),
    otherApplications: z.array(
      z.object({
        id: uuid,
        status,
        createdAt: dateTime,
        reviewedAt: dateTime.nullable(),
        reason: z.string().nullable(),
      }),
    ),
  })
  .openapi('SellerApplicationDetail');

/** What both decisions declare beside their body. */
const decision = {
  method: 'post' as const,
  middleware: smallBody,
  responses: {
    200: dataAnswer('Decided (`changed: false` when it already was, the same way)', z.object({ changed: z.boolean() })),
  },
  refusals: {
    400: 'Invalid id or body (a rejection needs reasons of 10 to 2 000 characters)',
    404: 'No such application',
    409: 'Already decided the other way',
  },
};

/**
 * `GET /api/v1/admin/seller-applications[/:id]`: the queue of applications to sell (status, search, page) and one
 * application with its applicant; `POST /api/v1/admin/seller-applications/:id/approve|reject`: an administrator's
 * decision (the console's /admin pages use the same use cases). Deciding the same way twice answers 200 with
 * `changed: false`.
 */
export const adminSellerApplicationsApi = (requireSecondFactor: boolean) => {
  const api = apiRouter();
  api.use(adminOnly(requireSecondFactor));
  return api
    .openapi(
      adminRoute({
        method: 'get',
        path: '/',
        operationId: 'listSellerApplications',
        summary: 'The queue of applications to sell: one status at a time, newest first, with a search',
        request: { query: sellerApplicationsQuery },
        responses: {
          200: answer(
            'A page of applications, with the count of each status matching the search',
            pageOf(SellerApplicationListItem).extend({
              counts: z.object(
                Object.fromEntries(applicationStatuses.map((s) => [s, int])) as Record<
                  (typeof applicationStatuses)[number],
                  typeof int
                >,
              ),
            }),
          ),
        },
        refusals: { 400: 'Malformed status, q or page' },
      }),
      async (c) => c.json(await listSellerApplications(c.var.deps, c.var.viewer, c.req.valid('query')), 200),
    )
    .openapi(
      adminRoute({
        method: 'get',
        path: '/{id}',
        operationId: 'getAdminSellerApplication',
        summary:
          'One application to sell: every trader detail (DSA art. 30), the decision, the applicant’s account and earlier applications',
        request: { params: uuidParams('id') },
        responses: { 200: dataAnswer('The application', SellerApplicationDetail) },
        refusals: { 400: 'Malformed id', 404: 'No such application' },
      }),
      async (c) =>
        c.json({ data: await getSellerApplicationDetail(c.var.deps, c.var.viewer, c.req.valid('param').id) }, 200),
    )
    .openapi(
      adminRoute({
        ...decision,
        path: '/{id}/approve',
        operationId: 'approveSellerApplication',
        summary:
          'Approve an application to sell: grants the expert role, creates the seller profile, notifies and e-mails the applicant',
        request: { params: uuidParams('id'), body: jsonBody(approveSellerApplicationBody) },
      }),
      async (c) => {
        const input = { ...c.req.valid('json'), applicationId: c.req.valid('param').id };
        return c.json({ data: await approveSellerApplication(c.var.deps, c.var.viewer, input) }, 200);
      },
    )
    .openapi(
      adminRoute({
        ...decision,
        path: '/{id}/reject',
        operationId: 'rejectSellerApplication',
        summary: 'Reject an application to sell with a statement of reasons (EU P2B), sent to the applicant',
        request: { params: uuidParams('id'), body: jsonBody(rejectSellerApplicationBody) },
      }),
      async (c) => {
        const input = { ...c.req.valid('json'), applicationId: c.req.valid('param').id };
        return c.json({ data: await rejectSellerApplication(c.var.deps, c.var.viewer, input) }, 200);
      },
    );
};
