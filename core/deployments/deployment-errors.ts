import { AppError } from '../shared/app-error.ts';

/** The errors of deployment requests; their codes are translated under `deployments:errors.<code>`. */
export const deploymentErrors = {
  notFound: () => new AppError('request_not_found', 404, 'Demande de déploiement introuvable'),
  purchaseNotFound: () => new AppError('purchase_not_found', 404, 'Achat introuvable'),
  notOffered: () =>
    new AppError('deployment_not_offered', 409, 'Le déploiement par le créateur n’est pas compris dans cet achat'),
  alreadyOpen: () =>
    new AppError('deployment_already_open', 409, 'Une demande de déploiement est déjà en cours pour cet achat'),
  hostingInvalid: () =>
    new AppError('hosting_invalid', 422, 'Choisissez un hébergement proposé par le produit', { field: 'hosting' }),
  secretMissing: (name: string) =>
    new AppError('secret_value_required', 422, `La valeur de ${name} est requise`, { field: `secrets.${name}` }),
  secretDuplicate: () =>
    new AppError('secret_name_taken', 422, 'Deux secrets portent le même nom', { field: 'extraSecrets' }),
  secretNotFound: () => new AppError('secret_not_found', 404, 'Secret introuvable'),
  secretsClosed: () =>
    new AppError('secrets_closed', 409, 'Les secrets ne sont lisibles que pendant le déploiement accepté'),
  notLate: () => new AppError('deployment_not_late', 409, 'Ce déploiement n’est pas en retard : pas de remboursement'),
  readOnly: () => new AppError('deployment_forbidden', 403, 'Vous ne pouvez pas faire cela sur cette demande'),
};
