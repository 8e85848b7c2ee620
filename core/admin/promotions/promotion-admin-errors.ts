import { AppError } from '../../shared/app-error.ts';

/** An administrator's promotion refused; `details.field` names the form's field. */
export const promotionErrors = {
  endsBeforeStart: () => new AppError('ends_before_start', 422, 'La fin doit suivre le début', { field: 'endsOn' }),
  codeTaken: () => new AppError('code_taken', 409, 'Ce code existe déjà', { field: 'code' }),
  scopeNotFound: () =>
    new AppError('scope_not_found', 422, 'Aucun vendeur ni produit ne porte cet identifiant', { field: 'scopeId' }),
  notFound: () => new AppError('promotion_not_found', 404, 'Code promo introuvable'),
};
