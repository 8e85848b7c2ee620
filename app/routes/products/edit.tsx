import { isRouteErrorResponse, redirect, useActionData, useRouteLoaderData } from 'react-router';
import { productSuspension } from '../../../core/admin/moderation/product-suspension.ts';
import { editableProductId, getEditorOptions, getProductForEdit } from '../../../core/products/get-product-for-edit.ts';
import { editorValuesFromProduct } from '../../../core/products/product-form.ts';
import { isAppError } from '../../../core/shared/app-error.ts';
import { serverT } from '../../../i18n/server-t.ts';
import { BuyerPreview } from '../../components/editor/buyer-preview.tsx';
import type { EditorActionData } from '../../components/editor/editor-action.ts';
import { GuideSection } from '../../components/editor/guide-form.tsx';
import { NotYourProductScreen } from '../../components/editor/not-your-product.tsx';
import { ProductEditorForm } from '../../components/editor/product-editor-form.tsx';
import { ReleaseSection } from '../../components/editor/release-form.tsx';
import { StatusPanel } from '../../components/editor/status-panel.tsx';
import { RouteErrorScreen } from '../../components/error-screen.tsx';
import { Notice } from '../../components/info/notice.tsx';
import { PageHero } from '../../components/info/page-hero.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import { ButtonLink } from '../../components/ui/button.tsx';
import { depsContext, requestContext } from '../../context.ts';
import { requireUser } from '../../lib/auth.server.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { guard, type RouteErrorData } from '../../lib/route-errors.server.ts';
import type { Route } from './+types/edit';
import { editorAction } from './editor-action.server.ts';

/** The product (its owner or an administrator; another seller: 403) and what the editor offers to choose from. */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const viewer = requireUser(context, url);
  const { locale } = context.get(requestContext);
  return guard(async () => {
    const deps = context.get(depsContext);
    const product = await getProductForEdit(deps, viewer, { slug: params.slug }).catch((error) => {
      // A former address (the slug changed): the editor at the current one.
      if (isAppError(error) && error.code === 'product_moved')
        throw redirect(`/product/${error.details?.slug}/edit`, 301);
      throw error;
    });
    const [options, suspension] = await Promise.all([
      getEditorOptions(deps, product.sellerId),
      product.status === 'suspended' ? productSuspension(deps.db, product.id) : null,
    ]);
    const t = serverT(locale, 'editor');
    return {
      product,
      options,
      suspension,
      saved: url.searchParams.get('saved') === '1',
      meta: { title: t('meta.edit', { title: product.title }), noindex: true },
    };
  });
}

export async function action({ params, request, url, context }: Route.ActionArgs) {
  const viewer = requireUser(context, url);
  const form = await request.formData();
  return guard(async () => {
    const deps = context.get(depsContext);
    return editorAction(deps, viewer, await editableProductId(deps, viewer, params.slug), form);
  });
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

/** Someone else's product (403 `forbidden`): a page saying so, with the ways on; any other error as everywhere. */
export function ErrorBoundary({ error, params }: Route.ErrorBoundaryProps) {
  const root = useRouteLoaderData<{ requestId?: string }>('root');
  if (isRouteErrorResponse(error) && (error.data as RouteErrorData | undefined)?.code === 'forbidden') {
    return <NotYourProductScreen slug={params.slug} />;
  }
  return <RouteErrorScreen error={error} requestId={root?.requestId} />;
}

export default function EditProductPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('editor');
  const result = useActionData<EditorActionData>();
  const { product, options, suspension, saved } = loaderData;
  const failed = result && !result.ok ? result : undefined;
  const preview = result?.ok && result.intent === 'preview' ? result : undefined;
  const productErrors = failed && (failed.intent === 'save' || failed.intent === 'preview') ? failed : undefined;
  const values = productErrors?.values ?? preview?.values ?? editorValuesFromProduct(product, i18n.language);
  return (
    <>
      <PageHero eyebrow={t('eyebrow')} title={t('editTitle', { title: product.title })}>
        <div className="mt-4 flex flex-wrap gap-3">
          {product.status === 'published' && (
            <ButtonLink to={`/product/${product.slug}`} variant="outline" size="sm">
              {t('actions.viewPage')}
            </ButtonLink>
          )}
          <ButtonLink to="/dashboard/products" variant="ghost" size="sm">
            {t('actions.backToProducts')}
          </ButtonLink>
        </div>
      </PageHero>
      <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 md:py-10">
        {saved && !result && <Notice tone="success">{t('saved')}</Notice>}
        {result?.ok && result.intent === 'status' && (
          <Notice tone="success">{t('status.changed', { status: t(`status.${result.status}`) })}</Notice>
        )}
        <StatusPanel
          status={product.status}
          suspension={suspension}
          missing={product.missing}
          refusedMissing={failed?.intent === 'status' ? failed.formError?.missing : undefined}
        />
        {failed?.intent === 'status' && !failed.formError?.missing && failed.formError && (
          <Notice tone="error">
            {t(`errors.${failed.formError.code}`, { defaultValue: failed.formError.message })}
          </Notice>
        )}
        {preview && (
          <BuyerPreview
            preview={preview.preview}
            assets={options.assets}
            saved={{ coverAssetId: product.coverAssetId, cover: product.cover, gallery: product.gallery }}
          />
        )}
        <ProductEditorForm
          key={product.slug}
          values={values}
          options={options}
          assets={options.assets}
          errors={productErrors?.fieldErrors ?? {}}
          formError={productErrors?.formError}
        />
        <ReleaseSection
          releases={product.releases}
          guide={product.guide?.bodies[product.language] ?? ''}
          assets={options.assets}
          errors={failed?.intent === 'release' ? (failed.fieldErrors ?? {}) : {}}
          typed={failed?.intent === 'release' ? failed.release : undefined}
          published={result?.ok && result.intent === 'release' ? result.version : undefined}
        />
        {failed?.intent === 'release' && failed.formError && (
          <Notice tone="error">
            {t(`errors.${failed.formError.code}`, { defaultValue: failed.formError.message })}
          </Notice>
        )}
        <GuideSection
          guide={product.guide}
          language={product.language}
          errors={failed?.intent === 'guide' ? (failed.fieldErrors ?? {}) : {}}
          typed={failed?.intent === 'guide' ? failed.guides : undefined}
          saved={result?.ok === true && result.intent === 'guide'}
        />
        {failed?.intent === 'guide' && failed.formError && (
          <Notice tone="error">
            {t(`errors.${failed.formError.code}`, { defaultValue: failed.formError.message })}
          </Notice>
        )}
      </div>
    </>
  );
}
