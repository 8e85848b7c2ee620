import { diagnosticFilters } from '../../../core/payments/diagnostic-filters.schema.ts';
import { type Diagnostic, getDiagnostic } from '../../../core/payments/get-diagnostic.ts';
import { queryObject } from '../../../core/shared/query-object.ts';
import { serverT } from '../../../i18n/server-t.ts';
import { DeliveryFilters } from '../../components/diagnostic/delivery-filters.tsx';
import { DeliveryTable } from '../../components/diagnostic/delivery-table.tsx';
import { PaymentAttempts } from '../../components/diagnostic/payment-attempts.tsx';
import { ProviderPanel } from '../../components/diagnostic/provider-panel.tsx';
import { Notice } from '../../components/info/notice.tsx';
import { PageHero } from '../../components/info/page-hero.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import { ButtonLink } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Section } from '../../components/ui/section.tsx';
import { depsContext, requestContext } from '../../context.ts';
import { authOf, requireUser } from '../../lib/auth.server.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { guard } from '../../lib/route-errors.server.ts';
import type { Route } from './+types/diagnostic';

export async function loader({ url, context }: Route.LoaderArgs) {
  const viewer = requireUser(context, url);
  const { locale } = context.get(requestContext);
  return guard(async () => {
    const diagnostic = await getDiagnostic(
      context.get(depsContext),
      viewer,
      diagnosticFilters.parse(queryObject(url)),
      { requireSecondFactor: authOf(context).adminRequire2fa },
    );
    return { diagnostic, meta: { title: serverT(locale, 'diagnostic')('meta.title'), noindex: true } };
  });
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

// One person's payments, or the platform's webhook traffic: never kept by a shared cache or the browser.
export const headers = () => ({ 'Cache-Control': 'private, no-store' });

export default function DiagnosticPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('diagnostic');
  const { diagnostic } = loaderData;
  return (
    <>
      <PageHero title={t('title')} lead={t(`lead.${diagnostic.kind}`)} />
      <div className="mx-auto max-w-7xl space-y-10 px-4 py-8">
        {diagnostic.kind === 'admin' ? <AdminView diagnostic={diagnostic} /> : <MemberView diagnostic={diagnostic} />}
      </div>
    </>
  );
}

function AdminView({ diagnostic }: { diagnostic: Extract<Diagnostic, { kind: 'admin' }> }) {
  const { t, i18n } = useTranslation('diagnostic');
  const filtered = diagnostic.filters.provider || diagnostic.filters.failures;
  return (
    <>
      <Section title={t('providers.heading')} headingId="providers-heading" size="2xl" className="space-y-4">
        <div className="grid gap-4 lg:grid-cols-3">
          {diagnostic.providers.map((provider) => (
            <ProviderPanel key={provider.name} provider={provider} locale={i18n.language} />
          ))}
        </div>
      </Section>
      <Section title={t('deliveries.heading')} headingId="deliveries-heading" size="2xl" className="space-y-4">
        <DeliveryFilters filters={diagnostic.filters} />
        <p className="text-sm text-muted-foreground">{t('time')}</p>
        {diagnostic.deliveries.length === 0 ? (
          <EmptyState>{t(filtered ? 'deliveries.emptyFiltered' : 'deliveries.empty')}</EmptyState>
        ) : (
          <DeliveryTable deliveries={diagnostic.deliveries} locale={i18n.language} />
        )}
      </Section>
    </>
  );
}

function MemberView({ diagnostic }: { diagnostic: Extract<Diagnostic, { kind: 'member' }> }) {
  const { t, i18n } = useTranslation('diagnostic');
  return (
    <Section
      title={t('payments.heading')}
      headingId="payments-heading"
      size="2xl"
      className="space-y-4"
      actions={
        <ButtonLink to="/dashboard/purchases" variant="outline">
          {t('payments.purchases')}
        </ButtonLink>
      }
    >
      {diagnostic.secondFactorRequired && (
        <Notice tone="error" title={t('payments.secondFactor')}>
          <a href="/profile?twoFactor=required#two-factor" className="font-medium text-primary underline">
            {t('payments.secondFactorLink')}
          </a>
        </Notice>
      )}
      {diagnostic.payments.length === 0 ? (
        <EmptyState>{t('payments.empty')}</EmptyState>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">{t('time')}</p>
          <PaymentAttempts payments={diagnostic.payments} locale={i18n.language} />
        </>
      )}
    </Section>
  );
}
