import { Hono } from 'hono';
import type { ApiEnv } from './env.ts';

/** `/api/v1/admin/...` (notifications): mounted under `/admin` behind the admin guard (admin-guard.ts). */
export const adminNotificationsApi = new Hono<ApiEnv>();

export const adminNotificationsOpenApiPaths = {};
