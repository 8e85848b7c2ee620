import { AppError } from '../shared/app-error.ts';

/**
 * The price (VAT included) of the guided deployment a buyer may add to a line of this product, or null when it is not
 * sold as an option (decision 0048). `deploymentPriceCents` is set exactly when the service is `paid_option`
 * (`products_deployment_price` CHECK). Paid once, so only with a product paid once: a subscription's renewals repeat
 * its first order's amounts, which would bill the deployment again every period.
 */
export const deploymentOptionCents = (product: { deploymentPriceCents: number | null; billing: string }) =>
  product.billing === paidOptionBilling ? product.deploymentPriceCents : null;

/** The only billing a paid option goes with (the editor refuses it with the others). */
export const paidOptionBilling = 'one_time';

/** A line asks for the option on a product that does not sell it (any more). */
export const deploymentOptionUnavailable = (productIds: string[]) =>
  new AppError(
    'deployment_option_unavailable',
    400,
    'Le déploiement accompagné n’est pas proposé en option pour ce produit : décochez-le pour continuer',
    { productIds },
  );
