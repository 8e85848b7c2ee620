import type { Db } from '../../db/client.ts';
import { findReferral } from './find-referral.ts';

/** What the page a partner link led to tells the visitor: whose link it was, and which page it led to. */
export interface ReferralBanner {
  partnerName: string;
  landingPath: string;
}

export async function getReferralBanner(
  deps: { db: Db; clock: { now(): Date } },
  visitorToken: string | null | undefined,
): Promise<ReferralBanner | null> {
  const referral = await findReferral(deps.db, visitorToken, deps.clock.now());
  return referral && { partnerName: referral.partnerName, landingPath: referral.landingPath };
}
