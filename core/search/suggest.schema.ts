import { z } from 'zod';

export const suggestQuery = z.object({
  q: z
    .string()
    .optional()
    .transform((v) => v?.trim().slice(0, 100) ?? '')
    .describe('Text typed so far; trimmed and cut to 100 characters.'),
});
