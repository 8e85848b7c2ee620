import { Hono } from 'hono';
import type { ApiEnv } from './env.ts';

/** `/api/v1/admin/...` (moderation): mounted under `/admin` behind the admin guard (admin-guard.ts). */
export const adminModerationApi = new Hono<ApiEnv>();

export const adminModerationOpenApiPaths = {};
