import { refreshSearchTiers } from '../../core/search/refresh-search-tiers.ts';
import type { Db } from '../../db/client.ts';

/** The `search-upkeep` job, scheduled every 5 minutes (core/search/refresh-search-tiers.ts). */
export const searchUpkeep = (deps: { db: Db }) => async (): Promise<void> => {
  await refreshSearchTiers(deps);
};
