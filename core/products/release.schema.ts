import { z } from 'zod';
import { locales } from '../../i18n/config.ts';
import { productLimits } from './product-input.schema.ts';

/** 1.0.0, 2.1, 1.0.0-beta.2: numbers separated by dots, an optional pre-release label. */
export const versionPattern = /^\d{1,4}(?:\.\d{1,4}){0,2}(?:-[0-9A-Za-z.-]{1,20})?$/;

/** A new version of a product: the editor's form, its action and POST /api/v1/seller/products/:id/releases. */
export const releaseInput = z
  .object({
    version: z
      .string()
      .trim()
      .min(1, 'version_required')
      .max(30, 'version_invalid')
      .regex(versionPattern, 'version_invalid'),
    changelog: z.string().trim().max(productLimits.descriptionMax, 'changelog_too_long').default(''),
    fileAssetIds: z
      .array(z.uuid('asset_invalid'))
      .min(1, 'release_files_required')
      .max(productLimits.filesMax, 'files_too_many'),
    /**
     * The release's deployment guide in the product's language (Markdown; empty: none). Absent: the previous
     * release's guide is kept. Either way its translations are carried over (the editor's guide form changes them).
     */
    guide: z.string().trim().max(productLimits.guideMax, 'guide_too_long').optional(),
  })
  .strict();

export type ReleaseInput = z.input<typeof releaseInput>;
export type ReleaseData = z.output<typeof releaseInput>;

/** The deployment guide of a release in each language (empty: none in that language); the editor's guide form. */
export const releaseGuidesInput = z
  .object({
    guides: z
      .array(
        z
          .object({
            locale: z.enum(locales, 'translation_locale_invalid'),
            body: z.string().trim().max(productLimits.guideMax, 'guide_too_long'),
          })
          .strict(),
      )
      .max(locales.length),
  })
  .strict();

export type ReleaseGuidesData = z.output<typeof releaseGuidesInput>;
