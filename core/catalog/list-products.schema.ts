import { z } from 'zod';
import { locales } from '../../i18n/config.ts';
import { maxPage } from '../shared/page-number.ts';
import { billingKinds, productSorts } from './listing-options.ts';

export const maxQueryLength = 200;

const optionalText = (max: number) =>
  z
    .string()
    .optional()
    .transform((v) => v?.trim().slice(0, max) || undefined);

/** One schema for /market, GET /api/v1/products and the OpenAPI document. Unknown keys are ignored. */
export const listProductsQuery = z.object({
  q: optionalText(maxQueryLength)
    .transform((q) => (q && /[\p{L}\p{N}]/u.test(q) ? q : undefined))
    .describe('Search text; trimmed and cut to 200 characters; text without any letter or digit is ignored.'),
  category: optionalText(100).describe(
    'A category slug, a shortcut (automation, chatbot, analytics, integration) or a category label in fr, en, es or de; an unknown one is ignored (meta.unknown_category).',
  ),
  sort: z
    .enum(productSorts)
    .optional()
    .catch(undefined)
    .describe('Order; unknown values fall back to the default (relevance with q, else new).'),
  min_price: z.coerce.number().int().min(0).optional().describe('Minimum price in cents (incl. VAT).'),
  max_price: z.coerce.number().int().min(0).optional().describe('Maximum price in cents (incl. VAT).'),
  rating: z.coerce.number().min(0).max(5).optional().describe('Minimum average rating.'),
  language: z.enum(locales).optional().describe('Language the product is written in (fr, en, es or de).'),
  billing: z
    .enum(billingKinds)
    .optional()
    .describe('one_time: paid once; subscription: paid every month or every year.'),
  page: z.coerce.number().int().min(1).max(maxPage).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(24),
});

export type ListProductsQuery = z.output<typeof listProductsQuery>;
