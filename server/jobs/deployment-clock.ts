import type { Logger } from 'pino';
import { rekeyDeploymentSecrets } from '../../core/deployments/rekey-deployment-secrets.ts';
import { type ClockDeps, runDeploymentClock } from '../../core/deployments/run-deployment-clock.ts';
import type { SealingKey } from '../../core/deployments/secret-box.ts';

export interface DeploymentJobDeps extends ClockDeps {
  log: Logger;
  secret: string;
  deploymentKeys?: readonly SealingKey[];
}

/** The `deployment-clock` job (every 15 minutes): the deadlines of deployment requests (core/deployments). */
export const deploymentClockJob = (deps: DeploymentJobDeps) => async (): Promise<void> => {
  const done = await runDeploymentClock(deps);
  if (done.warned + done.flagged + done.confirmed > 0) deps.log.info({ deploymentClock: done }, 'deployment clock');
};

/** The `deployment-secrets-rekey` job (hourly): re-seals secrets under the current key after a rotation. */
export const deploymentSecretsRekeyJob = (deps: DeploymentJobDeps) => async (): Promise<void> => {
  const done = await rekeyDeploymentSecrets(deps);
  if (done.resealed > 0) deps.log.info({ resealed: done.resealed }, 'deployment secrets re-sealed');
  if (done.unknownKey > 0) {
    deps.log.error({ unknownKey: done.unknownKey }, 'deployment secrets sealed under a key no longer configured');
  }
};
