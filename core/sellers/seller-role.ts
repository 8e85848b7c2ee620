import { isAdmin, requireViewer, type Viewer } from '../accounts/viewer.ts';
import { AppError } from '../shared/app-error.ts';

/** Experts and administrators sell; anyone else is sent to /sell (`not_a_seller`, the code product-access uses). */
export function requireSellerRole(viewer: Viewer | null): Viewer {
  const v = requireViewer(viewer);
  if (!v.roles.includes('expert') && !isAdmin(v)) {
    throw new AppError('not_a_seller', 403, 'Devenez vendeur pour gérer un profil vendeur');
  }
  return v;
}
