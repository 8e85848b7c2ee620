import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgEnum, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsToUser, nullableUser } from './auth.ts';
import { at, createdAt, ref, tableWithId, timestamps } from './columns.ts';

export const applicationStatus = pgEnum('application_status', ['pending', 'approved', 'rejected']);

/** Whether a seller acts as a professional (a trader under consumer law) or as a private individual. */
export const traderStatus = pgEnum('trader_status', ['professional', 'individual']);

/** Trader details a marketplace must collect from sellers (EU DSA art. 30). */
export const sellerApplications = tableWithId(
  'seller_applications',
  {
    userId: belongsToUser(),
    legalName: text('legal_name').notNull(),
    traderStatus: traderStatus('trader_status').notNull().default('professional'),
    addressLine: text('address_line').notNull(),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    companyId: text('company_id'),
    vatNumber: text('vat_number'),
    iban: text('iban').notNull(),
    portfolioUrls: text('portfolio_urls').array().notNull().default([]),
    categories: text('categories').array().notNull().default([]),
    presentation: text('presentation').notNull(),
    /** When the applicant certified they only offer products that comply with EU law (DSA art. 30(1)(e)). */
    selfCertifiedAt: at('self_certified_at').notNull(),
    status: applicationStatus('status').notNull().default('pending'),
    reason: text('reason'),
    reviewedBy: nullableUser('reviewed_by'),
    reviewedAt: at('reviewed_at'),
    ...timestamps(),
  },
  (t) => [
    index('seller_applications_status_idx').on(t.status, t.createdAt),
    index('seller_applications_user_idx').on(t.userId, t.createdAt.desc()),
    /** At most one application waiting for a decision per user. */
    uniqueIndex('seller_applications_pending_uq').on(t.userId).where(sql`${t.status} = 'pending'`),
  ],
);

/** A seller's trader details as declared on /sell and approved (EU DSA art. 30, Code de la consommation L111-7). */
export interface TraderDetails {
  status: 'professional' | 'individual';
  legalName: string;
  addressLine: string;
  postalCode: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  phone: string;
  email: string;
  /** The trade or company register number (a compact SIRET in France); null for a private individual. */
  companyId: string | null;
  vatNumber: string | null;
}

export const sellerProfiles = tableWithId('seller_profiles', {
  userId: belongsToUser().unique(),
  publicName: text('public_name').notNull(),
  bio: text('bio').notNull().default(''),
  avatarUrl: text('avatar_url'),
  website: text('website'),
  contactEmail: text('contact_email'),
  expertise: text('expertise').array().notNull().default([]),
  certifiedAt: at('certified_at'),
  /** Where payouts go (SEPA credit transfer): the account holder's name and IBAN, from the approved application. */
  payoutName: text('payout_name'),
  payoutIban: text('payout_iban'),
  /** From the approved application (the latest one wins); null for a seller who never declared them. */
  trader: jsonb('trader').$type<TraderDetails>(),
  /** Bytes the seller's file library may hold (dashboard/assets). */
  storageQuotaBytes: bigint('storage_quota_bytes', { mode: 'number' })
    .notNull()
    .default(5 * 1024 ** 3),
  ...timestamps(),
});

export const assetKind = pgEnum('asset_kind', ['image', 'file']);

/**
 * A seller's file library: every upload, checked by its content, counted against the seller's quota. Products use
 * an asset as a cover or gallery image (`product_media.asset_id`) or as a deliverable (`product_files.asset_id`).
 */
export const sellerAssets = tableWithId(
  'seller_assets',
  {
    sellerId: ref('seller_id', () => sellerProfiles.id, 'cascade').notNull(),
    kind: assetKind('kind').notNull(),
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    /** The type found in the content (magic numbers), never the one the browser claimed. */
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    width: integer('width'),
    height: integer('height'),
    createdAt: createdAt(),
  },
  (t) => [index('seller_assets_seller_idx').on(t.sellerId, t.createdAt.desc())],
);
