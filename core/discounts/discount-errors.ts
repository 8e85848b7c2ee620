import { AppError } from '../shared/app-error.ts';

/** A creator's discount code refused; `details.field` names the form's field. */
export const discountErrors = {
  /** Unknown, or another creator's: the same answer, so that codes are not probed. */
  notFound: () => new AppError('discount_not_found', 404, 'Code promo introuvable'),
  productNotYours: () =>
    new AppError('product_not_yours', 403, 'Un code promo ne peut porter que sur vos propres produits', {
      field: 'productIds',
    }),
  ended: () => new AppError('discount_ended', 409, 'Ce code promo est terminé'),
};
