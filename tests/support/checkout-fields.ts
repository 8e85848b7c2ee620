/** What a buyer fills in at checkout to pay through the sandbox provider, but for the lines. */
export const sandboxCheckoutFields = {
  country: 'FR',
  provider: 'sandbox' as const,
  billingName: 'Camille Martin',
  acceptTerms: true,
  waiveWithdrawal: true,
};
