import { AppError } from '../shared/app-error.ts';

export const roles = ['expert', 'partner', 'certified_expert', 'admin'] as const;
export type Role = (typeof roles)[number];

/** Who is making the request, as the server resolved it from the session. */
export interface Viewer {
  userId: string;
  sessionId: string;
  email: string;
  emailVerified: boolean;
  /** The profile's display name. */
  name: string;
  avatarUrl: string | null;
  roles: Role[];
  /** Authenticator assurance level of this session (aal2: a second factor was verified). */
  aal: 'aal1' | 'aal2';
  twoFactorEnabled: boolean;
  /** The administrator acting as this user for support (an impersonation session), if any. */
  impersonatedBy?: string | null;
}

/** The server-side `is_admin` check (spec §7); never decided by the browser. */
export const isAdmin = (viewer: Viewer | null): boolean => !!viewer && viewer.roles.includes('admin');

export function requireViewer(viewer: Viewer | null): Viewer {
  if (!viewer) throw new AppError('unauthenticated', 401, 'Connexion requise');
  return viewer;
}

/** Paying, selling and reviewing need a proven e-mail address. */
export function requireVerifiedEmail(viewer: Viewer | null): Viewer {
  const v = requireViewer(viewer);
  if (!v.emailVerified) throw new AppError('email_not_verified', 403, 'Vérifiez d’abord votre adresse e-mail');
  return v;
}

/** Administrators only; with `requireSecondFactor`, only on a session that verified a second factor. */
export function requireAdmin(viewer: Viewer | null, { requireSecondFactor = false } = {}): Viewer {
  const v = requireViewer(viewer);
  // An impersonation session never reaches the console, whoever it acts as.
  if (!isAdmin(v) || v.impersonatedBy) throw new AppError('forbidden', 403, 'Accès refusé');
  if (requireSecondFactor && v.aal !== 'aal2') {
    throw new AppError('second_factor_required', 403, 'Double authentification requise');
  }
  return v;
}
