import { Form, redirect, useNavigation } from 'react-router';
import { getPayoutBatch } from '../../../core/admin/payouts/get-payout-batch.ts';
import { markPayoutBatchPaid } from '../../../core/admin/payouts/mark-payout-batch-paid.ts';
import { formatCount, formatDate, formatDateTime, formatPrice } from '../../../i18n/format.ts';
import { BatchPayoutsTable } from '../../components/admin/payments/batch-payouts-table.tsx';
import { CsvDownloadLinks } from '../../components/csv-download-links.tsx';
import { Stat } from '../../components/dashboard/stat.tsx';
import { Notice } from '../../components/info/notice.tsx';
import { PageHero } from '../../components/info/page-hero.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { DownloadLink } from '../../components/ui/download-link.tsx';
import { Section } from '../../components/ui/section.tsx';
import { depsContext, requestContext } from '../../context.ts';
import { requireAdminUser } from '../../lib/auth.server.ts';
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
      : (url.searchParams.get('paid') as 'done' | 'already' | null);
    return { meta: adminMeta(context, 'adminPayments', 'batch.meta', { reference: batch.reference }), batch, flash };
  });
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

/** "Marquer comme payé" (a plain form post); a second time changes nothing and says so. */
export async function action({ url, params, context }: Route.ActionArgs) {
  const viewer = requireAdminUser(context, url);
  return guard(async () => {
    const marked = await markPayoutBatchPaid(context.get(depsContext), viewer, params.batchId, {
      ip: context.get(requestContext).clientIp,
    });
    return redirect(`/admin/payments/batches/${marked.id}?paid=${marked.changed ? 'done' : 'already'}`);
  });
}

export default function PayoutBatchPage({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation('adminPayments');
  const { batch, flash } = loaderData;
  const navigation = useNavigation();
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
        {flash === 'done' && <Notice tone="success">{t('batch.paidDone')}</Notice>}
        {flash === 'already' && <Notice tone="success">{t('batch.alreadyPaid')}</Notice>}
        <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <Stat
            label={t('batch.status')}
            value={t(`batches.status.${batch.status}`)}
            hint={
              batch.paidAt
                ? t('batch.paidBy', {
                    date: formatDateTime(batch.paidAt, locale),
                    name: batch.paidBy ?? t('batch.someone'),
                  })
                : t('batch.createdBy', {
                    date: formatDateTime(batch.createdAt, locale),
                    name: batch.createdBy ?? t('batch.someone'),
                  })
            }
          />
          <Stat label={t('batch.total')} value={formatPrice(batch.totalCents, locale)} />
          <Stat label={t('batch.count')} value={formatCount(batch.payoutCount, locale)} />
          <Stat label={t('batch.cutoff')} value={formatDate(batch.cutoffAt, locale)} />
        </dl>

        <Section bold headingId="exports" title={t('batch.downloads')}>
          <div className="flex flex-wrap gap-3">
            <DownloadLink href={`${base}/sepa.xml`}>{t('batch.xml')}</DownloadLink>
            <CsvDownloadLinks href={`${base}/payouts.csv`} label={t('batch.csv')} />
          </div>
        </Section>

        {batch.status === 'created' && (
          <Form method="post" className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={navigation.state !== 'idle'}>
              {t('batch.markPaid')}
            </Button>
            <span className="text-sm text-muted-foreground">{t('batch.markPaidHint')}</span>
          </Form>
        )}

        <Section bold headingId="batch-payouts" title={t('batch.payouts')}>
          <BatchPayoutsTable payouts={batch.payouts} />
        </Section>
      </div>
    </>
  );
}
