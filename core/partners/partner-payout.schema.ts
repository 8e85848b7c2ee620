import { z } from 'zod';
import { compactIban, isValidIban } from '../sellers/iban.ts';

/** Where the partner's commissions are paid (SEPA credit transfer): the account holder and the IBAN. */
export const partnerPayoutInput = z
  .object({
    payoutName: z
      .string('payout_name_required')
      .trim()
      .min(2, 'payout_name_required')
      .max(100, 'payout_name_too_long')
      .describe('The account holder, as the bank knows them'),
    payoutIban: z
      .string('iban_invalid')
      .max(50, 'iban_invalid')
      .transform(compactIban)
      .refine(isValidIban, 'iban_invalid')
      .describe('The IBAN (spaces allowed), checked by its mod-97 key'),
  })
  .strict();

export type PartnerPayoutInput = z.input<typeof partnerPayoutInput>;
