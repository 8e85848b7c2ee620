import { z } from 'zod';

/** E.164: a plus sign, a country code and up to 15 digits in all. */
export const phoneNumberPattern = /^\+[1-9]\d{7,14}$/;

/**
 * A phone number as people type it: spaces, dots, dashes and brackets are dropped, and a French national
 * number (10 digits starting with 0) becomes +33….
 */
export const phoneNumberSchema = z
  .string('phone_required')
  .trim()
  .min(1, 'phone_required')
  .transform((value) => {
    const compact = value.replace(/[\s.()-]/g, '').replace(/^00/, '+');
    return /^0[1-9]\d{8}$/.test(compact) ? `+33${compact.slice(1)}` : compact;
  })
  .pipe(z.string().regex(phoneNumberPattern, 'phone_invalid'));

export const looksLikePhoneNumber = (value: string) => /^[+0(]?[\d\s.()-]{8,}$/.test(value.trim());
