import { Hono } from 'hono';
import type { ApiEnv } from './env.ts';

/** `/api/v1/admin/...` (users): mounted under `/admin` behind the admin guard (admin-guard.ts). */
export const adminUsersApi = new Hono<ApiEnv>();

export const adminUsersOpenApiPaths = {};
