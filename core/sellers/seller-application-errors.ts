import { AppError } from '../shared/app-error.ts';

/** The expected failures of applying to sell and of deciding on an application. */
export const sellerApplicationErrors = {
  alreadySeller: () => new AppError('already_seller', 409, 'Vous êtes déjà vendeur sur Déploia'),
  pending: () =>
    new AppError('application_pending', 409, 'Votre candidature est déjà en cours d’examen : attendez notre réponse'),
  unknownCategory: () => new AppError('categories_unknown', 400, 'Catégorie inconnue', { field: 'categories' }),
  rateLimited: (retryAfterSeconds: number) =>
    new AppError('rate_limited', 429, 'Trop de candidatures envoyées : réessayez plus tard', { retryAfterSeconds }),
  notFound: () => new AppError('application_not_found', 404, 'Candidature introuvable'),
  reasonRequired: () =>
    new AppError('reason_required', 400, 'Motivez le refus : le candidat doit en connaître les raisons', {
      field: 'reason',
    }),
  alreadyDecided: () =>
    new AppError('application_already_decided', 409, 'Une décision a déjà été prise sur cette candidature'),
};
