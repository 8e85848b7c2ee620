import { Hono } from 'hono';
import { z } from 'zod';
import { roles } from '../../../core/accounts/viewer.ts';
import {
  banBody,
  grantRoleBody,
  impersonateBody,
  listUsersQuery,
  revokeRoleBody,
  revokeSessionsBody,
  unbanBody,
} from '../../../core/admin/users/admin-users.schema.ts';
import { banUser } from '../../../core/admin/users/ban-user.ts';
import { getUserDetail } from '../../../core/admin/users/get-user-detail.ts';
import { grantUserRole } from '../../../core/admin/users/grant-user-role.ts';
import { impersonateUser } from '../../../core/admin/users/impersonate-user.ts';
import { listUsers } from '../../../core/admin/users/list-users.ts';
import { revokeUserRole } from '../../../core/admin/users/revoke-user-role.ts';
import { revokeUserSessions } from '../../../core/admin/users/revoke-user-sessions.ts';
import { unbanUser } from '../../../core/admin/users/unban-user.ts';
import { AppError } from '../../../core/shared/app-error.ts';
import { queryObject } from '../../../core/shared/query-object.ts';
import { impersonationCookies } from '../../auth/impersonation-cookies.ts';
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

const userId = z.uuid();
const roleParam = z.enum(roles);

/** `/api/v1/admin/...` (users): mounted under `/admin` behind the admin guard (admin-guard.ts). */
export const adminUsersApi = new Hono<ApiEnv>()
  .get('/users', async (c) => {
    const query = listUsersQuery.parse(queryObject(c.req.url));
    return c.json(await listUsers(c.var.deps, c.var.viewer, query));
  })
  .get('/users/:id', async (c) => {
    const id = userId.parse(c.req.param('id'));
    return c.json({ data: await getUserDetail(c.var.deps, c.var.viewer, id) });
  })
  .post('/users/:id/roles', smallBody, async (c) => {
    const id = userId.parse(c.req.param('id'));
    const body = await jsonBody(c, grantRoleBody);
    const ip = c.var.clientIp;
    return c.json({ data: await grantUserRole(c.var.deps, c.var.viewer, { userId: id, ...body, ip }) });
  })
  .delete('/users/:id/roles/:role', async (c) => {
    const id = userId.parse(c.req.param('id'));
    const role = roleParam.parse(c.req.param('role'));
    // The reason may come as a JSON body or a `reason` query parameter (a DELETE often has no body).
    const body = revokeRoleBody.parse(await deleteBody(c.req.raw, c.req.url));
    const ip = c.var.clientIp;
    return c.json({ data: await revokeUserRole(c.var.deps, c.var.viewer, { userId: id, role, ...body, ip }) });
  })
  .post('/users/:id/ban', smallBody, async (c) => {
    const id = userId.parse(c.req.param('id'));
    const { reason } = await jsonBody(c, banBody);
    const ip = c.var.clientIp;
    return c.json({ data: await banUser(c.var.deps, c.var.viewer, { userId: id, reason, ip }) });
  })
  .post('/users/:id/unban', smallBody, async (c) => {
    const id = userId.parse(c.req.param('id'));
    const { reason } = await jsonBody(c, unbanBody);
    const ip = c.var.clientIp;
    return c.json({ data: await unbanUser(c.var.deps, c.var.viewer, { userId: id, reason, ip }) });
  })
  .post('/users/:id/sessions/revoke', smallBody, async (c) => {
    const id = userId.parse(c.req.param('id'));
    const { sessionId } = await jsonBody(c, revokeSessionsBody);
    const ip = c.var.clientIp;
    return c.json({ data: await revokeUserSessions(c.var.deps, c.var.viewer, { userId: id, sessionId, ip }) });
  })
  .post('/users/:id/impersonate', smallBody, async (c) => {
    const id = userId.parse(c.req.param('id'));
    const { reason } = await jsonBody(c, impersonateBody);
    const started = await impersonateUser(c.var.deps, c.var.viewer, {
      userId: id,
      reason,
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
  });

async function deleteBody(request: Request, url: string): Promise<unknown> {
  const text = await request.text();
  if (!text) {
    const reason = new URL(url).searchParams.get('reason');
    return reason ? { reason } : {};
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('invalid_request', 400, 'Paramètres invalides');
  }
}

// OpenAPI 3.1 paths of the router above, spread into openapi.ts (the same zod schemas as the handlers).
const adminErrors = {
  401: errorResponse('No valid session'),
  403: errorResponse('Not an administrator, an impersonation session, or no second factor where one is required'),
};
const badInput = { 400: errorResponse('Invalid id or body (field codes in details)') };
const notFound = { 404: errorResponse('user_not_found (or session_not_found)') };
const changed = dataOf({ type: 'object', properties: { changed: { type: 'boolean' } } });
const userPath = (operationId: string, summary: string, extra: Record<string, unknown>) => ({
  operationId,
  summary,
  security: signedInSecurity,
  parameters: [uuidPath('id')],
  ...extra,
});

export const adminUsersOpenApiPaths = {
  '/admin/users': {
    get: {
      operationId: 'adminListUsers',
      summary: 'Users, newest first: search by name or e-mail, filter by role or banned',
      security: signedInSecurity,
      parameters: queryParameters(listUsersQuery),
      responses: {
        200: {
          description: 'A page of users (id, name, email, roles, joinedAt, banned)',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: { data: { type: 'array', items: { type: 'object' } }, meta: pageMeta() },
              },
            },
          },
        },
        ...adminErrors,
        ...badInput,
      },
    },
  },
  '/admin/users/{id}': {
    get: userPath('adminGetUser', 'One user: account, roles, ban, orders, products, reports, live sessions', {
      responses: {
        200: { description: 'The user', content: dataOf({ type: 'object' }) },
        ...adminErrors,
        ...badInput,
        ...notFound,
      },
    }),
  },
  '/admin/users/{id}/roles': {
    post: userPath(
      'adminGrantRole',
      'Grants a role (certified_expert certifies the seller profile; partner creates the partner row); a no-op when held',
      {
        requestBody: jsonRequestBody(grantRoleBody),
        responses: {
          200: { description: 'Whether it changed', content: changed },
          ...adminErrors,
          ...badInput,
          ...notFound,
        },
      },
    ),
  },
  '/admin/users/{id}/roles/{role}': {
    delete: userPath('adminRevokeRole', 'Revokes a role (optional reason in the body or ?reason=)', {
      parameters: [
        uuidPath('id'),
        { name: 'role', in: 'path', required: true, schema: { type: 'string', enum: roles } },
      ],
      responses: {
        200: { description: 'Whether it changed', content: changed },
        ...adminErrors,
        ...badInput,
        ...notFound,
        409: errorResponse('last_admin: the last administrator keeps the role'),
      },
    }),
  },
  '/admin/users/{id}/ban': {
    post: userPath(
      'adminBanUser',
      'Bans with a reason: sessions deleted, published products suspended (seller_banned), reason e-mailed',
      {
        requestBody: jsonRequestBody(banBody),
        responses: {
          200: { description: 'What changed', content: dataOf({ type: 'object' }) },
          ...adminErrors,
          ...badInput,
          ...notFound,
          409: errorResponse('cannot_ban_self or cannot_ban_admin'),
        },
      },
    ),
  },
  '/admin/users/{id}/unban': {
    post: userPath('adminUnbanUser', 'Lifts a ban with a reason; republishes only the products its ban suspended', {
      requestBody: jsonRequestBody(unbanBody),
      responses: {
        200: { description: 'What changed', content: dataOf({ type: 'object' }) },
        ...adminErrors,
        ...badInput,
        ...notFound,
      },
    }),
  },
  '/admin/users/{id}/sessions/revoke': {
    post: userPath('adminRevokeSessions', 'Ends one session (sessionId) or all the user’s sessions', {
      requestBody: jsonRequestBody(revokeSessionsBody),
      responses: {
        200: { description: 'How many sessions ended', content: dataOf({ type: 'object' }) },
        ...adminErrors,
        ...badInput,
        ...notFound,
      },
    }),
  },
  '/admin/users/{id}/impersonate': {
    post: userPath(
      'adminImpersonateUser',
      'Starts a one-hour support session as a non-administrator (cookies set; the admin session is kept to come back)',
      {
        requestBody: jsonRequestBody(impersonateBody),
        responses: {
          201: { description: 'The impersonation started (Set-Cookie)', content: dataOf({ type: 'object' }) },
          ...adminErrors,
          ...badInput,
          ...notFound,
          409: errorResponse('cannot_impersonate_self, cannot_impersonate_admin or cannot_impersonate_banned'),
        },
      },
    ),
  },
};
