import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config/env.server.ts';
import { isValidIban } from '../../sellers/iban.ts';
import { demoPayoutDebtor } from './payout-debtor.ts';

describe('the payout debtor (PAYOUT_DEBTOR_*)', () => {
  it('defaults to the demo account, a valid IBAN', () => {
    expect(loadConfig({}).payoutDebtor).toEqual(demoPayoutDebtor);
    expect(loadConfig({ PAYOUT_DEBTOR_NAME: '', PAYOUT_DEBTOR_IBAN: '' }).payoutDebtor).toEqual(demoPayoutDebtor);
    expect(isValidIban(demoPayoutDebtor.iban)).toBe(true);
  });

  it('takes the configured account, IBAN compacted, and refuses an invalid IBAN or BIC', () => {
    const config = loadConfig({
      PAYOUT_DEBTOR_NAME: 'Déploia SAS',
      PAYOUT_DEBTOR_IBAN: 'de89 3704 0044 0532 0130 00',
      PAYOUT_DEBTOR_BIC: 'COBADEFFXXX',
    });
    expect(config.payoutDebtor).toEqual({ name: 'Déploia SAS', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' });
    expect(() => loadConfig({ PAYOUT_DEBTOR_IBAN: 'FR7630006000011234567890188' })).toThrow(/PAYOUT_DEBTOR_IBAN/);
    expect(() => loadConfig({ PAYOUT_DEBTOR_BIC: 'nope' })).toThrow(/PAYOUT_DEBTOR_BIC/);
  });
});
