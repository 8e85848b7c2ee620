import { data, redirect, useActionData, useNavigation } from 'react-router';
import { confirmPayoutBatch } from '../../../core/admin/payouts/confirm-payout-batch.ts';
import { getPayoutBatch } from '../../../core/admin/payouts/get-payout-batch.ts';
import { markPayoutBatchPaid } from '../../../core/admin/payouts/mark-payout-batch-paid.ts';
import { formatCount, formatDate, formatDateTime, formatPrice } from '../../../i18n/format.ts';
import { BatchPayoutsTable } from '../../components/admin/payments/batch-payouts-table.tsx';
import { PayoutConfirmForm } from '../../components/admin/payments/payout-confirm-form.tsx';
import { CsvDownloadLinks } from '../../components/csv-download-links.tsx';
import { Stat } from '../../components/dashboard/stat.tsx';
import { Notice } from '../../components/info/notice.tsx';
import { PageHero } from '../../components/info/page-hero.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import { ButtonLink } from '../../components/ui/button.tsx';
import { DownloadLink } from '../../components/ui/download-link.tsx';
import { Section } from '../../components/ui/section.tsx';
import { depsContext, requestContext } from '../../context.ts';
import { requireAdminUser } from '../../lib/auth.server.ts';
import { formText, refusingAppErrors } from '../../lib/form-action.server.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { guard } from '../../lib/route-errors.server.ts';
import type { Route } from './+types/payout-batch';
import { adminMeta } from './admin-meta.server.ts';

export async function loader({ url, params, context }: Route.LoaderArgs) {
  const viewer = requireAdminUser(context, url);
  return guard(async () => {
    const batch = await getPayoutBatch(context.get(depsContext), viewer, params.batchId);
    const flash = url.searchParams.get('created')
      ? 'created'
      : url.searchParams.get('confirmed')
        ? 'confirmed'
        : (url.searchParams.get('paid') as 'done' | 'already' | null);
    return { meta: adminMeta(context, 'adminPayments', 'batch.meta', { reference: batch.reference }), batch, flash };
  });
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

/**
 * « Confirmer le lot » (a scheduled batch) and « Marquer comme payé », each with the total and count the administrator
 * confirmed; a second time changes nothing and says so, a mismatch is shown on the page.
 */
export async function action({ request, url, params, context }: Route.ActionArgs) {
  const viewer = requireAdminUser(context, url);
  const form = await request.formData();
  const confirmation = {
    expectedTotalCents: formText(form, 'expectedTotalCents', 20),
    expectedCount: formText(form, 'expectedCount', 20),
  };
  const deps = context.get(depsContext);
  const ip = { ip: context.get(requestContext).clientIp };
  return guard(() =>
    refusingAppErrors(
      async () => {
        if (formText(form, 'intent') === 'confirm') {
          await confirmPayoutBatch(deps, viewer, params.batchId, confirmation, ip);
          return redirect(`/admin/payments/batches/${params.batchId}?confirmed=1`);
        }
        const marked = await markPayoutBatchPaid(deps, viewer, params.batchId, confirmation, ip);
        return redirect(`/admin/payments/batches/${marked.id}?paid=${marked.changed ? 'done' : 'already'}`);
      },
      (error) => data({ error: error.code }, { status: error.status }),
      (error) => error.status !== 409,
    ),
  );
}

export default function PayoutBatchPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('adminPayments');
  const { batch, flash } = loaderData;
  const refused = useActionData<{ error: string }>();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const locale = i18n.language;
  const base = `/admin/payments/batches/${batch.id}`;
  return (
    <>
      <PageHero
        eyebrow={t('batches.heading')}
        title={t('batch.title', { reference: batch.reference })}
        lead={t('batch.lead')}
      >
        <ButtonLink to="/admin/payments" variant="outline" size="sm" className="mt-4">
          {t('batch.back')}
        </ButtonLink>
      </PageHero>
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-8 md:py-10">
        {flash === 'created' && (
          <Notice tone="success">
            {t('payouts.created', {
              reference: batch.reference,
              count: batch.payoutCount,
              amount: formatPrice(batch.totalCents, locale),
            })}
          </Notice>
        )}
        {flash === 'confirmed' && <Notice tone="success">{t('batch.confirmedDone')}</Notice>}
        {flash === 'done' && <Notice tone="success">{t('batch.paidDone')}</Notice>}
        {refused?.error && (
          <Notice tone="error">{t(`errors.${refused.error}`, { defaultValue: t('errors.generic') })}</Notice>
        )}
        {flash === 'already' && <Notice tone="success">{t('batch.alreadyPaid')}</Notice>}
        <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <Stat
            label={t('batch.status')}
            value={batch.confirmedAt ? t(`batches.status.${batch.status}`) : t('batch.unconfirmed')}
            hint={
              batch.paidAt
                ? t('batch.paidBy', {
                    date: formatDateTime(batch.paidAt, locale),
                    name: batch.paidBy ?? t('batch.someone'),
                  })
                : batch.confirmedAt
                  ? t('batch.createdBy', {
                      date: formatDateTime(batch.createdAt, locale),
                      name: batch.createdBy ?? t('batch.someone'),
                    })
                  : t('batch.scheduledBy', { date: formatDateTime(batch.createdAt, locale) })
            }
          />
          <Stat label={t('batch.total')} value={formatPrice(batch.totalCents, locale)} />
          <Stat label={t('batch.count')} value={formatCount(batch.payoutCount, locale)} />
          <Stat label={t('batch.cutoff')} value={formatDate(batch.cutoffAt, locale)} />
        </dl>

        {batch.confirmedAt ? (
          <Section bold headingId="exports" title={t('batch.downloads')}>
            <div className="flex flex-wrap gap-3">
              <DownloadLink href={`${base}/sepa.xml`}>{t('batch.xml')}</DownloadLink>
              <CsvDownloadLinks href={`${base}/payouts.csv`} label={t('batch.csv')} />
            </div>
          </Section>
        ) : (
          <PayoutConfirmForm
            intent="confirm"
            totalCents={batch.totalCents}
            count={batch.payoutCount}
            submit={t('batch.confirm')}
            hint={t('batch.confirmHint')}
            disabled={busy}
          />
        )}

        {batch.status === 'created' && batch.confirmedAt && (
          <PayoutConfirmForm
            intent="paid"
            totalCents={batch.totalCents}
            count={batch.payoutCount}
            submit={t('batch.markPaid')}
            hint={t('batch.markPaidHint')}
            disabled={busy}
          />
        )}

        <Section bold headingId="batch-payouts" title={t('batch.payouts')}>
          <BatchPayoutsTable payouts={batch.payouts} />
        </Section>
      </div>
    </>
  );
}
