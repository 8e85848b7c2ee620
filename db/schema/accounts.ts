import { index, jsonb, pgEnum, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { belongsToUser, nullableUser, user } from './auth.ts';
import { createdAt, ref, timestamps } from './columns.ts';
import type { MediaVariant } from './media.ts';

export const locale = pgEnum('locale', ['fr', 'en', 'es', 'de']);
export const role = pgEnum('role', ['expert', 'partner', 'certified_expert', 'admin']);

/** Public identity of a user (the spec's `profiles`); id = user id. */
export const profiles = pgTable(
  'profiles',
  {
    id: ref('id', () => user.id, 'cascade').primaryKey(),
    displayName: text('display_name'),
    avatarUrl: text('avatar_url'),
    /** Every rendition of an uploaded avatar (core/media); `avatar_url` is its largest WebP. */
    avatarVariants: jsonb('avatar_variants').$type<MediaVariant[]>(),
    email: text('email').notNull(),
    locale: locale('locale').notNull().default('fr'),
    ...timestamps(),
  },
  (t) => [
    /** The administrators' user search: any part of the name or the e-mail address (ILIKE through trigrams). */
    index('profiles_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('profiles_name_trgm_idx').using('gin', t.displayName.op('gin_trgm_ops')),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: belongsToUser(),
    role: role('role').notNull(),
    grantedBy: nullableUser('granted_by'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] }), index('user_roles_role_idx').on(t.role)],
);
