/** The platform's account the payout transfers leave from: the debtor of the SEPA file (pain.001). */
export interface PayoutDebtor {
  name: string;
  iban: string;
  bic: string;
}

/**
 * The demo debtor, used unless PAYOUT_DEBTOR_NAME / PAYOUT_DEBTOR_IBAN / PAYOUT_DEBTOR_BIC are set: a valid-format
 * example IBAN that belongs to no one, so that a demo file can be opened but never executed by a bank.
 */
export const demoPayoutDebtor: PayoutDebtor = {
  name: 'Deploia SAS (demo)',
  iban: 'FR7630006000011234567890189',
  bic: 'AGRIFRPPXXX',
};
