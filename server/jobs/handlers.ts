import type { Operator } from '../../core/legal/operator.ts';
import type { FileStore } from '../../core/ports/file-store.ts';
import type { Mailer } from '../../core/ports/mailer.ts';
import type { JobHandlers } from '../../core/ports/queue.ts';
import { type CommerceUpkeepDeps, commerceUpkeep } from './commerce-upkeep.ts';
import { deliverSandboxEvent, type SandboxDeliveryDeps } from './deliver-sandbox-event.ts';
import { type DeploymentJobDeps, deploymentClockJob, deploymentSecretsRekeyJob } from './deployment-clock.ts';
import { emailBroadcastJob } from './email-broadcast.ts';
import { emailCreatorPostJob } from './email-creator-post.ts';
import { notifyReleaseBuyersJob } from './notify-release-buyers.ts';
import { renderInvoiceJob } from './render-invoice.ts';
import { scheduledPayoutsJob } from './scheduled-payouts.ts';
import { searchUpkeep } from './search-upkeep.ts';
import { sendEmail } from './send-email.ts';

/** Every job the workers run, wired to its adapters. */
export const jobHandlers = (deps: {
  mailer: Mailer;
  files: FileStore;
  operator: Operator;
  sandbox: SandboxDeliveryDeps;
  upkeep: CommerceUpkeepDeps;
  deployments: DeploymentJobDeps;
}): JobHandlers => ({
  'send-email': sendEmail(deps.mailer, deps.operator),
  'deliver-sandbox-event': deliverSandboxEvent(deps.sandbox),
  'render-invoice': renderInvoiceJob({ db: deps.sandbox.db, files: deps.files, operator: deps.operator }),
  'commerce-upkeep': commerceUpkeep(deps.upkeep),
  'search-upkeep': searchUpkeep(deps.upkeep),
  'notify-release-buyers': notifyReleaseBuyersJob(deps.upkeep),
  'email-broadcast': emailBroadcastJob(deps.upkeep),
  'email-creator-post': emailCreatorPostJob({ ...deps.upkeep, secret: deps.sandbox.secret }),
  'scheduled-payouts': scheduledPayoutsJob(deps.upkeep),
  'deployment-clock': deploymentClockJob(deps.deployments),
  'deployment-secrets-rekey': deploymentSecretsRekeyJob(deps.deployments),
});
