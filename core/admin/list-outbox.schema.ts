import { z } from 'zod';

export const outboxChannels = ['email', 'sms'] as const;
export type OutboxChannel = (typeof outboxChannels)[number];

/** The dev mailbox's query: one channel or both, newest first, a page at a time. Unknown keys are ignored. */
export const listOutboxQuery = z.object({
  channel: z.enum(outboxChannels).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

export type ListOutboxQuery = z.output<typeof listOutboxQuery>;
