import { z } from 'zod';
import { emailSchema } from '../accounts/email.schema.ts';
import { phoneNumberSchema } from '../accounts/phone.schema.ts';
import { countryCodes, isEuCountry } from '../orders/countries.ts';
import { compactVatId, parseVatId } from '../orders/vat-number.ts';
import { isAppError } from '../shared/app-error.ts';
import { boundedText } from '../shared/bounded-text.ts';
import { compactIban, isValidIban } from './iban.ts';
import { compactSiret, isValidSiret } from './siret.ts';

export const traderStatuses = ['professional', 'individual'] as const;

export const sellerApplicationLimits = {
  nameMax: 200,
  addressMax: 300,
  postalCodeMax: 16,
  cityMax: 120,
  companyIdMax: 40,
  portfolioMax: 5,
  urlMax: 500,
  categoriesMax: 5,
  presentationMin: 100,
  presentationMax: 3000,
} as const;

const requiredText = (code: string, max: number) =>
  z.string(`${code}_required`).trim().min(1, `${code}_required`).max(max, `${code}_too_long`);

const optionalText = (code: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${code}_too_long`)
    .optional()
    .transform((value) => value || undefined);

/** A form sends one value per line or per checkbox; the API an array: both become a list of trimmed, non-empty strings. */
function listOf(value: unknown): unknown {
  const items = typeof value === 'string' ? value.split(/\r?\n/) : (value ?? []);
  if (!Array.isArray(items)) return value;
  return items.map((item) => (typeof item === 'string' ? item.trim() : item)).filter((item) => item !== '');
}

const list = (item: z.ZodType<string>, max: number, code: string) =>
  z.preprocess(listOf, z.array(item, `${code}_invalid`).max(max, `${code}_too_many`));

const httpUrl = z
  .string()
  .max(sellerApplicationLimits.urlMax, 'portfolio_invalid')
  .pipe(z.url({ protocol: /^https?$/, error: 'portfolio_invalid' }));

/**
 * The trader details of EU DSA art. 30 and the presentation of an application to sell. Field messages are codes,
 * translated by the UI under `sell:errors.<code>`.
 */
const fields = z.object({
  /** A professional (a trader under consumer law) or a private individual; only a professional has a register number. */
  traderStatus: z.enum(traderStatuses, 'trader_status_required'),
  legalName: requiredText('legal_name', sellerApplicationLimits.nameMax),
  addressLine: requiredText('address', sellerApplicationLimits.addressMax),
  postalCode: requiredText('postal_code', sellerApplicationLimits.postalCodeMax),
  city: requiredText('city', sellerApplicationLimits.cityMax),
  country: z.enum(countryCodes, 'country_required'),
  phone: phoneNumberSchema,
  email: emailSchema,
  companyId: optionalText('company_id', sellerApplicationLimits.companyIdMax),
  vatNumber: optionalText('vat', 20),
  iban: requiredText('iban', 50).transform(compactIban).refine(isValidIban, 'iban_invalid'),
  portfolioUrls: list(httpUrl, sellerApplicationLimits.portfolioMax, 'portfolio'),
  categories: list(z.string().max(64), sellerApplicationLimits.categoriesMax, 'categories').pipe(
    z.array(z.string()).min(1, 'categories_required'),
  ),
  presentation: boundedText(
    'presentation',
    sellerApplicationLimits.presentationMin,
    sellerApplicationLimits.presentationMax,
  ),
  /** The self-certification (DSA art. 30(1)(e)): a ticked box in the form, `true` in the API. */
  selfCertified: z.union([z.literal(true), z.literal('on')], 'self_certification_required').transform(() => true),
});

type Fields = z.output<typeof fields>;

/**
 * The checks between fields: a professional's register number (a SIRET for a French one), the VAT number's format
 * for the country.
 */
function checkTogether(value: Fields, ctx: z.RefinementCtx) {
  if (value.traderStatus === 'professional' && !value.companyId) {
    ctx.addIssue({ code: 'custom', path: ['companyId'], message: 'company_id_required' });
  } else if (value.companyId && value.country === 'FR' && !isValidSiret(value.companyId)) {
    ctx.addIssue({ code: 'custom', path: ['companyId'], message: 'siret_invalid' });
  }
  if (value.vatNumber && vatNumberOf(value.vatNumber, value.country) === null) {
    ctx.addIssue({ code: 'custom', path: ['vatNumber'], message: 'vat_invalid' });
  }
}

/** A member state's number in its prefixed form if its format is right; elsewhere letters and digits only. */
function vatNumberOf(raw: string, country: string): string | null {
  if (!isEuCountry(country)) {
    const compact = compactVatId(raw);
    return /^[A-Z0-9]{4,20}$/.test(compact) ? compact : null;
  }
  try {
    return parseVatId(raw, country);
  } catch (error) {
    if (isAppError(error)) return null;
    throw error;
  }
}

/**
 * Run even when other fields have errors (all errors at once), as long as the fields compared are sound — and there
 * are fields at all (a body that is not an object, e.g. `null`, has one issue at the root).
 */
const comparedFieldsSound = {
  when: (payload: z.core.ParsePayload) =>
    !payload.issues.some(
      (issue) =>
        !issue.path?.length || ['traderStatus', 'country', 'companyId', 'vatNumber'].includes(String(issue.path[0])),
    ),
};

/** Stored as written by an administration: the compact SIRET, the prefixed VAT number. */
const normalise = (value: Fields) => ({
  ...value,
  companyId: value.companyId && value.country === 'FR' ? compactSiret(value.companyId) : value.companyId,
  vatNumber: value.vatNumber ? (vatNumberOf(value.vatNumber, value.country) ?? undefined) : undefined,
});

/** The application form, checked in the browser and by the action. */
export const sellerApplicationSchema = fields.superRefine(checkTogether, comparedFieldsSound).transform(normalise);

/** `POST /api/v1/me/seller-application`: the same fields, unknown keys refused. */
export const sellerApplicationBody = fields
  .strict()
  .superRefine(checkTogether, comparedFieldsSound)
  .transform(normalise);

export type SellerApplicationInput = z.output<typeof sellerApplicationSchema>;
export type SellerApplicationField = keyof Fields;

/** The form's values as the schema reads them: every checked category, not only the last. */
export function applicationFormValues(form: FormData): Record<string, unknown> {
  return { ...Object.fromEntries(form), categories: form.getAll('categories') };
}
