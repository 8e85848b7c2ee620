import type { z } from 'zod';
import { type Locale, locales } from '../../i18n/config.ts';
import { formatAmountField } from '../../i18n/format.ts';
import type { ProductForEdit } from './get-product-for-edit.ts';
import type { ProductInput } from './product-input.schema.ts';

/**
 * The editor's form as text fields, as a browser sends them: what the page shows again after a refused submission
 * (without JavaScript too) and what becomes the shared schema's input. Browser-safe.
 */
export interface EditorValues {
  title: string;
  slug: string;
  categoryId: string;
  tags: string;
  summary: string;
  description: string;
  price: string;
  billing: string;
  language: string;
  demoUrl: string;
  demoEmbed: boolean;
  deploymentHours: string;
  manifestModel: string;
  manifestKeys: string;
  manifestCost: string;
  manifestHosting: string;
  /** One hosting option a line. */
  manifestHostingOptions: string;
  manifestDataLocation: string;
  manifestAiDisclosure: boolean;
  deploymentService: string;
  deploymentPrice: string;
  translations: Record<Locale, { title: string; summary: string; description: string }>;
  coverAssetId: string;
  galleryAssetIds: string[];
  fileAssetIds: string[];
}

const emptyTranslations = () =>
  Object.fromEntries(
    locales.map((l) => [l, { title: '', summary: '', description: '' }]),
  ) as EditorValues['translations'];

export const emptyEditorValues = (language: Locale): EditorValues => ({
  title: '',
  slug: '',
  categoryId: '',
  tags: '',
  summary: '',
  description: '',
  price: '',
  billing: 'one_time',
  language,
  demoUrl: '',
  demoEmbed: false,
  deploymentHours: '24',
  manifestModel: '',
  manifestKeys: '',
  manifestCost: '',
  manifestHosting: '',
  manifestHostingOptions: '',
  manifestDataLocation: '',
  manifestAiDisclosure: true,
  deploymentService: 'none',
  deploymentPrice: '',
  translations: emptyTranslations(),
  coverAssetId: '',
  galleryAssetIds: [],
  fileAssetIds: [],
});

/** The editor's fields for a stored product; amounts written as the reader writes them ("149,90" in French). */
export function editorValuesFromProduct(p: ProductForEdit, locale: string): EditorValues {
  const euros = (cents: number) => formatAmountField(cents, locale);
  const translations = emptyTranslations();
  for (const t of p.translations)
    translations[t.locale] = { title: t.title, summary: t.summary, description: t.description };
  return {
    title: p.title,
    slug: p.slug,
    categoryId: p.categoryId,
    tags: p.tags.join(', '),
    summary: p.summary,
    description: p.description,
    price: euros(p.priceCents),
    billing: p.billing,
    language: p.language,
    demoUrl: p.demoUrl ?? '',
    demoEmbed: p.demoEmbed,
    deploymentHours: String(p.deploymentHours),
    manifestModel: p.manifest?.model ?? '',
    manifestKeys: p.manifest?.requiredKeys.join(', ') ?? '',
    manifestCost: p.manifest ? String(p.manifest.estimatedMonthlyCostEur) : '',
    manifestHosting: p.manifest?.hosting ?? '',
    manifestHostingOptions: p.manifest?.hostingOptions?.join('\n') ?? '',
    manifestDataLocation: p.manifest?.dataLocation ?? '',
    manifestAiDisclosure: p.manifest?.aiDisclosure ?? true,
    deploymentService: p.deploymentService,
    deploymentPrice: p.deploymentPriceCents === null ? '' : euros(p.deploymentPriceCents),
    translations,
    coverAssetId: p.coverAssetId ?? '',
    galleryAssetIds: p.galleryAssetIds,
    fileAssetIds: p.fileAssetIds,
  };
}

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};
const ids = (form: FormData, name: string) =>
  form.getAll(name).filter((v): v is string => typeof v === 'string' && v !== '');

export function editorValuesFromForm(form: FormData): EditorValues {
  const translations = emptyTranslations();
  for (const locale of locales) {
    translations[locale] = {
      title: field(form, `translations.${locale}.title`),
      summary: field(form, `translations.${locale}.summary`),
      description: field(form, `translations.${locale}.description`),
    };
  }
  return {
    title: field(form, 'title'),
    slug: field(form, 'slug'),
    categoryId: field(form, 'categoryId'),
    tags: field(form, 'tags'),
    summary: field(form, 'summary'),
    description: field(form, 'description'),
    price: field(form, 'price'),
    billing: field(form, 'billing'),
    language: field(form, 'language'),
    demoUrl: field(form, 'demoUrl'),
    demoEmbed: form.get('demoEmbed') === 'on',
    deploymentHours: field(form, 'deploymentHours'),
    manifestModel: field(form, 'manifest.model'),
    manifestKeys: field(form, 'manifest.requiredKeys'),
    manifestCost: field(form, 'manifest.estimatedMonthlyCostEur'),
    manifestHosting: field(form, 'manifest.hosting'),
    manifestHostingOptions: field(form, 'manifest.hostingOptions'),
    manifestDataLocation: field(form, 'manifest.dataLocation'),
    manifestAiDisclosure: form.get('manifest.aiDisclosure') === 'on',
    deploymentService: field(form, 'deploymentService') || 'none',
    deploymentPrice: field(form, 'deploymentPrice'),
    translations,
    coverAssetId: field(form, 'coverAssetId'),
    galleryAssetIds: ids(form, 'galleryAssetIds'),
    fileAssetIds: ids(form, 'fileAssetIds'),
  };
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean);
const list = (text: string) =>
  text
    .split(/[,\n]/)
    .map((s) => s.trim())
    .filter(Boolean);
const numberOrText = (text: string) =>
  text.trim() === '' || Number.isNaN(Number(text.replace(',', '.'))) ? text : Number(text.replace(',', '.'));

/** The form's values as the shared schema's input (a manifest left blank is no manifest). */
export function productInputFromValues(v: EditorValues): ProductInput {
  const manifestTyped = [
    v.manifestModel,
    v.manifestKeys,
    v.manifestCost,
    v.manifestHosting,
    v.manifestHostingOptions,
    v.manifestDataLocation,
  ].some((s) => s.trim() !== '');
  const translations = locales
    .filter((locale) => locale !== v.language)
    .map((locale) => ({ locale, ...v.translations[locale] }))
    .filter((t) => t.title.trim() !== '' || t.summary.trim() !== '' || t.description.trim() !== '');
  return {
    title: v.title,
    slug: v.slug,
    categoryId: v.categoryId,
    tags: list(v.tags),
    summary: v.summary,
    description: v.description,
    price: v.price,
    billing: v.billing as ProductInput['billing'],
    language: v.language as ProductInput['language'],
    demoUrl: v.demoUrl,
    demoEmbed: v.demoEmbed,
    deploymentHours: (v.deploymentHours.trim() === '' ? undefined : numberOrText(v.deploymentHours)) as number,
    manifest: manifestTyped
      ? {
          model: v.manifestModel,
          requiredKeys: list(v.manifestKeys),
          estimatedMonthlyCostEur: numberOrText(v.manifestCost) as number,
          hosting: v.manifestHosting,
          ...(lines(v.manifestHostingOptions).length > 0 && { hostingOptions: lines(v.manifestHostingOptions) }),
          dataLocation: v.manifestDataLocation,
          aiDisclosure: v.manifestAiDisclosure,
        }
      : null,
    deploymentService: v.deploymentService as ProductInput['deploymentService'],
    deploymentPrice: v.deploymentService === 'paid_option' ? v.deploymentPrice : null,
    translations: translations as ProductInput['translations'],
    coverAssetId: v.coverAssetId || null,
    galleryAssetIds: v.galleryAssetIds,
    fileAssetIds: v.fileAssetIds,
  };
}

/**
 * The first issue of each form field, keyed by the field's form name (`price`, `manifest.model`,
 * `translations.en`), as the message code the schema gave it. `input` maps a translation's index to its language.
 */
export function editorFieldErrors(error: z.ZodError, input: ProductInput): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const [first, second] = issue.path;
    let key = String(first);
    if (first === 'manifest' && second !== undefined) key = `manifest.${String(second)}`;
    if (first === 'translations' && typeof second === 'number')
      key = `translations.${input.translations?.[second]?.locale}`;
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}
