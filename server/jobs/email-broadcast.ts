import { emailBroadcastBatch } from '../../core/admin/broadcasts/email-broadcast-batch.ts';
import type { Jobs, Queue } from '../../core/ports/queue.ts';
import type { Db } from '../../db/client.ts';

/** The `email-broadcast` job, enqueued with an administrator's broadcast: one batch of its e-mails, then the next. */
export const emailBroadcastJob =
  (deps: { db: Db; queue: Queue }) =>
  async (data: Jobs['email-broadcast']): Promise<void> => {
    await emailBroadcastBatch(deps, data);
  };
