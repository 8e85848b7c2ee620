import { AppError } from '../../shared/app-error.ts';

/** The refusals of the user administration; their codes are translated in i18n/locales/*\/adminUsers.json. */
export const adminUserErrors = {
  notFound: () => new AppError('user_not_found', 404, 'Utilisateur introuvable'),
  lastAdmin: () =>
    new AppError('last_admin', 409, 'Impossible de retirer le rôle administrateur du dernier administrateur'),
  banSelf: () => new AppError('cannot_ban_self', 409, 'Vous ne pouvez pas vous bannir vous-même'),
  banAdmin: () => new AppError('cannot_ban_admin', 409, 'Un administrateur ne peut pas être banni'),
  alreadyBanned: () => new AppError('already_banned', 409, 'Cet utilisateur est déjà banni'),
  notBanned: () => new AppError('not_banned', 409, 'Cet utilisateur n’est pas banni'),
  impersonateSelf: () => new AppError('cannot_impersonate_self', 409, 'Vous ne pouvez pas agir en votre propre nom'),
  impersonateAdmin: () =>
    new AppError('cannot_impersonate_admin', 409, 'Impossible d’agir en tant qu’un autre administrateur'),
  impersonateBanned: () => new AppError('cannot_impersonate_banned', 409, 'Cet utilisateur est banni'),
  sessionNotFound: () => new AppError('session_not_found', 404, 'Session introuvable'),
  resetOwnTwoFactor: () =>
    new AppError(
      'cannot_reset_own_two_factor',
      409,
      'Un autre administrateur doit désactiver votre double authentification',
    ),
  twoFactorOff: () =>
    new AppError('two_factor_off', 409, 'La double authentification de ce compte est déjà désactivée'),
};
