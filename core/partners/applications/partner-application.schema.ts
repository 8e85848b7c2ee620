import { z } from 'zod';
import { countryCodes } from '../../orders/countries.ts';
import { boundedText } from '../../shared/bounded-text.ts';
import { pageNumber } from '../../shared/page-number.ts';

/** « Devenir partenaire »: one schema for the form, its action and the API. */
export const partnerApplicationInput = z
  .object({
    companyName: boundedText('company_name', 2, 120).describe('The company, or the applicant’s own name'),
    website: z
      .string('website_invalid')
      .trim()
      .max(300, 'website_invalid')
      .pipe(z.url({ protocol: /^https?$/, error: 'website_invalid' }))
      .describe('The site, channel or profile where they will promote'),
    audience: boundedText('audience', 10, 1000).describe('Who their audience is, and how large'),
    promotionPlan: boundedText('promotion_plan', 20, 2000).describe('How they will promote the products'),
    country: z
      .string('country_invalid')
      .trim()
      .toUpperCase()
      .refine((code) => (countryCodes as readonly string[]).includes(code), 'country_invalid'),
    consent: z.literal(true, 'consent_required').describe('Accepts the partner programme’s terms'),
  })
  .strict();
export type PartnerApplicationInput = z.input<typeof partnerApplicationInput>;

export const decisionReasonLimits = { min: 10, max: 2000 } as const;

/** An administrator's decision: a rejection always states its reasons (sent to the applicant). */
export const partnerApplicationDecision = z.discriminatedUnion('decision', [
  z
    .object({
      decision: z.literal('approved'),
      reason: boundedText('reason', decisionReasonLimits.min, decisionReasonLimits.max).optional(),
    })
    .strict(),
  z
    .object({
      decision: z.literal('rejected'),
      reason: boundedText('reason', decisionReasonLimits.min, decisionReasonLimits.max),
    })
    .strict(),
]);
export type PartnerApplicationDecision = z.input<typeof partnerApplicationDecision>;

export const partnerApplicationStatuses = ['pending', 'approved', 'rejected'] as const;

export const partnerApplicationsQuery = z.object({
  status: z.enum(partnerApplicationStatuses).default('pending').describe('Which applications'),
  page: pageNumber,
});
export type PartnerApplicationsQuery = z.output<typeof partnerApplicationsQuery>;
export const partnerApplicationsPerPage = 20;
