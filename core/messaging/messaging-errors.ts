import { AppError } from '../shared/app-error.ts';

/**
 * The expected failures of messaging; codes the UI translates under `messages:errors` and the API in the request's
 * language. `field` names the form's input where the page shows the message.
 */
export const messagingErrors = {
  /** Also what anyone but the two participants is told: a conversation of others does not exist for them. */
  conversationNotFound: () => new AppError('conversation_not_found', 404, 'Conversation introuvable'),
  messageNotFound: () => new AppError('message_not_found', 404, 'Message introuvable'),
  attachmentNotFound: () => new AppError('attachment_not_found', 404, 'Pièce jointe introuvable'),
  productNotFound: () => new AppError('product_not_found', 404, 'Produit introuvable'),
  sellerNotFound: () => new AppError('seller_not_found', 404, 'Vendeur introuvable'),
  ownConversation: () => new AppError('own_conversation', 403, 'Vous ne pouvez pas vous écrire à vous-même'),
  ownMessage: () => new AppError('own_message', 403, 'Vous ne pouvez pas signaler votre propre message'),
  alreadyReported: () => new AppError('already_reported', 409, 'Vous avez déjà signalé ce message'),
  bodyRequired: () => new AppError('body_required', 400, 'Écrivez un message ou joignez un fichier', { field: 'body' }),
  attachmentEmpty: () => new AppError('attachment_empty', 400, 'Le fichier joint est vide', { field: 'attachment' }),
  attachmentTooLarge: (maxBytes: number) =>
    new AppError('attachment_too_large', 413, 'Le fichier joint dépasse la taille autorisée', {
      field: 'attachment',
      maxBytes,
    }),
  attachmentRefused: () =>
    new AppError('attachment_type_refused', 415, 'Ce type de fichier ne peut pas être joint à un message', {
      field: 'attachment',
    }),
  rateLimited: (retryAfterSeconds: number) =>
    new AppError('rate_limited', 429, 'Trop de messages envoyés : réessayez dans quelques minutes', {
      retryAfterSeconds,
    }),
};
