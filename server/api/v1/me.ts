import { Hono } from 'hono';
import { getMe } from '../../../core/accounts/get-me.ts';
import type { ApiEnv } from './env.ts';

export const meApi = new Hono<ApiEnv>().get('/', async (c) => c.json({ data: await getMe(c.var.deps, c.var.viewer) }));
