import { type SQL, sql } from 'drizzle-orm';
import { profiles, user } from '../../db/schema/index.ts';

/**
 * What to call a user in the console's lists: the profile's display name, else the account's name, else the e-mail
 * address — an empty or blank name counts as none, so a link to the user never has an empty name.
 */
export const userLabelSql = (): SQL<string> =>
  sql<string>`coalesce(nullif(btrim(${profiles.displayName}), ''), nullif(btrim(${user.name}), ''), ${profiles.email})`;

/** The same label from a `profiles` row alone, for raw SQL over the alias `profile` (display name, else e-mail). */
export const profileLabelSql = (profile: string): SQL<string> =>
  sql<string>`coalesce(nullif(btrim(${sql.raw(profile)}.display_name), ''), ${sql.raw(profile)}.email)`;
