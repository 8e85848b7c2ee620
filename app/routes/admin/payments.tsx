import { data, redirect, useActionData, useNavigation } from 'react-router';
import { ZodError } from 'zod';
import {
  adminPaymentsQuery,
  paymentStatuses,
  refundStatuses,
} from '../../../core/admin/payments/admin-payments.schema.ts';
import { listAdminPayments } from '../../../core/admin/payments/list-admin-payments.ts';
import { listPastDueRenewals } from '../../../core/admin/payments/list-past-due-renewals.ts';
import { createPayoutBatch } from '../../../core/admin/payouts/create-payout-batch.ts';
import { getPayablePayouts } from '../../../core/admin/payouts/get-payable-payouts.ts';
import { getPayoutSchedule } from '../../../core/admin/payouts/get-payout-schedule.ts';
import { listPayoutBatches } from '../../../core/admin/payouts/list-payout-batches.ts';
import { updatePayoutSchedule } from '../../../core/admin/payouts/update-payout-schedule.ts';
import { fieldErrors } from '../../../core/content/field-errors.ts';
import { isAppError } from '../../../core/shared/app-error.ts';
import { formatCount, formatDate, formatPrice } from '../../../i18n/format.ts';
import { FilterForm } from '../../components/admin/filter-form.tsx';
import { ListPagination } from '../../components/admin/list-pagination.tsx';
import { PayeesTable } from '../../components/admin/payments/payees-table.tsx';
import {
  batchColumns,
  paymentColumns,
  refundColumns,
  renewalColumns,
} from '../../components/admin/payments/payments-columns.tsx';
import { PayoutConfirmForm } from '../../components/admin/payments/payout-confirm-form.tsx';
import { PayoutScheduleForm, type ScheduleFormResult } from '../../components/admin/payments/payout-schedule-form.tsx';
import { Stat } from '../../components/dashboard/stat.tsx';
import { Notice } from '../../components/info/notice.tsx';
import { PageHero } from '../../components/info/page-hero.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import { type RecordColumns, RecordTable } from '../../components/ui/record-table.tsx';
import { Section } from '../../components/ui/section.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { depsContext, requestContext } from '../../context.ts';
import { requireAdminUser } from '../../lib/auth.server.ts';
import { formText } from '../../lib/form-action.server.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import type { Route } from './+types/payments';
import { adminMeta } from './admin-meta.server.ts';
import { pageQuery } from './page-query.server.ts';

export async function loader({ url, context }: Route.LoaderArgs) {
  const viewer = requireAdminUser(context, url);
  const query = pageQuery(url, adminPaymentsQuery);
  const deps = context.get(depsContext);
  const [listing, payable, batches, schedule, renewals] = await Promise.all([
    listAdminPayments(deps, viewer, query),
    getPayablePayouts(deps, viewer),
    listPayoutBatches(deps, viewer),
    getPayoutSchedule(deps, viewer),
    listPastDueRenewals(deps, viewer),
  ]);
  return { meta: adminMeta(context, 'adminPayments'), query, listing, payable, batches, schedule, renewals };
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export type CreateBatchResult = { ok: false; error: string };

/** Whole euros as typed in the schedule form, in cents (NaN, refused by the schema, when not a number). */
const centsOf = (euros: string) => (euros.trim() === '' ? Number.NaN : Math.round(Number(euros) * 100));

/**
 * "Créer un lot de virements" (with the total and count the administrator confirmed; the new batch's page follows),
 * and the payout schedule's form (intent `schedule`).
 */
export async function action({ request, url, context }: Route.ActionArgs) {
  const viewer = requireAdminUser(context, url);
  const form = await request.formData();
  const deps = context.get(depsContext);
  const ip = { ip: context.get(requestContext).clientIp };
  if (formText(form, 'intent') === 'schedule') {
    try {
      await updatePayoutSchedule(
        deps,
        viewer,
        {
          frequency: formText(form, 'frequency', 20),
          weekday: formText(form, 'weekday', 5),
          dayOfMonth: formText(form, 'dayOfMonth', 5),
          minimumCents: centsOf(formText(form, 'minimumEuros', 20)),
          holdingDays: formText(form, 'holdingDays', 5),
        },
        ip,
      );
      return { ok: true } satisfies ScheduleFormResult;
    } catch (error) {
      if (error instanceof ZodError) {
        return data<ScheduleFormResult>({ ok: false, fieldErrors: fieldErrors(error) }, { status: 400 });
      }
      throw error;
    }
  }
  const expected = form.get('expectedLastBatchId');
  try {
    const batch = await createPayoutBatch(
      deps,
      viewer,
      {
        expectedLastBatchId: typeof expected === 'string' && expected !== '' ? expected : null,
        expectedTotalCents: formText(form, 'expectedTotalCents', 20),
        expectedCount: formText(form, 'expectedCount', 20),
      },
      ip,
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

export default function AdminPaymentsPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('adminPayments');
  const { query, listing, payable, batches, schedule, renewals } = loaderData;
  const answer = useActionData<CreateBatchResult | ScheduleFormResult>();
  const result = answer && 'error' in answer ? answer : undefined;
  const scheduleResult = answer && !('error' in answer) ? answer : undefined;
  const navigation = useNavigation();
  const locale = i18n.language;
  const creating = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const filters = { provider: query.provider, status: query.status, refund_status: query.refund_status };
  /** One of the page's lists, its texts under `<list>.`: the caption (its heading), column headings, empty line. */
  const records = <Row extends { id: string }>(
    list: 'batches' | 'payments' | 'refunds' | 'renewals',
    rows: readonly Row[],
    columns: RecordColumns<Row>,
    rowHeader?: string,
  ) => (
    <RecordTable
      caption={t(`${list}.heading`)}
      rows={rows}
      label={(key) => t(`${list}.columns.${key}`)}
      empty={t(`${list}.empty`)}
      columns={columns}
      rowHeader={rowHeader}
    />
  );
  /** The status filter of the payments' or the refunds' list. */
  const statusSelect = (
    name: 'status' | 'refund_status',
    statuses: readonly string[],
    list: 'payments' | 'refunds',
  ) => (
    <SelectField
      name={name}
      label={t('payments.status')}
      value={query[name]}
      values={statuses}
      labelOf={(status) => t(`${list}.statuses.${status}`)}
      allLabel={t('payments.all')}
    />
  );
  return (
    <>
      <PageHero eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <div className="mx-auto max-w-7xl space-y-10 px-4 py-8 md:py-10">
        <Section
          bold
          headingId="payouts"
          title={t('payouts.heading')}
          description={t('payouts.cutoff', { date: formatDate(payable.cutoffAt, locale) })}
          className="space-y-4"
        >
          <dl className="grid gap-3 sm:grid-cols-2">
            <Stat label={t('payouts.payableTotal')} value={formatPrice(payable.payableCents, locale)} />
            <Stat label={t('payouts.payableCount')} value={formatCount(payable.payableCount, locale)} />
          </dl>
          {result && !result.ok && (
            <Notice tone="error">{t(`errors.${result.error}`, { defaultValue: t('errors.generic') })}</Notice>
          )}
          {payable.payableCount > 0 ? (
            <PayoutConfirmForm
              intent="create"
              totalCents={payable.payableCents}
              count={payable.payableCount}
              submit={t('payouts.create')}
              hint={t('payouts.createHint')}
              disabled={creating}
              extra={{ expectedLastBatchId: batches.lastBatchId ?? '' }}
            />
          ) : (
            <p className="text-sm text-muted-foreground">{t('payouts.nothingPayable')}</p>
          )}
          <PayeesTable payees={payable.payees} />
        </Section>

        <Section
          bold
          headingId="payout-schedule"
          title={t('schedule.heading')}
          description={t('schedule.lead')}
          className="space-y-4"
        >
          <PayoutScheduleForm view={schedule} result={scheduleResult} />
        </Section>

        <Section bold headingId="batches" title={t('batches.heading')} className="space-y-4">
          {records('batches', batches.data, batchColumns(t, locale))}
        </Section>

        <Section bold headingId="payments" title={t('payments.heading')} className="space-y-4">
          <FilterForm
            label={t('payments.filter')}
            keep={{ refund_status: query.refund_status }}
            submit={t('payments.apply')}
          >
            <SelectField
              name="provider"
              label={t('payments.provider')}
              value={query.provider}
              values={listing.providers}
              allLabel={t('payments.all')}
            />
            {statusSelect('status', paymentStatuses, 'payments')}
          </FilterForm>
          {records('payments', listing.payments, paymentColumns(t, locale), 'order')}
          <ListPagination
            meta={listing.meta.payments}
            path="/admin/payments"
            params={{ ...filters, refund_page: query.refund_page > 1 ? query.refund_page : null }}
          />
        </Section>

        <Section bold headingId="refunds" title={t('refunds.heading')} className="space-y-4">
          <FilterForm
            label={t('refunds.filter')}
            keep={{ provider: query.provider, status: query.status }}
            submit={t('payments.apply')}
          >
            {statusSelect('refund_status', refundStatuses, 'refunds')}
          </FilterForm>
          {records('refunds', listing.refunds, refundColumns(t, locale))}
          <ListPagination
            meta={listing.meta.refunds}
            path="/admin/payments"
            param="refund_page"
            params={{ ...filters, page: query.page > 1 ? query.page : null }}
          />
        </Section>

        <Section
          bold
          headingId="renewals"
          title={t('renewals.heading')}
          description={t('renewals.lead')}
          className="space-y-4"
        >
          {records('renewals', renewals, renewalColumns(t), 'buyer')}
        </Section>
      </div>
    </>
  );
}
