import { index, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { at, createdAt, id, updatedAt } from './columns.ts';

export const applicationStatus = pgEnum('application_status', ['pending', 'approved', 'rejected']);

/** Trader details a marketplace must collect from sellers (EU DSA art. 30). */
export const sellerApplications = pgTable(
  'seller_applications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    legalName: text('legal_name').notNull(),
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
    status: applicationStatus('status').notNull().default('pending'),
    reason: text('reason'),
    reviewedBy: uuid('reviewed_by').references(() => user.id, { onDelete: 'set null' }),
    reviewedAt: at('reviewed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('seller_applications_status_idx').on(t.status, t.createdAt),
    index('seller_applications_user_idx').on(t.userId),
  ],
);

export const sellerProfiles = pgTable('seller_profiles', {
  id: id(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => user.id, { onDelete: 'cascade' }),
  publicName: text('public_name').notNull(),
  bio: text('bio').notNull().default(''),
  avatarUrl: text('avatar_url'),
  website: text('website'),
  contactEmail: text('contact_email'),
  expertise: text('expertise').array().notNull().default([]),
  certifiedAt: at('certified_at'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
