import { AppError } from '../shared/app-error.ts';
import type { ReviewField } from './reviews.schema.ts';

/** The expected failures of the review use cases, French messages (the UI translates their codes). */
export const reviewErrors = {
  productNotFound: () => new AppError('product_not_found', 404, 'Produit introuvable'),
  reviewNotFound: () => new AppError('review_not_found', 404, 'Avis introuvable'),
  notABuyer: () =>
    new AppError('not_a_buyer', 403, 'Seuls les clients ayant acheté ce produit peuvent donner leur avis'),
  ownProduct: () => new AppError('own_product', 403, 'Vous ne pouvez pas donner votre avis sur votre propre produit'),
  alreadyReviewed: () => new AppError('already_reviewed', 409, 'Vous avez déjà donné votre avis sur ce produit'),
  notProductSeller: () =>
    new AppError('not_product_seller', 403, 'Seul le vendeur du produit peut répondre à cet avis'),
  replyExists: () => new AppError('reply_exists', 409, 'Vous avez déjà répondu à cet avis'),
  replyNotFound: () => new AppError('reply_not_found', 404, 'Cet avis n’a pas encore de réponse'),
  alreadyReported: () => new AppError('already_reported', 409, 'Vous avez déjà signalé cet avis'),
  /** A field the schema accepted but the use case refuses; `details.field` names it for the form. */
  field: (field: ReviewField, code: string, message: string) => new AppError(code, 400, message, { field }),
};
