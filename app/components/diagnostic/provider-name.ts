import type { TFunction } from '../../lib/i18n.tsx';

/** Brand names stay as they are in every language; only the sandbox has a name to translate. */
export const providerName = (name: string, t: TFunction): string =>
  name === 'stripe' ? 'Stripe' : name === 'paypal' ? 'PayPal' : name === 'sandbox' ? t('provider.sandbox') : name;
