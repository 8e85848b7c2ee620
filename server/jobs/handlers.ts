import type { Mailer } from '../../core/ports/mailer.ts';
import type { JobHandlers } from '../../core/ports/queue.ts';
import { sendEmail } from './send-email.ts';

/** Every job the workers run, wired to its adapters. */
export const jobHandlers = (deps: { mailer: Mailer }): JobHandlers => ({
  'send-email': sendEmail(deps.mailer),
});
