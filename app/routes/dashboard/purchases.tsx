import { data, redirect, redirectDocument, useActionData } from 'react-router';
import { createDownloadLink } from '../../../core/delivery/create-download-link.ts';
import { createDownloadLinkBody } from '../../../core/delivery/delivery.schema.ts';
import { listPurchases } from '../../../core/purchases/list-purchases.ts';
import { listReceivedGifts } from '../../../core/purchases/list-received-gifts.ts';
import { listPurchasesQuery } from '../../../core/purchases/purchases.schema.ts';
import { refundRequest } from '../../../core/refunds/refund.schema.ts';
import { requestRefund } from '../../../core/refunds/request-refund.ts';
import { pageCount } from '../../../core/shared/page-number.ts';
import { queryObject } from '../../../core/shared/query-object.ts';
import { serverT } from '../../../i18n/server-t.ts';
import { Notice } from '../../components/info/notice.tsx';
import { PageHero } from '../../components/info/page-hero.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import { Pagination } from '../../components/pagination.tsx';
import { OrderCard } from '../../components/purchases/order-card.tsx';
import type { PurchaseActionResult } from '../../components/purchases/purchase-action.ts';
import { ReceivedGiftCard } from '../../components/purchases/received-gift.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Section } from '../../components/ui/section.tsx';
import { depsContext, requestContext } from '../../context.ts';
import { requireUser } from '../../lib/auth.server.ts';
import { formText, refusingAppErrors } from '../../lib/form-action.server.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { guard } from '../../lib/route-errors.server.ts';
import type { Route } from './+types/purchases';
import { pageHref } from './page-href.ts';

const downloadCodes = new Set([
  'download_link_expired',
  'download_link_other_user',
  'download_link_invalid',
  'download_forbidden',
  'file_not_found',
]);

export async function loader({ url, context }: Route.LoaderArgs) {
  const viewer = requireUser(context, url);
  const t = serverT(context.get(requestContext).locale, 'purchases');
  return guard(async () => {
    const query = listPurchasesQuery.parse(queryObject(url));
    const deps = context.get(depsContext);
    const [purchases, gifts] = await Promise.all([
      listPurchases(deps, viewer, query),
      query.page === 1 ? listReceivedGifts(deps, viewer) : [],
    ]);
    const pages = pageCount(purchases.meta);
    if (query.page > pages) throw redirect('/dashboard/purchases');
    // Where /downloads/:token sends a link it could not serve: the reason, told on this page.
    const download = url.searchParams.get('download');
    return {
      purchases,
      gifts,
      pages,
      downloadError: download ? (downloadCodes.has(download) ? download : 'unknown') : null,
      meta: { title: t('meta'), noindex: true },
    };
  });
}

/** A download (a fresh signed link, followed at once) or a refund request; both work without JavaScript. */
export async function action({ request, url, context }: Route.ActionArgs) {
  const viewer = requireUser(context, url);
  const deps = context.get(depsContext);
  const form = await request.formData();
  if (formText(form, 'intent') === 'download') {
    const failed = (code: string, status: number) =>
      data<PurchaseActionResult>({ intent: 'download', ok: false, code }, status);
    const input = createDownloadLinkBody.safeParse({ fileId: formText(form, 'fileId') });
    if (!input.success) return failed('file_not_found', 404);
    return refusingAppErrors(
      async () => {
        const link = await createDownloadLink(deps, viewer, input.data);
        // A document redirect: the browser itself requests the file, saves it and stays on this page.
        return redirectDocument(link.url);
      },
      (error) => failed(error.code, error.status),
      () => false,
    );
  }

  const itemId = formText(form, 'orderItemId') || null;
  const reason = formText(form, 'reason', 2000);
  const failed = (status: number, code: string, message?: string) =>
    data<PurchaseActionResult>({ intent: 'refund', ok: false, itemId, code, message, reason }, status);
  const parsed = refundRequest.safeParse({
    orderId: formText(form, 'orderId'),
    orderItemId: formText(form, 'orderItemId'),
    reason,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return failed(400, issue?.path[0] === 'reason' ? issue.message : 'invalid');
  }
  return refusingAppErrors(
    async () => {
      await requestRefund(deps, viewer, parsed.data);
      const title = formText(form, 'title', 200);
      return { intent: 'refund', ok: true, itemId: itemId ?? '', title } satisfies PurchaseActionResult;
    },
    (error) => failed(error.status, error.code, error.message),
  );
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export default function PurchasesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('purchases');
  const result = useActionData<PurchaseActionResult>();
  const { purchases, gifts, pages, downloadError } = loaderData;
  const failedDownload = result?.intent === 'download' ? result.code : downloadError;
  return (
    <>
      <PageHero eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 md:py-10">
        {failedDownload && (
          <Notice tone="error">
            {t(`downloadErrors.${failedDownload}`, { defaultValue: t('downloadErrors.unknown') })}
          </Notice>
        )}
        {gifts.length > 0 && (
          <Section title={t('gifts.heading')} headingId="received-gifts" bold className="space-y-4">
            <ul className="space-y-4">
              {gifts.map((gift) => (
                <li key={gift.item.id}>
                  <ReceivedGiftCard gift={gift} />
                </li>
              ))}
            </ul>
          </Section>
        )}
        {purchases.data.length === 0 && gifts.length === 0 && (
          <EmptyState title={t('empty.title')} action={<ButtonLink to="/market">{t('empty.explore')}</ButtonLink>}>
            {t('empty.hint')}
          </EmptyState>
        )}
        {purchases.data.length > 0 && (
          <>
            <p className="sr-only">{t('ordersHeading')}</p>
            <ol className="space-y-6">
              {purchases.data.map((order) => (
                <li key={order.id}>
                  <OrderCard order={order} result={result} />
                </li>
              ))}
            </ol>
          </>
        )}
        <Pagination page={purchases.meta.page} pages={pages} hrefFor={pageHref('/dashboard/purchases')} />
      </div>
    </>
  );
}
