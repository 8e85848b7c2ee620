import { data, Form, redirect, useActionData, useNavigation } from 'react-router';
import { ZodError } from 'zod';
import {
  type AdminPaymentsQuery,
  adminPaymentsQuery,
  paymentStatuses,
  refundStatuses,
} from '../../../core/admin/payments/admin-payments.schema.ts';
import { listAdminPayments } from '../../../core/admin/payments/list-admin-payments.ts';
import { createPayoutBatch } from '../../../core/admin/payouts/create-payout-batch.ts';
import { getPayablePayouts } from '../../../core/admin/payouts/get-payable-payouts.ts';
import { listPayoutBatches } from '../../../core/admin/payouts/list-payout-batches.ts';
import { isAppError } from '../../../core/shared/app-error.ts';
import { pageCount } from '../../../core/shared/page-number.ts';
import { queryObject } from '../../../core/shared/query-object.ts';
import { formatCount, formatDate, formatPrice } from '../../../i18n/format.ts';
import { serverT } from '../../../i18n/server-t.ts';
import { FilterSelect } from '../../components/admin/filter-select.tsx';
import { PayeesTable } from '../../components/admin/payments/payees-table.tsx';
import { BatchesTable, PaymentsTable, RefundsTable } from '../../components/admin/payments/payments-tables.tsx';
import { Stat } from '../../components/dashboard/stat.tsx';
import { Notice } from '../../components/info/notice.tsx';
import { PageHero } from '../../components/info/page-hero.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import { Pagination } from '../../components/pagination.tsx';
import { Button } from '../../components/ui/button.tsx';
import { depsContext, requestContext } from '../../context.ts';
import { requireAdminUser } from '../../lib/auth.server.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import type { Route } from './+types/payments';

export async function loader({ url, context }: Route.LoaderArgs) {
  const viewer = requireAdminUser(context, url);
  const parsed = adminPaymentsQuery.safeParse(queryObject(url));
  if (!parsed.success) throw redirect('/admin/payments');
  const query = parsed.data;
  const deps = context.get(depsContext);
  const [listing, payable, batches] = await Promise.all([
    listAdminPayments(deps, viewer, query),
    getPayablePayouts(deps, viewer),
    listPayoutBatches(deps, viewer),
  ]);
  const t = serverT(context.get(requestContext).locale, 'adminPayments');
  return { meta: { title: t('meta'), noindex: true }, query, listing, payable, batches };
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export type CreateBatchResult = { ok: false; error: string };

/** "Créer un lot de virements": a plain form post; the new batch's page follows. */
export async function action({ request, url, context }: Route.ActionArgs) {
  const viewer = requireAdminUser(context, url);
  const form = await request.formData();
  const expected = form.get('expectedLastBatchId');
  try {
    const batch = await createPayoutBatch(
      context.get(depsContext),
      viewer,
      { expectedLastBatchId: typeof expected === 'string' && expected !== '' ? expected : null },
      { ip: context.get(requestContext).clientIp },
    );
    return redirect(`/admin/payments/batches/${batch.id}?created=1`);
  } catch (error) {
    if (isAppError(error) && error.status < 500) {
      return data<CreateBatchResult>({ ok: false, error: error.code }, { status: error.status });
    }
    if (error instanceof ZodError) return data<CreateBatchResult>({ ok: false, error: 'invalid' }, { status: 400 });
    throw error;
  }
}

/** The page's URL with `changes` applied (empty values dropped). */
function hrefWith(query: AdminPaymentsQuery, changes: Partial<Record<keyof AdminPaymentsQuery, string | number>>) {
  const search = new URLSearchParams();
  const merged: Record<string, string | number | undefined> = {
    provider: query.provider,
    status: query.status,
    refund_status: query.refund_status,
    page: query.page > 1 ? query.page : undefined,
    refund_page: query.refund_page > 1 ? query.refund_page : undefined,
    ...changes,
  };
  for (const [key, value] of Object.entries(merged))
    if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '?';
}

export default function AdminPaymentsPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('adminPayments');
  const { query, listing, payable, batches } = loaderData;
  const result = useActionData<CreateBatchResult>();
  const navigation = useNavigation();
  const locale = i18n.language;
  const creating = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  return (
    <>
      <PageHero eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <div className="mx-auto max-w-7xl space-y-10 px-4 py-8 md:py-10">
        <section aria-labelledby="payouts" className="space-y-4">
          <h2 id="payouts" className="text-xl font-bold">
            {t('payouts.heading')}
          </h2>
          <p className="text-sm text-muted-foreground">
            {t('payouts.cutoff', { date: formatDate(payable.cutoffAt, locale) })}
          </p>
          <dl className="grid gap-3 sm:grid-cols-2">
            <Stat label={t('payouts.payableTotal')} value={formatPrice(payable.payableCents, locale)} />
            <Stat label={t('payouts.payableCount')} value={formatCount(payable.payableCount, locale)} />
          </dl>
          {result && !result.ok && (
            <Notice tone="error">{t(`errors.${result.error}`, { defaultValue: t('errors.generic') })}</Notice>
          )}
          {payable.payableCount > 0 ? (
            <Form method="post" className="flex flex-wrap items-center gap-3">
              <input type="hidden" name="expectedLastBatchId" value={batches.lastBatchId ?? ''} />
              <Button type="submit" disabled={creating}>
                {t('payouts.create')}
              </Button>
              <span className="text-sm text-muted-foreground">{t('payouts.createHint')}</span>
            </Form>
          ) : (
            <p className="text-sm text-muted-foreground">{t('payouts.nothingPayable')}</p>
          )}
          <PayeesTable payees={payable.payees} />
        </section>

        <section aria-labelledby="batches" className="space-y-4">
          <h2 id="batches" className="text-xl font-bold">
            {t('batches.heading')}
          </h2>
          <BatchesTable batches={batches.data} />
        </section>

        <section aria-labelledby="payments" className="space-y-4">
          <h2 id="payments" className="text-xl font-bold">
            {t('payments.heading')}
          </h2>
          <Form method="get" className="flex flex-wrap items-end gap-3" aria-label={t('payments.filter')}>
            {query.refund_status && <input type="hidden" name="refund_status" value={query.refund_status} />}
            <FilterSelect
              id="provider"
              name="provider"
              label={t('payments.provider')}
              value={query.provider}
              allLabel={t('payments.all')}
              options={listing.providers.map((provider) => ({ value: provider, label: provider }))}
            />
            <FilterSelect
              id="status"
              name="status"
              label={t('payments.status')}
              value={query.status}
              allLabel={t('payments.all')}
              options={paymentStatuses.map((status) => ({ value: status, label: t(`payments.statuses.${status}`) }))}
            />
            <Button type="submit" size="sm" variant="outline">
              {t('payments.apply')}
            </Button>
          </Form>
          <PaymentsTable payments={listing.payments} />
          <Pagination
            page={listing.meta.payments.page}
            pages={pageCount(listing.meta.payments)}
            hrefFor={(page) => hrefWith(query, { page })}
          />
        </section>

        <section aria-labelledby="refunds" className="space-y-4">
          <h2 id="refunds" className="text-xl font-bold">
            {t('refunds.heading')}
          </h2>
          <Form method="get" className="flex flex-wrap items-end gap-3" aria-label={t('refunds.filter')}>
            {query.provider && <input type="hidden" name="provider" value={query.provider} />}
            {query.status && <input type="hidden" name="status" value={query.status} />}
            <FilterSelect
              id="refund_status"
              name="refund_status"
              label={t('payments.status')}
              value={query.refund_status}
              allLabel={t('payments.all')}
              options={refundStatuses.map((status) => ({ value: status, label: t(`refunds.statuses.${status}`) }))}
            />
            <Button type="submit" size="sm" variant="outline">
              {t('payments.apply')}
            </Button>
          </Form>
          <RefundsTable refunds={listing.refunds} />
          <Pagination
            page={listing.meta.refunds.page}
            pages={pageCount(listing.meta.refunds)}
            hrefFor={(refund_page) => hrefWith(query, { refund_page })}
          />
        </section>
      </div>
    </>
  );
}
