import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sellerProfiles } from '../../db/schema/index.ts';
import type { Viewer } from '../accounts/viewer.ts';
import { maskIban } from './iban.ts';
import { requireSellerRole } from './seller-role.ts';

/** The seller's own profile as /dashboard/seller-profile edits it; the IBAN masked. */
export interface SellerProfileSettings {
  /** Null for an expert who has no profile yet: saving the form creates it. */
  id: string | null;
  publicName: string;
  bio: string;
  avatarUrl: string | null;
  website: string | null;
  contactEmail: string | null;
  expertise: string[];
  payoutName: string | null;
  payoutIban: string | null;
}

/** The viewer's seller profile settings (experts and administrators; 403 `not_a_seller` otherwise). */
export async function getSellerProfileSettings(
  { db }: { db: Db },
  viewer: Viewer | null,
): Promise<SellerProfileSettings> {
  const v = requireSellerRole(viewer);
  const [row] = await db.select().from(sellerProfiles).where(eq(sellerProfiles.userId, v.userId));
  if (!row) {
    return {
      id: null,
      publicName: v.name,
      bio: '',
      avatarUrl: null,
      website: null,
      contactEmail: null,
      expertise: [],
      payoutName: null,
      payoutIban: null,
    };
  }
  return {
    id: row.id,
    publicName: row.publicName,
    bio: row.bio,
    avatarUrl: row.avatarUrl,
    website: row.website,
    contactEmail: row.contactEmail,
    expertise: row.expertise,
    payoutName: row.payoutName,
    payoutIban: row.payoutIban ? maskIban(row.payoutIban) : null,
  };
}
