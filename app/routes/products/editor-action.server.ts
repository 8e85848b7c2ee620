import { redirect } from 'react-router';
import type { Viewer } from '../../../core/accounts/viewer.ts';
import { renderMarkdown } from '../../../core/content/markdown.ts';
import type { CoreDeps } from '../../../core/deps.ts';
import { createProduct } from '../../../core/products/create-product.ts';
import {
  type EditorValues,
  editorFieldErrors,
  editorValuesFromForm,
  productInputFromValues,
} from '../../../core/products/product-form.ts';
import { type ProductData, productInput } from '../../../core/products/product-input.schema.ts';
import { productStatusBody } from '../../../core/products/product-status.schema.ts';
import { publishRelease } from '../../../core/products/publish-release.ts';
import { releaseGuidesInput, releaseInput } from '../../../core/products/release.schema.ts';
import { saveReleaseGuides } from '../../../core/products/save-release-guides.ts';
import { setProductStatus } from '../../../core/products/set-product-status.ts';
import { updateProduct } from '../../../core/products/update-product.ts';
import type { AppError } from '../../../core/shared/app-error.ts';
import { locales } from '../../../i18n/config.ts';
import type { BuyerPreviewData, EditorActionData } from '../../components/editor/editor-action.ts';
import { formText, refusingAppErrors } from '../../lib/form-action.server.ts';

/** What the buyer's page would show with these (checked) values: the description rendered by the server. */
function buyerPreview(values: EditorValues, data: ProductData): BuyerPreviewData {
  return {
    title: data.title,
    summary: data.summary,
    descriptionHtml: renderMarkdown(data.description),
    priceCents: data.price,
    billing: data.billing,
    tags: data.tags,
    deploymentHours: data.deploymentHours,
    manifest: data.manifest,
    deploymentService: data.deploymentService,
    deploymentPriceCents: data.deploymentService === 'paid_option' ? data.deploymentPrice : null,
    coverAssetId: values.coverAssetId || null,
    galleryAssetIds: values.galleryAssetIds,
  };
}

/** An expected failure of a use case as the editor shows it: a field error when it names a field. */
function failure(
  error: AppError,
  intent: EditorActionData['intent'],
  values?: EditorValues,
): Extract<EditorActionData, { ok: false }> {
  const field = typeof error.details?.field === 'string' ? error.details.field : null;
  const missing = Array.isArray(error.details?.missing) ? (error.details.missing as string[]) : undefined;
  return {
    intent,
    ok: false,
    values,
    fieldErrors: field ? { [field]: error.code } : undefined,
    formError: field ? undefined : { code: error.code, message: error.message, missing },
  };
}

/**
 * The editor's action, for /products/new (`productId` null) and /product/:slug/edit: save (then back to the edit
 * page at the product's current address), preview as a buyer without saving, change the status, publish a
 * release. Works as a plain form post; refused input comes back with the typed values and field errors.
 */
export async function editorAction(
  deps: CoreDeps,
  viewer: Viewer,
  productId: string | null,
  form: FormData,
): Promise<EditorActionData | Response> {
  const intent = formText(form, 'intent');
  if (productId && intent === 'status') {
    const parsed = productStatusBody.safeParse({ status: formText(form, 'status') });
    if (!parsed.success) return { intent: 'status', ok: false, formError: { code: 'invalid', message: '' } };
    return refusingAppErrors(
      async () => {
        const done = await setProductStatus(deps, viewer, { productId, status: parsed.data.status });
        return { intent: 'status', ok: true, status: done.status } as const;
      },
      (error) => failure(error, 'status'),
      (error) => error.status === 401,
    );
  }
  if (productId && intent === 'release') {
    const raw = {
      version: formText(form, 'version'),
      changelog: formText(form, 'changelog'),
      guide: formText(form, 'guide'),
      fileAssetIds: form.getAll('releaseFileAssetIds').filter((v) => typeof v === 'string'),
    };
    const parsed = releaseInput.safeParse(raw);
    if (!parsed.success) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of parsed.error.issues) fieldErrors[`release.${String(issue.path[0])}`] ??= issue.message;
      return { intent: 'release', ok: false, fieldErrors, release: raw };
    }
    return refusingAppErrors(
      async () => {
        const release = await publishRelease(deps, viewer, productId, parsed.data);
        return { intent: 'release', ok: true, version: release.version } as const;
      },
      (error) => {
        const result = failure(error, 'release');
        return {
          ...result,
          release: raw,
          fieldErrors:
            result.fieldErrors &&
            Object.fromEntries(Object.entries(result.fieldErrors).map(([k, v]) => [`release.${k}`, v])),
        };
      },
      (error) => error.status === 401,
    );
  }
  if (productId && intent === 'guide') {
    const typed = Object.fromEntries(locales.map((locale) => [locale, formText(form, `guide.${locale}`)]));
    const sent = locales.filter((locale) => form.has(`guide.${locale}`));
    const parsed = releaseGuidesInput.safeParse({
      guides: sent.map((locale) => ({ locale, body: typed[locale] })),
    });
    if (!parsed.success) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const index = issue.path[1];
        const locale = typeof index === 'number' ? sent[index] : undefined;
        fieldErrors[locale ? `guide.${locale}` : 'guide'] ??= issue.message;
      }
      return { intent: 'guide', ok: false, fieldErrors, guides: typed };
    }
    return refusingAppErrors(
      async () => {
        await saveReleaseGuides(deps, viewer, { productId, releaseId: formText(form, 'releaseId'), ...parsed.data });
        return { intent: 'guide', ok: true } as const;
      },
      (error) => ({ ...failure(error, 'guide'), guides: typed }),
      (error) => error.status === 401,
    );
  }

  const values = editorValuesFromForm(form);
  const input = productInputFromValues(values);
  const parsed = productInput.safeParse(input);
  const saving = intent !== 'preview';
  if (!parsed.success) {
    return {
      intent: saving ? 'save' : 'preview',
      ok: false,
      values,
      fieldErrors: editorFieldErrors(parsed.error, input),
    };
  }
  if (!saving) return { intent: 'preview', ok: true, values, preview: buyerPreview(values, parsed.data) };
  return refusingAppErrors(
    async () => {
      const saved = productId
        ? await updateProduct(deps, viewer, productId, parsed.data)
        : await createProduct(deps, viewer, parsed.data);
      return redirect(`/product/${saved.slug}/edit?saved=1`);
    },
    (error) => failure(error, 'save', values),
    (error) => error.status === 401,
  );
}
