import type { Db } from '../../../db/client.ts';
import type { Clock } from '../../ports/clock.ts';
import type { Queue } from '../../ports/queue.ts';

/** What the user administration's changes need: the database, the clock, and the queue and origin for e-mails. */
export interface AdminUserDeps {
  db: Db;
  clock: Clock;
  queue: Queue;
  publicUrl: string;
}

/** Who acted from where, for the audit log. */
export interface ActionContext {
  ip?: string | null;
}
