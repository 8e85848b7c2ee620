import { z } from 'zod';

/**
 * The console's one search box (`/admin/search?q=`, `GET /api/v1/admin/search`): an order number, a licence key, an
 * e-mail address or a name. Each message is a code translated under `adminSearch:errors`.
 */
export const consoleSearchQuery = z.object({
  q: z
    .string('query_too_short')
    .trim()
    .min(2, 'query_too_short')
    .max(200, 'query_too_long')
    .describe('An order number, a licence key, or part of an e-mail address or a name (2 to 200 characters).'),
});

export type ConsoleSearchQuery = z.output<typeof consoleSearchQuery>;
