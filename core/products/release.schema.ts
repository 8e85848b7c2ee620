import { z } from 'zod';
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
  })
  .strict();

export type ReleaseInput = z.input<typeof releaseInput>;
export type ReleaseData = z.output<typeof releaseInput>;
