import { z } from 'zod';
import { locales } from '../../i18n/config.ts';
import { internalDemoOf } from '../catalog/internal-demos.ts';
import { paidOptionBilling } from '../deployments/deployment-option.ts';

export const productLimits = {
  titleMax: 120,
  slugMax: 80,
  summaryMax: 300,
  descriptionMax: 20_000,
  tagsMax: 10,
  tagMax: 30,
  galleryMax: 8,
  filesMax: 20,
  /** Euros: a price must be above 0 and at most this (the `products_price_positive` CHECK guards the first). */
  priceMaxEuros: 100_000,
  deploymentHoursMax: 720,
  hostingOptionsMax: 10,
  hostingOptionMax: 100,
  /** The deployment guide of a release, in one language (Markdown). */
  guideMax: 20_000,
} as const;

/** Who deploys the product (decision 0046): the buyer alone, the creator (in the price), or the creator as an option. */
export const deploymentServices = ['none', 'included', 'paid_option'] as const;
export type DeploymentService = (typeof deploymentServices)[number];

export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const text = (max: number, tooLong: string) => z.string().trim().max(max, tooLong);

/** A price typed in euros ("49,90", "49.9" or 49.9) to integer cents; 0, negative or over 100 000 € is refused. */
export const priceEuros = z.union([z.number(), z.string()], 'price_invalid').transform((value, ctx) => {
  const normalised = typeof value === 'number' ? value : Number(value.trim().replace(/\s/g, '').replace(',', '.'));
  if (typeof value === 'string' && value.trim() === '') {
    ctx.addIssue({ code: 'custom', message: 'price_required' });
    return z.NEVER;
  }
  if (!Number.isFinite(normalised)) {
    ctx.addIssue({ code: 'custom', message: 'price_invalid' });
    return z.NEVER;
  }
  const cents = Math.round(normalised * 100);
  if (cents <= 0) {
    ctx.addIssue({ code: 'custom', message: 'price_too_low' });
    return z.NEVER;
  }
  if (cents > productLimits.priceMaxEuros * 100) {
    ctx.addIssue({ code: 'custom', message: 'price_too_high' });
    return z.NEVER;
  }
  return cents;
});

/** The guided deployment's price in euros, like the product's; empty: none (only a paid option has one). */
const deploymentPriceEuros = z.union([z.number(), z.string()], 'deployment_price_invalid').transform((value, ctx) => {
  if (typeof value === 'string' && value.trim() === '') return null;
  const parsed = priceEuros.safeParse(value);
  if (parsed.success) return parsed.data;
  const code = parsed.error.issues[0]?.message;
  ctx.addIssue({
    code: 'custom',
    message: code === 'price_too_high' ? 'deployment_price_too_high' : 'deployment_price_invalid',
  });
  return z.NEVER;
});

export const manifestInput = z
  .object({
    model: text(200, 'manifest_too_long').min(1, 'manifest_model_required'),
    requiredKeys: z.array(z.string().trim().min(1).max(100, 'manifest_too_long')).max(20, 'manifest_too_long'),
    estimatedMonthlyCostEur: z.number('manifest_cost_invalid').min(0, 'manifest_cost_invalid').max(100_000),
    hosting: text(200, 'manifest_too_long').min(1, 'manifest_hosting_required'),
    /** The hosting options a buyer chooses from (readers fall back on `[hosting]` without them). */
    hostingOptions: z
      .array(
        z
          .string('hosting_option_invalid')
          .trim()
          .min(1, 'hosting_option_invalid')
          .max(productLimits.hostingOptionMax, 'hosting_option_too_long'),
        'hosting_option_invalid',
      )
      .max(productLimits.hostingOptionsMax, 'hosting_options_too_many')
      .refine((options) => new Set(options.map((o) => o.toLowerCase())).size === options.length, 'hosting_option_twice')
      .optional(),
    dataLocation: text(200, 'manifest_too_long').min(1, 'manifest_data_required'),
    aiDisclosure: z.boolean(),
  })
  .strict();

export const translationInput = z
  .object({
    locale: z.enum(locales, 'translation_locale_invalid'),
    title: text(productLimits.titleMax, 'title_too_long').min(1, 'translation_title_required'),
    summary: text(productLimits.summaryMax, 'summary_too_long').default(''),
    description: text(productLimits.descriptionMax, 'description_too_long').default(''),
  })
  .strict();

const assetId = z.uuid('asset_invalid');

/** A seller's https address, or the path of one of Déploia's own demos (`/demos/chatbot`, decision 0042). */
const isDemoUrl = (s: string) =>
  s === '' || internalDemoOf(s) !== null || (URL.canParse(s) && new URL(s).protocol === 'https:');

/**
 * A product as the editor, its action and `/api/v1/seller/products` take it (messages are codes translated under
 * `editor:errors.<code>`). `slug` empty or absent: made from the title. Images and files are ids of the seller's
 * library (seller_assets). `price` is typed in euros and parsed to integer cents (what is stored).
 */
export const productInput = z
  .object({
    title: text(productLimits.titleMax, 'title_too_long').min(3, 'title_required'),
    slug: z
      .string()
      .trim()
      .toLowerCase()
      .max(productLimits.slugMax, 'slug_too_long')
      .refine((s) => s === '' || slugPattern.test(s), 'slug_invalid')
      .optional(),
    categoryId: z.uuid('category_required'),
    tags: z
      .array(z.string().trim().toLowerCase().min(1).max(productLimits.tagMax, 'tag_too_long'))
      .max(productLimits.tagsMax, 'tags_too_many')
      .default([]),
    summary: text(productLimits.summaryMax, 'summary_too_long').default(''),
    description: text(productLimits.descriptionMax, 'description_too_long').default(''),
    price: priceEuros,
    billing: z.enum(['one_time', 'monthly', 'yearly'], 'billing_invalid').default('one_time'),
    language: z.enum(locales, 'language_invalid').default('fr'),
    demoUrl: z.string().trim().max(500, 'demo_url_invalid').refine(isDemoUrl, 'demo_url_https').nullable().optional(),
    /** The seller lets the product page show the demo in a frame (when its site allows it too). */
    demoEmbed: z.boolean('demo_embed_invalid').default(false),
    deploymentHours: z
      .number('deployment_hours_invalid')
      .int('deployment_hours_invalid')
      .min(1, 'deployment_hours_invalid')
      .max(productLimits.deploymentHoursMax, 'deployment_hours_invalid')
      .default(24),
    manifest: manifestInput.nullable().default(null),
    /** Guided deployment (decision 0046): `paid_option` needs `deploymentPrice`; the others have no price. */
    deploymentService: z.enum(deploymentServices, 'deployment_service_invalid').default('none'),
    /** Euros, VAT included; only for `paid_option` (ignored otherwise). */
    deploymentPrice: deploymentPriceEuros.nullable().default(null),
    translations: z.array(translationInput).max(locales.length).default([]),
    coverAssetId: assetId.nullable().default(null),
    galleryAssetIds: z.array(assetId).max(productLimits.galleryMax, 'gallery_too_many').default([]),
    fileAssetIds: z.array(assetId).max(productLimits.filesMax, 'files_too_many').default([]),
  })
  .strict()
  .superRefine((p, ctx) => {
    if (p.deploymentService === 'paid_option' && (p.deploymentPrice === null || p.deploymentPrice === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['deploymentPrice'], message: 'deployment_price_required' });
    }
    if (p.deploymentService === 'paid_option' && p.billing !== paidOptionBilling) {
      ctx.addIssue({ code: 'custom', path: ['deploymentService'], message: 'deployment_option_one_time' });
    }
  });

export type ProductInput = z.input<typeof productInput>;
export type ProductData = z.output<typeof productInput>;
export type ProductField = keyof ProductData;

/** PATCH: the same fields, each optional and without defaults; what is absent stays as it is. */
export const productPatch = z
  .object(
    Object.fromEntries(
      Object.entries(productInput.shape).map(([key, field]) => [
        key,
        (field instanceof z.ZodDefault ? field.unwrap() : field).optional(),
      ]),
    ) as unknown as { [K in keyof typeof productInput.shape]: z.ZodOptional<z.ZodType<ProductData[K], unknown>> },
  )
  .strict();
export type ProductPatch = Partial<ProductData>;

/** Body of POST /api/v1/seller/markdown-preview and of the editor's preview. */
export const markdownPreviewBody = z
  .object({ markdown: z.string().max(productLimits.descriptionMax, 'description_too_long') })
  .strict();
