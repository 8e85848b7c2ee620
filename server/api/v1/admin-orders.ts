import { Hono } from 'hono';
import type { ApiEnv } from './env.ts';

/** `/api/v1/admin/...` (orders): mounted under `/admin` behind the admin guard (admin-guard.ts). */
export const adminOrdersApi = new Hono<ApiEnv>();

export const adminOrdersOpenApiPaths = {};
