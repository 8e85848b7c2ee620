import type { TraderDetails } from '../../db/schema/index.ts';

/**
 * What buyers are shown of a seller's trader details (EU DSA art. 30(7), Code de la consommation L111-7): all of
 * them for a professional; for a private individual only that status — the DSA's traceability duties concern
 * traders, and a private person's name and address stay private.
 */
export type PublicTrader = TraderDetails | { status: 'individual' };

export const publicTrader = (trader: TraderDetails | null): PublicTrader | null =>
  trader && (trader.status === 'individual' ? { status: 'individual' } : trader);
