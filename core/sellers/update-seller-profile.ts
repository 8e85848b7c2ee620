import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sellerProfiles } from '../../db/schema/index.ts';
import type { Viewer } from '../accounts/viewer.ts';
import { getSellerProfileSettings, type SellerProfileSettings } from './get-seller-profile-settings.ts';
import type { SellerProfileInput } from './seller-profile.schema.ts';
import { requireSellerRole } from './seller-role.ts';

/**
 * Saves the viewer's public seller profile (experts and administrators only); an expert without a profile yet
 * (approved before profiles were created, or given the role by hand) gets one. Only their own row is written.
 */
export async function updateSellerProfile(
  { db }: { db: Db },
  viewer: Viewer | null,
  input: SellerProfileInput,
): Promise<SellerProfileSettings> {
  const v = requireSellerRole(viewer);
  await db
    .insert(sellerProfiles)
    .values({ userId: v.userId, ...input })
    .onConflictDoUpdate({ target: sellerProfiles.userId, set: { ...input, updatedAt: sql`now()` } });
  return getSellerProfileSettings({ db }, v);
}
