import { AppError } from '../shared/app-error.ts';

const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** The expected failures of the file library; codes the UI translates under `assets:errors`. */
export const assetErrors = {
  sellersOnly: () => new AppError('not_a_seller', 403, 'Réservé aux vendeurs'),
  profileMissing: () =>
    new AppError('seller_profile_missing', 403, 'Complétez d’abord votre profil vendeur (/dashboard/seller-profile)'),
  notFound: () => new AppError('asset_not_found', 404, 'Fichier introuvable'),
  empty: () => new AppError('file_empty', 400, 'Le fichier est vide'),
  typeRefused: () =>
    new AppError(
      'asset_type_refused',
      415,
      'Type de fichier refusé : images (PNG, JPEG, WebP, AVIF, GIF), PDF, archives (ZIP, tar, gzip), vidéos (MP4, WebM) ou texte',
    ),
  notImage: () => new AppError('asset_not_image', 415, 'Ce fichier n’est pas une image JPEG, PNG, WebP, AVIF ou GIF'),
  tooLarge: (maxBytes: number) =>
    new AppError('asset_too_large', 413, `Fichier trop lourd (${megabytes(maxBytes)} Mo maximum)`, { maxBytes }),
  quotaExceeded: (quotaBytes: number, usedBytes: number) =>
    new AppError('storage_quota_exceeded', 409, 'Espace de stockage insuffisant : supprimez des fichiers', {
      quotaBytes,
      usedBytes,
    }),
  /** `products`: the titles of the products using it, when known. */
  inUse: (products: string[]) =>
    new AppError(
      'asset_in_use',
      409,
      products.length > 0
        ? `Ce fichier est utilisé par ${products.join(', ')} : retirez-le de ces produits avant de le supprimer`
        : 'Ce fichier est utilisé par un produit : retirez-le du produit avant de le supprimer',
      { products },
    ),
  rateLimited: (retryAfterSeconds: number) =>
    new AppError('rate_limited', 429, 'Trop d’envois : réessayez plus tard', { retryAfterSeconds }),
};
