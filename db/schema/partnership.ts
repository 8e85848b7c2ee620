import { sql } from 'drizzle-orm';
import { char, check, index, pgEnum, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsToUser, nullableUser } from './auth.ts';
import { belongsToProduct } from './catalog.ts';
import { at, createdAt, ref, tableWithId, timestamps } from './columns.ts';
import { partners } from './commerce.ts';
import { applicationStatus, sellerProfiles } from './sellers.ts';

export const affiliateStatus = pgEnum('affiliate_status', ['invited', 'active', 'removed']);

/**
 * A creator's affiliate (decision 0044): someone the seller invited by e-mail, paid out of the seller's share.
 * Once accepted, `partner_id` is the invitee's partners row: their `?ref=` code and payout IBAN, as for a business
 * partner, without the `partner` role.
 */
export const sellerAffiliates = tableWithId(
  'seller_affiliates',
  {
    sellerId: ref('seller_id', () => sellerProfiles.id, 'cascade').notNull(),
    /** The invited address, lower-cased; the invitation is accepted by the account holding it. */
    email: text('email').notNull(),
    partnerId: ref('partner_id', () => partners.id, 'cascade'),
    status: affiliateStatus('status').notNull().default('invited'),
    /** The rate (% of the amount excluding VAT) on every product of the seller without a rate of its own. */
    defaultPercent: smallint('default_percent'),
    invitedAt: at('invited_at').notNull(),
    acceptedAt: at('accepted_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('seller_affiliates_seller_email_uq').on(t.sellerId, t.email),
    index('seller_affiliates_partner_idx').on(t.partnerId, t.status),
    index('seller_affiliates_email_idx').on(t.email, t.status),
    check('seller_affiliates_percent_range', sql`${t.defaultPercent} is null or ${t.defaultPercent} between 1 and 50`),
  ],
);

/** An affiliate's rate on one product of their seller, over the affiliate's default rate. */
export const affiliateProductRates = tableWithId(
  'affiliate_product_rates',
  {
    affiliateId: ref('affiliate_id', () => sellerAffiliates.id, 'cascade').notNull(),
    productId: belongsToProduct(),
    percent: smallint('percent').notNull(),
  },
  (t) => [
    uniqueIndex('affiliate_product_rates_uq').on(t.affiliateId, t.productId),
    index('affiliate_product_rates_product_idx').on(t.productId),
    check('affiliate_product_rates_range', sql`${t.percent} between 1 and 50`),
  ],
);

/** « Devenir partenaire »: a request for the `partner` role, decided by an administrator with a reason. */
export const partnerApplications = tableWithId(
  'partner_applications',
  {
    userId: belongsToUser(),
    companyName: text('company_name').notNull(),
    website: text('website').notNull(),
    audience: text('audience').notNull(),
    promotionPlan: text('promotion_plan').notNull(),
    country: char('country', { length: 2 }).notNull(),
    consentedAt: at('consented_at').notNull(),
    status: applicationStatus('status').notNull().default('pending'),
    reason: text('reason'),
    reviewedBy: nullableUser('reviewed_by'),
    reviewedAt: at('reviewed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('partner_applications_one_pending_uq').on(t.userId).where(sql`${t.status} = 'pending'`),
    index('partner_applications_status_idx').on(t.status, t.createdAt.desc()),
    index('partner_applications_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);
