import { z } from '@hono/zod-openapi';
import type { HonoRequest } from 'hono';
import { roles } from '../../../core/accounts/viewer.ts';
import {
  banBody,
  grantRoleBody,
  impersonateBody,
  listUsersQuery,
  resetTwoFactorBody,
  revokeEverySessionBody,
  revokeRoleBody,
  revokeSessionsBody,
  unbanBody,
} from '../../../core/admin/users/admin-users.schema.ts';
import { banUser } from '../../../core/admin/users/ban-user.ts';
import { getUserDetail } from '../../../core/admin/users/get-user-detail.ts';
import { grantUserRole } from '../../../core/admin/users/grant-user-role.ts';
import { impersonateUser } from '../../../core/admin/users/impersonate-user.ts';
import { listUsers } from '../../../core/admin/users/list-users.ts';
import { resetTwoFactor } from '../../../core/admin/users/reset-two-factor.ts';
import { revokeEverySession } from '../../../core/admin/users/revoke-every-session.ts';
import { revokeUserRole } from '../../../core/admin/users/revoke-user-role.ts';
import { revokeUserSessions } from '../../../core/admin/users/revoke-user-sessions.ts';
import { unbanUser } from '../../../core/admin/users/unban-user.ts';
import { impersonationCookies } from '../../auth/impersonation-cookies.ts';
import { adminRoute } from './admin-guard.ts';
import { cents, dateTime, int, uuid, uuidParams } from './api-fields.ts';
import { jsonOf, smallBody } from './json-body.ts';
import { answer, apiRouter, dataAnswer, jsonBody, pageOf } from './openapi-kit.ts';

const role = z.enum(roles);
const userParams = uuidParams('id');

export const AdminUserRow = z
  .object({
    id: uuid,
    name: z.string(),
    email: z.string(),
    roles: z.array(role),
    joinedAt: dateTime,
    banned: z.boolean(),
  })
  .openapi('AdminUserRow');

const AdminUserDetail = z
  .object({
    user: z.object({
      id: uuid,
      name: z.string(),
      email: z.string(),
      emailVerified: z.boolean(),
      twoFactorEnabled: z.boolean().nullable(),
      banned: z.boolean().nullable(),
      banReason: z.string().nullable(),
      joinedAt: dateTime,
      locale: z.string(),
    }),
    roles: z.array(z.object({ role, grantedAt: dateTime.nullable() })),
    seller: z.object({ id: uuid, publicName: z.string(), certifiedAt: dateTime.nullable() }).nullable(),
    partner: z.object({ id: uuid, code: z.string() }).nullable(),
    orders: z.array(
      z.object({ id: uuid, number: z.string(), status: z.string(), totalCents: cents, createdAt: dateTime }),
    ),
    products: z.array(
      z.object({
        id: uuid,
        slug: z.string(),
        title: z.string(),
        status: z.string(),
        suspensionCause: z.string().nullable(),
      }),
    ),
    reports: z.array(
      z.object({
        id: uuid,
        targetType: z.string(),
        targetId: z.string(),
        reason: z.string(),
        status: z.string(),
        createdAt: dateTime,
      }),
    ),
    sessions: z.array(
      z.object({
        id: z.string(),
        userAgent: z.string().nullable(),
        ipAddress: z.string().nullable(),
        createdAt: dateTime,
        expiresAt: dateTime,
        impersonatedBy: z.string().nullable(),
      }),
    ),
  })
  .openapi('AdminUserDetail');

const Changed = z.object({ changed: z.boolean() });
const refusals = {
  400: 'Invalid id or body (field codes in details)',
  404: 'user_not_found (or session_not_found)',
};

/** What every action on one user declares beside its own body and answer. */
const userAction = (path: string, operationId: string, summary: string) => ({
  method: 'post' as const,
  path,
  operationId,
  summary,
  middleware: smallBody,
});

/** `/api/v1/admin/...` (users): mounted under `/admin` behind the admin guard (admin-guard.ts). */
export const adminUsersApi = apiRouter()
  .openapi(
    adminRoute({
      method: 'get',
      path: '/users',
      operationId: 'adminListUsers',
      summary: 'Users, newest first: search by name or e-mail, filter by role or banned',
      request: { query: listUsersQuery },
      responses: { 200: answer('A page of users', pageOf(AdminUserRow)) },
      refusals: { 400: 'Malformed query' },
    }),
    async (c) => c.json(await listUsers(c.var.deps, c.var.viewer, c.req.valid('query')), 200),
  )
  .openapi(
    adminRoute({
      method: 'get',
      path: '/users/{id}',
      operationId: 'adminGetUser',
      summary: 'One user: account, roles, ban, orders, products, reports, live sessions',
      request: { params: userParams },
      responses: { 200: dataAnswer('The user', AdminUserDetail) },
      refusals: refusals,
    }),
    async (c) => c.json({ data: await getUserDetail(c.var.deps, c.var.viewer, c.req.valid('param').id) }, 200),
  )
  .openapi(
    adminRoute({
      ...userAction(
        '/users/{id}/roles',
        'adminGrantRole',
        'Grants a role (certified_expert certifies the seller profile; partner creates the partner row); a no-op when held',
      ),
      request: { params: userParams, body: jsonBody(grantRoleBody) },
      responses: { 200: dataAnswer('Whether it changed', Changed) },
      refusals,
    }),
    async (c) => {
      const input = { userId: c.req.valid('param').id, ...c.req.valid('json'), ip: c.var.clientIp };
      return c.json({ data: await grantUserRole(c.var.deps, c.var.viewer, input) }, 200);
    },
  )
  .openapi(
    adminRoute({
      method: 'delete',
      path: '/users/{id}/roles/{role}',
      operationId: 'adminRevokeRole',
      summary: 'Revokes a role (optional reason in the body or ?reason=)',
      // A DELETE often has no body: the reason comes as JSON or in the query, read by the handler (deleteBody).
      request: {
        params: z.object({ id: uuid, role }),
        query: z.object({ reason: z.string().optional() }),
        body: {
          required: false,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: { reason: { type: 'string', maxLength: 1000 } },
                additionalProperties: false,
              },
            },
          },
        },
      },
      responses: { 200: dataAnswer('Whether it changed', Changed) },
      refusals: { ...refusals, 409: 'last_admin: the last administrator keeps the role' },
    }),
    async (c) => {
      const { id, role } = c.req.valid('param');
      const body = revokeRoleBody.parse(await deleteBody(c.req));
      const input = { userId: id, role, ...body, ip: c.var.clientIp };
      return c.json({ data: await revokeUserRole(c.var.deps, c.var.viewer, input) }, 200);
    },
  )
  .openapi(
    adminRoute({
      ...userAction(
        '/users/{id}/ban',
        'adminBanUser',
        'Bans with a reason: sessions deleted, published products suspended (seller_banned), reason e-mailed',
      ),
      request: { params: userParams, body: jsonBody(banBody) },
      responses: {
        200: dataAnswer(
          'What changed',
          z.object({ changed: z.boolean(), sessionsRevoked: int, productsSuspended: int }),
        ),
      },
      refusals: { ...refusals, 409: 'cannot_ban_self or cannot_ban_admin' },
    }),
    async (c) => {
      const input = { userId: c.req.valid('param').id, reason: c.req.valid('json').reason, ip: c.var.clientIp };
      return c.json({ data: await banUser(c.var.deps, c.var.viewer, input) }, 200);
    },
  )
  .openapi(
    adminRoute({
      ...userAction(
        '/users/{id}/unban',
        'adminUnbanUser',
        'Lifts a ban with a reason; republishes only the products its ban suspended',
      ),
      request: { params: userParams, body: jsonBody(unbanBody) },
      responses: {
        200: dataAnswer('What changed', z.object({ changed: z.boolean(), productsRestored: int })),
      },
      refusals,
    }),
    async (c) => {
      const input = { userId: c.req.valid('param').id, reason: c.req.valid('json').reason, ip: c.var.clientIp };
      return c.json({ data: await unbanUser(c.var.deps, c.var.viewer, input) }, 200);
    },
  )
  .openapi(
    adminRoute({
      ...userAction(
        '/users/{id}/sessions/revoke',
        'adminRevokeSessions',
        'Ends one session (sessionId) or all the user’s sessions',
      ),
      request: { params: userParams, body: jsonBody(revokeSessionsBody) },
      responses: { 200: dataAnswer('How many sessions ended', z.object({ revoked: int })) },
      refusals,
    }),
    async (c) => {
      const input = { userId: c.req.valid('param').id, sessionId: c.req.valid('json').sessionId, ip: c.var.clientIp };
      return c.json({ data: await revokeUserSessions(c.var.deps, c.var.viewer, input) }, 200);
    },
  )
  .openapi(
    adminRoute({
      ...userAction(
        '/users/{id}/two-factor/reset',
        'adminResetTwoFactor',
        'Turns off the second factor of a user who lost it (identity checked, named in the reason): secret and backup codes deleted, sessions ended, user e-mailed, audited',
      ),
      request: { params: userParams, body: jsonBody(resetTwoFactorBody) },
      responses: { 200: dataAnswer('How many sessions ended', z.object({ sessionsRevoked: int })) },
      refusals: { ...refusals, 409: 'cannot_reset_own_two_factor or two_factor_off' },
    }),
    async (c) => {
      const input = { userId: c.req.valid('param').id, reason: c.req.valid('json').reason, ip: c.var.clientIp };
      return c.json({ data: await resetTwoFactor(c.var.deps, c.var.viewer, input) }, 200);
    },
  )
  .openapi(
    adminRoute({
      ...userAction(
        '/sessions/revoke-every',
        'adminRevokeEverySession',
        'Ends every user’s sessions but the calling administrator’s own (an incident), with a reason, audited',
      ),
      request: { body: jsonBody(revokeEverySessionBody) },
      responses: { 200: dataAnswer('How many sessions ended', z.object({ revoked: int })) },
      refusals: { 400: 'Invalid body: a reason of 3 to 2,000 characters (field codes in details)' },
    }),
    async (c) => {
      const input = { reason: c.req.valid('json').reason, ip: c.var.clientIp };
      return c.json({ data: await revokeEverySession(c.var.deps, c.var.viewer, input) }, 200);
    },
  )
  .openapi(
    adminRoute({
      ...userAction(
        '/users/{id}/impersonate',
        'adminImpersonateUser',
        'Starts a one-hour support session as a non-administrator (cookies set; the admin session is kept to come back)',
      ),
      request: { params: userParams, body: jsonBody(impersonateBody) },
      responses: {
        201: dataAnswer('The impersonation started (Set-Cookie)', z.object({ userId: uuid, expiresAt: dateTime })),
      },
      refusals: {
        ...refusals,
        409: 'cannot_impersonate_self, cannot_impersonate_admin or cannot_impersonate_banned',
      },
    }),
    async (c) => {
      const id = c.req.valid('param').id;
      const started = await impersonateUser(c.var.deps, c.var.viewer, {
        userId: id,
        reason: c.req.valid('json').reason,
        ip: c.var.clientIp,
        userAgent: c.req.header('user-agent') ?? null,
      });
      for (const cookie of impersonationCookies(c.var.deps, {
        targetToken: started.token,
        adminToken: started.adminToken,
      })) {
        c.header('Set-Cookie', cookie, { append: true });
      }
      return c.json({ data: { userId: id, expiresAt: started.expiresAt.toISOString() } }, 201);
    },
  );

async function deleteBody(req: HonoRequest): Promise<unknown> {
  if (!(await req.text())) return req.query('reason') ? { reason: req.query('reason') } : {};
  return jsonOf(req);
}
