import { Hono } from 'hono';
import type { ApiEnv } from './env.ts';

/** `/api/v1/admin/...` (dashboard): mounted under `/admin` behind the admin guard (admin-guard.ts). */
export const adminDashboardApi = new Hono<ApiEnv>();

export const adminDashboardOpenApiPaths = {};
