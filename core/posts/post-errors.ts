import { AppError } from '../shared/app-error.ts';

/** The expected failures of follows and posts; codes under `posts:errors`. */
export const postErrors = {
  sellerNotFound: () => new AppError('seller_not_found', 404, 'Créateur introuvable'),
  ownFollow: () => new AppError('own_follow', 403, 'Vous ne pouvez pas vous suivre vous-même'),
  notSeller: () => new AppError('not_seller', 403, 'Seuls les créateurs publient'),
  sellerBanned: () => new AppError('seller_banned', 403, 'Votre compte est suspendu : vous ne pouvez pas publier'),
  productNotFound: () =>
    new AppError('product_not_found', 422, 'Choisissez un de vos produits', { field: 'productId' }),
  noRecipients: () => new AppError('no_recipients', 422, 'Personne ne recevrait cette publication'),
  postNotFound: () => new AppError('post_not_found', 404, 'Publication introuvable'),
  ownPost: () => new AppError('own_post', 403, 'Vous ne pouvez pas signaler votre propre publication'),
  alreadyReported: () => new AppError('already_reported', 409, 'Vous avez déjà signalé cette publication'),
  linkInvalid: () => new AppError('unsubscribe_link_invalid', 404, 'Ce lien de désinscription est invalide'),
  rateLimited: (code: 'audience_rate_limited' | 'week_rate_limited' | 'rate_limited', retryAfterSeconds: number) =>
    new AppError(code, 429, 'Trop de publications : réessayez plus tard', { retryAfterSeconds }),
};
