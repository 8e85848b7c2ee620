import { AppError } from '../shared/app-error.ts';

export const affiliateErrors = {
  notFound: () => new AppError('affiliate_not_found', 404, 'Affilié introuvable'),
  self: () => new AppError('affiliate_self', 422, 'Vous ne pouvez pas être votre propre affilié', { field: 'email' }),
  alreadyInvited: () =>
    new AppError('affiliate_already_invited', 409, 'Cette adresse est déjà votre affiliée ou invitée', {
      field: 'email',
    }),
  foreignProduct: () => new AppError('affiliate_product_foreign', 403, 'Ce produit n’est pas le vôtre'),
  invitationNotFound: () => new AppError('affiliate_invitation_not_found', 404, 'Invitation introuvable'),
};
