import { useRouteLoaderData } from 'react-router';
import { isAdmin, type Viewer } from '../../core/accounts/viewer.ts';

/** Who is signed in, as the chrome needs it (spec §7: profile, roles, is_admin); nothing secret. */
export interface SessionUser {
  id: string;
  displayName: string | null;
  email: string;
  emailVerified: boolean;
  avatarUrl: string | null;
  roles: string[];
  isAdmin: boolean;
  /** Demo mode (mail kept in the outbox): the menu offers the user's own demo mailbox (/mailbox). */
  demoMailbox: boolean;
}

export const sessionUser = (viewer: Viewer | null, demoMailbox = false): SessionUser | null =>
  viewer && {
    id: viewer.userId,
    displayName: viewer.name,
    email: viewer.email,
    emailVerified: viewer.emailVerified,
    avatarUrl: viewer.avatarUrl,
    roles: viewer.roles,
    isAdmin: isAdmin(viewer),
    demoMailbox,
  };

export function useSessionUser(): SessionUser | null {
  return useRouteLoaderData<{ user: SessionUser | null }>('root')?.user ?? null;
}

export const isSeller = (user: SessionUser | null) => !!user && (user.isAdmin || user.roles.includes('expert'));
