import { z } from '@hono/zod-openapi';
import { traderStatuses } from '../../../core/sellers/seller-application.schema.ts';

/** The scalar schemas and path parameters of /api/v1's requests and answers (their OpenAPI formats included). */

export const uuid = z.uuid();
export const dateTime = z.string().openapi({ format: 'date-time' });
export const date = z.string().openapi({ format: 'date' });
export const cents = z.number().int().openapi({ description: 'Euro cents' });
export const int = z.number().int();
export const traderStatus = z.enum(traderStatuses).openapi({
  description: 'Whether the seller acts as a professional (a trader under consumer law) or a private individual',
});

/** A seller's trader details as declared on /sell (DSA art. 30): an application's and, once approved, a seller's. */
export const traderDetailFields = {
  legalName: z.string(),
  addressLine: z.string(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string().openapi({ description: 'ISO 3166-1 alpha-2' }),
  phone: z.string().openapi({ description: 'E.164' }),
  email: z.string().openapi({ format: 'email' }),
  companyId: z
    .string()
    .nullable()
    .openapi({ description: 'Trade register number (SIRET in France); a professional’s' }),
  vatNumber: z.string().nullable(),
};

/** Path parameters that are uuids. */
export const uuidParams = <K extends string>(...names: K[]) =>
  z.object(Object.fromEntries(names.map((name) => [name, uuid])) as Record<K, typeof uuid>);

/** Path parameters that name a uuid, a malformed one being left to the use case (usually: not found). */
export const idParams = <K extends string>(...names: K[]) =>
  z.object(
    Object.fromEntries(names.map((name) => [name, z.string().openapi({ format: 'uuid' })])) as Record<K, z.ZodString>,
  );

/** A page's `meta`: the total and where the page stands. */
export const pageMeta = z.object({ total: int, page: int, per_page: int });
