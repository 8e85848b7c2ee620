import type { Context, Next } from 'hono';

/** Middleware of the answers a cache must never keep (licence keys, download links, trader or bank details). */
export const privateAnswer = async (c: Context, next: Next) => {
  await next();
  c.header('Cache-Control', 'private, no-store');
};
