import { z } from 'zod';
import { boundedText } from '../shared/bounded-text.ts';
import { compactIban, isValidIban } from './iban.ts';

export const sellerProfileLimits = {
  publicNameMin: 2,
  publicNameMax: 80,
  bioMax: 2000,
  urlMax: 500,
  expertiseMax: 10,
  tagMax: 40,
  payoutNameMax: 200,
} as const;

/** An empty field is no value. */
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** Tags as the form sends them (comma-separated) or the API (an array): trimmed, without blanks or repeats. */
function tagsOf(value: unknown): unknown {
  const items = typeof value === 'string' ? value.split(',') : (value ?? []);
  if (!Array.isArray(items)) return value;
  const seen = new Set<string>();
  const tags: unknown[] = [];
  for (const item of items) {
    const tag = typeof item === 'string' ? item.trim().replace(/\s+/g, ' ') : item;
    if (tag === '') continue;
    const key = typeof tag === 'string' ? tag.toLowerCase() : tag;
    if (seen.has(key as string)) continue;
    seen.add(key as string);
    tags.push(tag);
  }
  return tags;
}

/**
 * The public profile of /seller/:sellerId, for the form, the action and `PUT /api/v1/seller/profile`. Field
 * messages are codes, translated by the UI under `sell:profile.errors.<code>`. The bio is plain text (the seller
 * page prints it as text); the contact address is where the page's contact form delivers, never shown.
 */
export const sellerProfileSchema = z.object({
  publicName: boundedText('public_name', sellerProfileLimits.publicNameMin, sellerProfileLimits.publicNameMax),
  bio: z.string().trim().max(sellerProfileLimits.bioMax, 'bio_too_long').default(''),
  website: z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .max(sellerProfileLimits.urlMax, 'website_invalid')
      .pipe(z.url({ protocol: /^https?$/, error: 'website_invalid' }))
      .nullable()
      .default(null),
  ),
  contactEmail: z.preprocess(
    blankToNull,
    z.string().trim().toLowerCase().max(254, 'email_invalid').pipe(z.email('email_invalid')).nullable().default(null),
  ),
  expertise: z.preprocess(
    tagsOf,
    z
      .array(z.string().max(sellerProfileLimits.tagMax, 'expertise_too_long'), 'expertise_invalid')
      .max(sellerProfileLimits.expertiseMax, 'expertise_too_many'),
  ),
});

export const sellerProfileBody = sellerProfileSchema.strict();

/** Where payouts go: the account holder and the IBAN (registry length and mod-97 checked). */
export const sellerPayoutSchema = z.object({
  payoutName: z
    .string('payout_name_required')
    .trim()
    .min(1, 'payout_name_required')
    .max(sellerProfileLimits.payoutNameMax, 'payout_name_too_long'),
  iban: z
    .string('iban_required')
    .trim()
    .min(1, 'iban_required')
    .max(50, 'iban_invalid')
    .transform(compactIban)
    .refine(isValidIban, 'iban_invalid'),
});

export const sellerPayoutBody = sellerPayoutSchema.strict();

export type SellerProfileInput = z.output<typeof sellerProfileSchema>;
export type SellerProfileField = keyof SellerProfileInput;
export type SellerPayoutInput = z.output<typeof sellerPayoutSchema>;
export type SellerPayoutField = keyof SellerPayoutInput;
