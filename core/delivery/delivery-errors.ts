import { AppError } from '../shared/app-error.ts';

export const fileNotFound = () => new AppError('file_not_found', 404, 'Fichier introuvable');
export const downloadForbidden = () =>
  new AppError('download_forbidden', 403, 'Vous n’avez pas (ou plus) accès à ce fichier');
export const linkInvalid = () => new AppError('download_link_invalid', 404, 'Lien de téléchargement invalide');
export const linkExpired = () => new AppError('download_link_expired', 410, 'Ce lien de téléchargement a expiré');
export const linkOfAnotherUser = () =>
  new AppError('download_link_other_user', 403, 'Ce lien de téléchargement a été créé pour un autre compte');
