/**
 * What a buyer fills in at checkout to pay through the sandbox provider, but for the lines: every consent box ticked
 * (each is only asked for when the lines need it).
 */
export const sandboxCheckoutFields = {
  country: 'FR',
  provider: 'sandbox' as const,
  billingName: 'Camille Martin',
  acceptTerms: true,
  waiveWithdrawal: true,
  startServiceNow: true,
};
