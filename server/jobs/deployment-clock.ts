import type { Logger } from 'pino';
import { rekeyDeploymentSecrets } from '../../core/deployments/rekey-deployment-secrets.ts';
import { type ClockDeps, runDeploymentClock } from '../../core/deployments/run-deployment-clock.ts';
import type { ConfiguredKey } from '../../core/deployments/secret-box.ts';

export interface DeploymentJobDeps extends ClockDeps {
  log: Logger;
  secret: string;
  deploymentKeys?: readonly ConfiguredKey[];
}

/** The `deployment-clock` job (every 15 minutes): the deadlines of deployment requests (core/deployments). */
export const deploymentClockJob = (deps: DeploymentJobDeps) => async (): Promise<void> => {
  const done = await runDeploymentClock(deps);
  if (done.warned + done.flagged + done.confirmed > 0) deps.log.info({ deploymentClock: done }, 'deployment clock');
};

/**
 * The `deployment-secrets-rekey` job (hourly): re-seals secrets under the current key after a rotation, and says how
 * many rows each older key still seals (an old key may be dropped once none is left under it). Key ids and counts
 * only, never a value.
 */
export const deploymentSecretsRekeyJob = (deps: DeploymentJobDeps) => async (): Promise<void> => {
  const done = await rekeyDeploymentSecrets(deps);
  const left = Object.values(done.remaining).reduce((sum, rows) => sum + rows, 0);
  if (done.resealed + left > 0) {
    deps.log.info(
      { resealed: done.resealed, remaining: done.remaining },
      left > 0 ? 'deployment secrets re-sealed, some left under older keys' : 'deployment secrets re-sealed, none left',
    );
  }
  if (done.unknownKey > 0) {
    deps.log.error({ unknownKey: done.unknownKey }, 'deployment secrets sealed under a key no longer configured');
  }
};
