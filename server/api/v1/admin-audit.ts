import { Hono } from 'hono';
import type { ApiEnv } from './env.ts';

/** `/api/v1/admin/...` (audit): mounted under `/admin` behind the admin guard (admin-guard.ts). */
export const adminAuditApi = new Hono<ApiEnv>();

export const adminAuditOpenApiPaths = {};
