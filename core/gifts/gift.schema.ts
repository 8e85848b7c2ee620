import { z } from 'zod';

/**
 * What a buyer gives to offer a product: the recipient's address and an optional message. Shared by the checkout
 * form, its action and the API. Messages are codes the UI translates (`gifts:errors.<code>`).
 */

export const giftLimits = { emailMax: 254, messageMax: 500 } as const;

export const giftInput = z
  .object({
    recipientEmail: z
      .string('recipient_email_required')
      .trim()
      .toLowerCase()
      .min(1, 'recipient_email_required')
      .max(giftLimits.emailMax, 'recipient_email_invalid')
      .pipe(z.email('recipient_email_invalid')),
    message: z
      .string()
      .trim()
      .max(giftLimits.messageMax, 'message_too_long')
      .optional()
      .transform((value) => value ?? ''),
  })
  // Inside an API body, a misspelt field is refused, not ignored.
  .strict();

/** The same input for a given buyer, who cannot offer a product to their own address. */
export const giftInputFor = (buyerEmail: string) =>
  giftInput.refine((gift) => gift.recipientEmail !== buyerEmail.trim().toLowerCase(), {
    path: ['recipientEmail'],
    message: 'gift_to_self',
  });

export type GiftInput = z.input<typeof giftInput>;
