import type { Mailer } from '../../core/ports/mailer.ts';
import type { JobHandlers } from '../../core/ports/queue.ts';
import { deliverSandboxEvent, type SandboxDeliveryDeps } from './deliver-sandbox-event.ts';
import { sendEmail } from './send-email.ts';

/** Every job the workers run, wired to its adapters. */
export const jobHandlers = (deps: { mailer: Mailer; sandbox: SandboxDeliveryDeps }): JobHandlers => ({
  'send-email': sendEmail(deps.mailer),
  'deliver-sandbox-event': deliverSandboxEvent(deps.sandbox),
});
