import { data, redirect, useActionData, useRevalidator } from 'react-router';
import { assetIdParam, listAssetsQuery } from '../../../core/assets/asset.schema.ts';
import { deleteAsset } from '../../../core/assets/delete-asset.ts';
import { listAssets } from '../../../core/assets/list-assets.ts';
import { canSell } from '../../../core/sellers/seller-role.ts';
import { pageCount } from '../../../core/shared/page-number.ts';
import { queryObject } from '../../../core/shared/query-object.ts';
import { formatBytes } from '../../../i18n/format.ts';
import { serverT } from '../../../i18n/server-t.ts';
import { AssetTable } from '../../components/assets/asset-table.tsx';
import { AssetUploader } from '../../components/assets/asset-uploader.tsx';
import { SellerAccessNotice } from '../../components/dashboard/seller-access-notice.tsx';
import { Notice } from '../../components/info/notice.tsx';
import { PageHero } from '../../components/info/page-hero.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import { Pagination } from '../../components/pagination.tsx';
import { Section } from '../../components/ui/section.tsx';
import { depsContext, requestContext } from '../../context.ts';
import { requireUser } from '../../lib/auth.server.ts';
import { formText, refusingAppErrors } from '../../lib/form-action.server.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { guard } from '../../lib/route-errors.server.ts';
import { orMissingSellerProfile } from '../../lib/seller-access.server.ts';
import type { Route } from './+types/assets';
import { pageHref } from './page-href.ts';

/** What a delete answered: the file's name to confirm it, or the refusal's code (and the products using it). */
export type AssetActionResult = { ok: true; fileName: string } | { ok: false; code: string; products: string[] };

export async function loader({ url, context }: Route.LoaderArgs) {
  const viewer = requireUser(context, url);
  if (!canSell(viewer)) throw redirect('/sell');
  const meta = { title: serverT(context.get(requestContext).locale, 'assets')('meta'), noindex: true };
  const query = listAssetsQuery.safeParse(queryObject(url));
  // The page is always one's own library (an administrator names another seller's through the API only).
  if (!query.success || query.data.sellerId) throw redirect('/dashboard/assets');
  return guard(() =>
    orMissingSellerProfile(
      async () => {
        const library = await listAssets(context.get(depsContext), viewer, query.data);
        const pages = pageCount(library.meta);
        if (query.data.page > pages) throw redirect('/dashboard/assets');
        return { meta, library, pages };
      },
      () => ({ meta, library: null, pages: 1 }),
    ),
  );
}

/** Deleting a file, with or without JavaScript (uploads need it: see the page). */
export async function action({ request, url, context }: Route.ActionArgs) {
  const viewer = requireUser(context, url);
  const form = await request.formData();
  const failed = (code: string, status: number, products: string[] = []) =>
    data<AssetActionResult>({ ok: false, code, products }, status);
  const assetId = assetIdParam.safeParse(formText(form, 'assetId'));
  if (formText(form, 'intent') !== 'delete' || !assetId.success) return failed('asset_not_found', 404);
  return refusingAppErrors(
    async () => {
      await deleteAsset(context.get(depsContext), viewer, { assetId: assetId.data });
      return { ok: true, fileName: formText(form, 'fileName', 200) } satisfies AssetActionResult;
    },
    (error) => failed(error.code, error.status, (error.details?.products as string[] | undefined) ?? []),
  );
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export default function AssetsPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('assets');
  const result = useActionData<AssetActionResult>();
  const revalidator = useRevalidator();
  const { library, pages } = loaderData;
  return (
    <>
      <PageHero eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-8 md:py-10">
        {!library && <SellerAccessNotice kind="missingProfile" />}
        {result && (
          <Notice tone={result.ok ? 'success' : 'error'}>
            {result.ok
              ? t('library.deleted', { name: result.fileName })
              : result.products.length > 0
                ? t('errors.asset_in_use_by', { products: result.products.join(', ') })
                : t(`errors.${result.code}`, { defaultValue: t('errors.unknown') })}
          </Notice>
        )}
        {library && (
          <>
            <div className="max-w-md space-y-2">
              <label htmlFor="asset-quota" className="block font-medium text-sm">
                {t('quota.label')}
              </label>
              <meter
                id="asset-quota"
                className="h-3 w-full"
                min={0}
                max={library.meta.quotaBytes}
                low={library.meta.quotaBytes * 0.8}
                high={library.meta.quotaBytes * 0.95}
                optimum={0}
                value={library.meta.usedBytes}
              />
              <p className="text-muted-foreground text-sm">
                {t('quota.text', {
                  used: formatBytes(library.meta.usedBytes, i18n.language),
                  total: formatBytes(library.meta.quotaBytes, i18n.language),
                })}
              </p>
            </div>
            <Section title={t('upload.heading')} headingId="asset-upload" bold>
              <noscript>
                <p className="text-muted-foreground">{t('upload.noScript')}</p>
              </noscript>
              <AssetUploader onUploaded={() => revalidator.revalidate()} />
            </Section>
            <Section title={t('library.heading')} headingId="asset-library" bold>
              <AssetTable assets={library.assets} />
              <Pagination page={library.meta.page} pages={pages} hrefFor={pageHref('/dashboard/assets')} />
            </Section>
          </>
        )}
      </div>
    </>
  );
}
