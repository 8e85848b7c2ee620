import { AppError } from '../shared/app-error.ts';

/** A promo code refused: 422, `details.field` names the checkout form's field. */
const refused = (code: string, message: string) => new AppError(code, 422, message, { field: 'promoCode' });

export const promotionErrors = {
  notFound: () => refused('promo_not_found', 'Ce code promo n’existe pas'),
  notStarted: () => refused('promo_not_started', 'Ce code promo n’est pas encore valable'),
  paused: () => refused('promo_paused', 'Ce code promo est suspendu pour le moment'),
  expired: () => refused('promo_expired', 'Ce code promo a expiré'),
  usedUp: () => refused('promo_used_up', 'Ce code promo a atteint son nombre maximal d’utilisations'),
  customerLimit: () => refused('promo_customer_limit', 'Vous avez déjà utilisé ce code'),
  notApplicable: () => refused('promo_not_applicable', 'Ce code promo ne s’applique à aucun produit de votre commande'),
};
