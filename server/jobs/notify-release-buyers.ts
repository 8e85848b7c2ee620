import type { Clock } from '../../core/ports/clock.ts';
import type { Queue } from '../../core/ports/queue.ts';
import { notifyReleaseBuyers } from '../../core/products/notify-release-buyers.ts';
import type { Db } from '../../db/client.ts';

/** The `notify-release-buyers` job, enqueued with the release: tells the product's buyers it is out. */
export const notifyReleaseBuyersJob =
  (deps: { db: Db; clock: Clock; queue: Queue }) =>
  async ({ releaseId, publicUrl }: { releaseId: string; publicUrl: string }): Promise<void> => {
    await notifyReleaseBuyers({ db: deps.db, clock: deps.clock, mail: { queue: deps.queue, publicUrl } }, releaseId);
  };
