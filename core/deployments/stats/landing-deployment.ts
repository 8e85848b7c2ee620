import type { Db } from '../../../db/client.ts';
import type { Clock } from '../../ports/clock.ts';
import { platformDeploymentStats } from './deployment-stats.ts';

/** The landing page's deployment figure when the platform has enough decided requests (decision 0046). */
export interface LandingDeployment {
  /** The platform's median hours from acceptance to delivery, in whole hours (at least 1). */
  medianHours: number;
  /** The share (0–1) delivered within the announced time. */
  onTimeRate: number;
}

/**
 * The measured figure for « Déploiement en 24 h », or null while fewer than 20 requests are decided (the page then
 * keeps the announced 24 h). One bounded read (the latest 1,000 decided requests on `deployment_requests_accepted_idx`).
 */
export async function getLandingDeployment(deps: { db: Db; clock: Clock }): Promise<LandingDeployment | null> {
  const stats = await platformDeploymentStats(deps.db, deps.clock.now());
  if (!stats.enough || stats.onTimeRate === null || stats.medianHours === null) return null;
  return { medianHours: Math.max(1, Math.round(stats.medianHours)), onTimeRate: stats.onTimeRate };
}
