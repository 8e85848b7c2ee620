import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import type { DemoFraming } from './catalog/demo-framing.ts';
import type { Clock } from './ports/clock.ts';
import type { FileStore } from './ports/file-store.ts';
import type { Mailer } from './ports/mailer.ts';
import type { Queue } from './ports/queue.ts';
import type { SmsSender } from './ports/sms-sender.ts';

/** The long-lived dependencies every use case may receive (each takes only what it needs). */
export interface CoreDeps {
  db: Db;
  clock: Clock;
  files: FileStore;
  mailer: Mailer;
  queue: Queue;
  sms: SmsSender;
  /** Whether a seller's demo may be framed on the product page; without it every demo is a link. */
  demoFraming?: DemoFraming;
  log: Logger;
}
