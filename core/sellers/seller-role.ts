import { isAdmin, requireViewer, type Viewer } from '../accounts/viewer.ts';
import { AppError } from '../shared/app-error.ts';

/** Who may sell: experts and administrators. */
export const canSell = (viewer: Viewer | null): boolean =>
  !!viewer && (viewer.roles.includes('expert') || isAdmin(viewer));

/** Experts and administrators sell; anyone else is sent to /sell (`not_a_seller`, the code product-access uses). */
export function requireSellerRole(viewer: Viewer | null): Viewer {
  const v = requireViewer(viewer);
  if (!canSell(v)) {
    throw new AppError('not_a_seller', 403, 'Devenez vendeur pour gérer un profil vendeur');
  }
  return v;
}
