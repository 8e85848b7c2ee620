import { useActionData } from 'react-router';
import { getNewProductEditor } from '../../../core/products/get-product-for-edit.ts';
import { emptyEditorValues } from '../../../core/products/product-form.ts';
import { serverT } from '../../../i18n/server-t.ts';
import { BuyerPreview } from '../../components/editor/buyer-preview.tsx';
import type { EditorActionData } from '../../components/editor/editor-action.ts';
import { ProductEditorForm } from '../../components/editor/product-editor-form.tsx';
import { Notice } from '../../components/info/notice.tsx';
import { PageHero } from '../../components/info/page-hero.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import { ButtonLink } from '../../components/ui/button.tsx';
import { depsContext, requestContext } from '../../context.ts';
import { requireUser } from '../../lib/auth.server.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { guard } from '../../lib/route-errors.server.ts';
import { orMissingSellerProfile } from '../../lib/seller-access.server.ts';
import type { Route } from './+types/new';
import { editorAction } from './editor-action.server.ts';

/**
 * A customer is sent to /sell (becoming a seller); an expert without a seller profile is asked to complete it
 * first; otherwise the options (categories, the seller's library) of the editor.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const viewer = requireUser(context, url);
  const { locale } = context.get(requestContext);
  const meta = { title: serverT(locale, 'editor')('meta.new'), noindex: true };
  return orMissingSellerProfile(
    async () => {
      const options = await getNewProductEditor(context.get(depsContext), viewer);
      return { options, needsProfile: false, locale, meta };
    },
    () => ({ options: null, needsProfile: true, locale, meta }),
  );
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const viewer = requireUser(context, url);
  const form = await request.formData();
  return guard(async () => editorAction(context.get(depsContext), viewer, null, form));
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export default function NewProductPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('editor');
  const result = useActionData<EditorActionData>();
  const { options, needsProfile, locale } = loaderData;
  const failed = result && !result.ok ? result : undefined;
  const preview = result?.ok && result.intent === 'preview' ? result : undefined;
  const values = failed?.values ?? preview?.values ?? emptyEditorValues(locale);
  return (
    <>
      <PageHero eyebrow={t('eyebrow')} title={t('newTitle')} lead={t('newLead')} />
      <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 md:py-10">
        {needsProfile || !options ? (
          <Notice tone="error" title={t('profileMissing.title')}>
            <p>{t('profileMissing.text')}</p>
            <ButtonLink to="/dashboard/seller-profile" className="mt-3" size="sm">
              {t('profileMissing.action')}
            </ButtonLink>
          </Notice>
        ) : (
          <>
            {preview && <BuyerPreview preview={preview.preview} assets={options.assets} saved={null} />}
            <ProductEditorForm
              values={values}
              options={options}
              assets={options.assets}
              errors={failed?.fieldErrors ?? {}}
              formError={failed?.formError}
            />
          </>
        )}
      </div>
    </>
  );
}
