import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { profiles } from '../../db/schema/index.ts';
import { AppError } from '../shared/app-error.ts';
import { isAdmin, requireViewer, type Viewer } from './viewer.ts';

export interface Me {
  id: string;
  email: string;
  email_verified: boolean;
  display_name: string | null;
  avatar_url: string | null;
  locale: string;
  roles: Viewer['roles'];
  is_admin: boolean;
  two_factor_enabled: boolean;
  aal: Viewer['aal'];
}

/** The signed-in user's profile, roles and `is_admin` (spec §7), as the header and the API use them. */
export async function getMe({ db }: { db: Db }, viewer: Viewer | null): Promise<Me> {
  const v = requireViewer(viewer);
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, v.userId));
  if (!profile) throw new AppError('unauthenticated', 401, 'Connexion requise');
  return {
    id: v.userId,
    email: v.email,
    email_verified: v.emailVerified,
    display_name: profile.displayName,
    avatar_url: profile.avatarUrl,
    locale: profile.locale,
    roles: v.roles,
    is_admin: isAdmin(v),
    two_factor_enabled: v.twoFactorEnabled,
    aal: v.aal,
  };
}
