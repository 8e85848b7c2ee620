import { Hono } from 'hono';
import type { ApiEnv } from './env.ts';

/** `/api/v1/admin/...` (payments): mounted under `/admin` behind the admin guard (admin-guard.ts). */
export const adminPaymentsApi = new Hono<ApiEnv>();

export const adminPaymentsOpenApiPaths = {};
