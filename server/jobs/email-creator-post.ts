import type { Jobs, Queue } from '../../core/ports/queue.ts';
import { emailCreatorPostBatch } from '../../core/posts/email-creator-post-batch.ts';
import type { Db } from '../../db/client.ts';

/** The `email-creator-post` job, enqueued with a creator's post: one batch of its e-mails, then the next. */
export const emailCreatorPostJob =
  (deps: { db: Db; queue: Queue; secret: string }) =>
  async (data: Jobs['email-creator-post']): Promise<void> => {
    await emailCreatorPostBatch(deps, data);
  };
