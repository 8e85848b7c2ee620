import type { EditorValues } from '../../../core/products/product-form.ts';
import type { ProductStatus } from '../../../core/products/product-status.schema.ts';
import type { DeploymentManifest } from '../../../db/schema/catalog.ts';
import type { Locale } from '../../../i18n/config.ts';

/** The unsaved product as a buyer would see it (the editor's "preview as a buyer"). */
export interface BuyerPreviewData {
  title: string;
  summary: string;
  descriptionHtml: string;
  priceCents: number;
  billing: 'one_time' | 'monthly' | 'yearly';
  tags: string[];
  deploymentHours: number;
  manifest: DeploymentManifest | null;
  deploymentService: 'none' | 'included' | 'paid_option';
  deploymentPriceCents: number | null;
  coverAssetId: string | null;
  galleryAssetIds: string[];
}

/** What the editor's action answers (a successful save redirects instead). */
export type EditorActionData =
  | {
      intent: 'save' | 'preview' | 'status' | 'release' | 'guide';
      ok: false;
      values?: EditorValues;
      /** Codes by form field name (`price`, `manifest.model`, `release.version`), translated under editor:errors. */
      fieldErrors?: Record<string, string>;
      formError?: { code: string; message: string; missing?: string[] };
      release?: { version: string; changelog: string; guide: string; fileAssetIds: unknown[] };
      /** The guide as typed, by language (intent `guide`). */
      guides?: Partial<Record<Locale, string>>;
    }
  | { intent: 'guide'; ok: true }
  | { intent: 'preview'; ok: true; values: EditorValues; preview: BuyerPreviewData }
  | { intent: 'status'; ok: true; status: ProductStatus }
  | { intent: 'release'; ok: true; version: string };
