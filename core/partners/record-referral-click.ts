import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  partners,
  products,
  referralClicks,
  sellerAffiliates,
  sellerProfiles,
  userRoles,
} from '../../db/schema/index.ts';
import type { Clock } from '../ports/clock.ts';
import { HOUR_MS, hitRateLimit, rateLimitKey } from '../shared/rate-limit.ts';
import { isVisitorToken } from './find-referral.ts';
import { normalizePartnerCode } from './partner-code.ts';

/** Clicks counted per address and hour: a real visitor never comes near it, a reload loop stops counting there. */
export const clicksPerAddressHour = 20;

export type ReferralTarget = { kind: 'product'; slug: string } | { kind: 'seller'; sellerId: string };

export interface ReferralVisit {
  code: string;
  target: ReferralTarget;
  /** The clean path of the page (no `?ref=`). */
  landingPath: string;
  /** The visitor's current token (their referral cookie), kept when well formed. */
  visitorToken: string | null;
  ip: string | null;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function targetOf(db: Db, target: ReferralTarget) {
  if (target.kind === 'product') {
    const [product] = await db
      .select({ id: products.id, sellerId: products.sellerId })
      .from(products)
      .where(and(eq(products.slug, target.slug), eq(products.status, 'published')))
      .limit(1);
    return product ? { productId: product.id, sellerId: product.sellerId } : null;
  }
  if (!uuidPattern.test(target.sellerId)) return null;
  const [seller] = await db
    .select({ id: sellerProfiles.id })
    .from(sellerProfiles)
    .where(eq(sellerProfiles.id, target.sellerId))
    .limit(1);
  return seller ? { productId: null, sellerId: seller.id } : null;
}

/**
 * A visit through a partner's link: counted once per request for a known code of a partner still holding the role
 * (or of an affiliate of the page's seller), on a page that exists, within the address's hourly allowance. Answers the visitor token the click holds (the
 * cookie to set), or null when nothing was counted (an unknown code is ignored).
 */
export async function recordReferralClick(
  deps: { db: Db; clock: Clock },
  visit: ReferralVisit,
): Promise<{ visitorToken: string } | null> {
  const code = normalizePartnerCode(visit.code);
  if (!code) return null;
  const target = await targetOf(deps.db, visit.target);
  if (!target) return null;
  // A business partner's code counts on any page; an affiliate's only on their sellers' (decision 0044).
  const [partner] = await deps.db
    .select({ id: partners.id, role: userRoles.role, affiliate: sellerAffiliates.id })
    .from(partners)
    .leftJoin(userRoles, and(eq(userRoles.userId, partners.userId), eq(userRoles.role, 'partner')))
    .leftJoin(
      sellerAffiliates,
      and(
        eq(sellerAffiliates.partnerId, partners.id),
        eq(sellerAffiliates.sellerId, target.sellerId),
        eq(sellerAffiliates.status, 'active'),
      ),
    )
    .where(eq(partners.code, code))
    .limit(1);
  if (!partner || (!partner.role && !partner.affiliate)) return null;
  const allowance = await hitRateLimit(deps, rateLimitKey('referral-click', visit.ip), {
    limit: clicksPerAddressHour,
    windowMs: HOUR_MS,
  });
  if (!allowance.allowed) return null;
  const visitorToken = isVisitorToken(visit.visitorToken) ? visit.visitorToken : randomBytes(24).toString('base64url');
  await deps.db.insert(referralClicks).values({
    partnerId: partner.id,
    visitorToken,
    landingPath: visit.landingPath,
    productId: target.productId,
    sellerId: target.sellerId,
    createdAt: deps.clock.now(),
  });
  return { visitorToken };
}
