import { z } from 'zod';
import { demoOperator, type Operator } from '../core/legal/operator.ts';
import { compactVatId, frenchVatNumberOf } from '../core/orders/vat-number.ts';
import { compactSiret, isValidSiret } from '../core/sellers/siret.ts';

const text = z.string().trim().min(1).max(200);
const phone = z.string().regex(/^\+?[\d\s().-]{6,25}$/, 'must be a phone number');

/** The operator's identity as OPERATOR_* variables, all required: a company's legal notice (LCEN art. 6) needs each. */
const variables = z
  .object({
    OPERATOR_NAME: text,
    OPERATOR_LEGAL_FORM: text,
    OPERATOR_SHARE_CAPITAL: text,
    OPERATOR_ADDRESS: text,
    OPERATOR_RCS_CITY: text,
    OPERATOR_SIRET: z.string().refine(isValidSiret, 'must be a valid SIRET (14 digits)').transform(compactSiret),
    OPERATOR_VAT_NUMBER: z.string().transform((raw) => compactVatId(raw)),
    OPERATOR_PHONE: phone,
    OPERATOR_EMAIL: z.email('must be an e-mail address'),
    OPERATOR_PRIVACY_EMAIL: z.email('must be an e-mail address'),
    OPERATOR_PUBLICATION_DIRECTOR: text,
    OPERATOR_HOST_NAME: text,
    OPERATOR_HOST_ADDRESS: text,
    OPERATOR_HOST_PHONE: phone,
    OPERATOR_HOST_COUNTRY: text,
    OPERATOR_MAIL_PROVIDER: text,
    OPERATOR_STORAGE_PROVIDER: text,
    OPERATOR_MEDIATOR_NAME: text,
    OPERATOR_MEDIATOR_ADDRESS: text,
    OPERATOR_MEDIATOR_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }),
  })
  .superRefine((env, ctx) => {
    const expected = frenchVatNumberOf(env.OPERATOR_SIRET.slice(0, 9));
    if (env.OPERATOR_VAT_NUMBER !== expected) {
      ctx.addIssue({
        code: 'custom',
        path: ['OPERATOR_VAT_NUMBER'],
        message: `must be the VAT number of the SIRET's company (${expected})`,
      });
    }
  });

const names = variables.keyof().options;

/**
 * The operator named by OPERATOR_* in `source`, or the demo operator when none is set and `mustBeReal` is false.
 * It must be real in a production start on PostgreSQL, and as soon as one variable is set: half a real identity
 * and half the demo's would be worse than either. Problems come back as `VARIABLE: message` lines.
 */
export function parseOperator(
  source: Record<string, string | undefined>,
  mustBeReal: boolean,
): { operator: Operator; issues: [] } | { operator: null; issues: string[] } {
  const given = Object.fromEntries(names.flatMap((name) => (source[name] ? [[name, source[name]]] : [])));
  if (!mustBeReal && Object.keys(given).length === 0) return { operator: demoOperator, issues: [] };
  const parsed = variables.safeParse(given);
  if (!parsed.success) {
    const why = mustBeReal ? 'in production with DATABASE_URL' : 'once any OPERATOR_* variable is set';
    return {
      operator: null,
      issues: parsed.error.issues.map(({ path, message }) =>
        given[String(path[0])] === undefined
          ? `${String(path[0])}: is required ${why} (the operator's identity on the legal pages and invoices)`
          : `${String(path[0])}: ${message}`,
      ),
    };
  }
  const env = parsed.data;
  return {
    operator: {
      name: env.OPERATOR_NAME,
      legalForm: env.OPERATOR_LEGAL_FORM,
      shareCapital: env.OPERATOR_SHARE_CAPITAL,
      address: env.OPERATOR_ADDRESS,
      registryCity: env.OPERATOR_RCS_CITY,
      siret: env.OPERATOR_SIRET,
      vatNumber: env.OPERATOR_VAT_NUMBER,
      phone: env.OPERATOR_PHONE,
      email: env.OPERATOR_EMAIL,
      privacyEmail: env.OPERATOR_PRIVACY_EMAIL,
      publicationDirector: env.OPERATOR_PUBLICATION_DIRECTOR,
      host: {
        name: env.OPERATOR_HOST_NAME,
        address: env.OPERATOR_HOST_ADDRESS,
        phone: env.OPERATOR_HOST_PHONE,
        country: env.OPERATOR_HOST_COUNTRY,
      },
      processors: { mail: env.OPERATOR_MAIL_PROVIDER, storage: env.OPERATOR_STORAGE_PROVIDER },
      mediator: {
        name: env.OPERATOR_MEDIATOR_NAME,
        address: env.OPERATOR_MEDIATOR_ADDRESS,
        url: env.OPERATOR_MEDIATOR_URL,
      },
      fictitious: false,
    },
    issues: [],
  };
}
