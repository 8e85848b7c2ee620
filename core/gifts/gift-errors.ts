import { AppError } from '../shared/app-error.ts';

/** The expected failures of gifting; codes the UI translates under `gifts:errors`. */
export const giftErrors = {
  notFound: () => new AppError('gift_not_found', 404, 'Ce lien de cadeau n’est pas valide'),
  refunded: () => new AppError('gift_refunded', 410, 'Ce cadeau a été remboursé : il n’est plus disponible'),
  /** `mine`: the claimer asks again, and is told the gift is already theirs. */
  alreadyClaimed: (mine: boolean) => {
    const message = mine ? 'Ce cadeau est déjà dans vos achats' : 'Ce cadeau a déjà été reçu';
    return new AppError('gift_already_claimed', 409, message, { mine });
  },
  ownGift: () =>
    new AppError('gift_own_purchase', 403, 'Vous avez offert ce produit : seul son destinataire peut le recevoir'),
  // `field` names the checkout form's input, where the form shows the message.
  toSelf: () =>
    new AppError('gift_to_self', 422, 'Vous ne pouvez pas vous offrir un produit à vous-même', {
      field: 'recipientEmail',
    }),
  subscription: () => new AppError('gift_subscription', 422, 'Un abonnement ne peut pas être offert'),
  orderNotPending: () => new AppError('order_not_pending', 409, 'Cette commande n’attend plus de paiement'),
  itemNotFound: () => new AppError('order_item_not_found', 404, 'Ligne de commande introuvable'),
  rateLimited: (retryAfterSeconds: number) =>
    new AppError('rate_limited', 429, 'Trop de tentatives : réessayez plus tard', { retryAfterSeconds }),
};
