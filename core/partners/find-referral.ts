import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { partners, profiles, referralClicks, sellerProfiles, userRoles } from '../../db/schema/index.ts';

/** An order placed within this many days of the visitor's last click through a partner link is the partner's. */
export const attributionDays = 30;
const attributionMs = attributionDays * 86_400_000;

/** A visitor token as the referral cookie carries it (base64url of 24 random bytes); anything else matches nothing. */
export const isVisitorToken = (value: string | null | undefined): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{32}$/.test(value);

export interface Referral {
  partnerId: string;
  partnerUserId: string;
  /** The partner's public name, shown to the buyer (transparency). */
  partnerName: string;
  /** The partner's own seller profile, if they sell too: they earn nothing on their own products. */
  partnerSellerId: string | null;
  /** The page the link led to (without `?ref=`). */
  landingPath: string;
  /** The referrer holds the `partner` role: any seller's line earns them the platform's commission. */
  isPartner: boolean;
  /** The sellers the referrer is an active affiliate of: their lines earn the affiliate's rate (decision 0044). */
  affiliateSellerIds: string[];
}

/**
 * The visitor's last click through a partner link, if it is less than 30 days old and its partner still holds the
 * role or is still some seller's affiliate. A token no click holds (a forged cookie) matches nothing.
 */
export async function findReferral(db: Db, token: string | null | undefined, now: Date): Promise<Referral | null> {
  if (!isVisitorToken(token)) return null;
  const [last] = await db
    .select({
      partnerId: referralClicks.partnerId,
      partnerUserId: partners.userId,
      partnerName: profiles.displayName,
      partnerSellerId: sellerProfiles.id,
      landingPath: referralClicks.landingPath,
      isPartner: userRoles.role,
      affiliateSellerIds: sql<string[]>`array(select sa.seller_id from seller_affiliates sa
        where sa.partner_id = ${referralClicks.partnerId} and sa.status = 'active')`,
    })
    .from(referralClicks)
    .innerJoin(partners, eq(partners.id, referralClicks.partnerId))
    .innerJoin(profiles, eq(profiles.id, partners.userId))
    .leftJoin(userRoles, and(eq(userRoles.userId, partners.userId), eq(userRoles.role, 'partner')))
    .leftJoin(sellerProfiles, eq(sellerProfiles.userId, partners.userId))
    .where(
      and(
        eq(referralClicks.visitorToken, token),
        gt(referralClicks.createdAt, new Date(now.getTime() - attributionMs)),
      ),
    )
    .orderBy(desc(referralClicks.createdAt))
    .limit(1);
  if (!last || (!last.isPartner && last.affiliateSellerIds.length === 0)) return null;
  return {
    isPartner: last.isPartner !== null,
    affiliateSellerIds: last.affiliateSellerIds,
    partnerId: last.partnerId,
    partnerUserId: last.partnerUserId,
    partnerName: last.partnerName ?? '',
    partnerSellerId: last.partnerSellerId,
    landingPath: last.landingPath,
  };
}

/**
 * The partner an order of `lines` by `buyerId` is attributed to: the last click's, unless the buyer is that partner
 * or no line earns them anything (every line is one of their own products, or, for an affiliate who is not a
 * business partner, none is of a seller they are an affiliate of).
 */
export async function findAttribution(
  db: Db,
  token: string | null | undefined,
  buyer: { buyerId: string; sellerIds: readonly string[] },
  now: Date,
): Promise<Referral | null> {
  const referral = await findReferral(db, token, now);
  if (!referral || referral.partnerUserId === buyer.buyerId) return null;
  const earns = (sellerId: string) =>
    referral.affiliateSellerIds.includes(sellerId) || (referral.isPartner && sellerId !== referral.partnerSellerId);
  return buyer.sellerIds.some(earns) ? referral : null;
}
