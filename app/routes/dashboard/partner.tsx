import { redirect, useActionData } from 'react-router';
import { secondFactorState } from '../../../core/accounts/second-factor.ts';
import { getPartnerDashboard } from '../../../core/partners/get-partner-dashboard.ts';
import { referralLink } from '../../../core/partners/referral-link.ts';
import { updatePartnerPayout } from '../../../core/partners/update-partner-payout.ts';
import { serverT } from '../../../i18n/server-t.ts';
import { PageHero } from '../../components/info/page-hero.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import { LinkBuilder } from '../../components/partners/link-builder.tsx';
import { PartnerFigures } from '../../components/partners/partner-figures.tsx';
import { PartnerOrders } from '../../components/partners/partner-orders.tsx';
import { PayoutForm, type PayoutFormResult } from '../../components/partners/payout-form.tsx';
import { Section } from '../../components/ui/section.tsx';
import { depsContext, requestContext } from '../../context.ts';
import { requireUser } from '../../lib/auth.server.ts';
import { formAction, formText } from '../../lib/form-action.server.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { guard } from '../../lib/route-errors.server.ts';
import type { Route } from './+types/partner';

/** Business partners only: anyone else signed in goes back to the dashboard. */
function requirePartnerUser(context: Route.LoaderArgs['context'], url: URL) {
  const viewer = requireUser(context, url);
  if (!viewer.roles.includes('partner')) throw redirect('/dashboard');
  return viewer;
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const viewer = requirePartnerUser(context, url);
  const { locale, publicUrl } = context.get(requestContext);
  return guard(async () => {
    const dashboard = await getPartnerDashboard(context.get(depsContext), viewer);
    const pasted = (url.searchParams.get('url') ?? '').slice(0, 2000);
    return {
      dashboard,
      pasted,
      link: pasted ? referralLink(publicUrl, pasted, dashboard.code) : null,
      secondFactor: secondFactorState(viewer),
      meta: { title: serverT(locale, 'partners')('meta'), noindex: true },
    };
  });
}

/** The payout details form (works without JavaScript); an invalid IBAN comes back as a field error. */
export async function action({ context, request, url }: Route.ActionArgs) {
  const viewer = requirePartnerUser(context, url);
  const form = await request.formData();
  const values = { payoutName: formText(form, 'payoutName'), payoutIban: formText(form, 'payoutIban') };
  return guard(() =>
    // The use case parses the details itself, after checking the partner and the session's second factor (refused in
    // the form); its other refusals are pages of their own.
    formAction(
      { values, rethrow: (error) => error.code !== 'second_factor_required' },
      async (input: typeof values) => {
        await updatePartnerPayout(context.get(depsContext), viewer, input);
        return { ok: true, values } satisfies PayoutFormResult;
      },
    ),
  );
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

export default function PartnerPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('partners');
  const result = useActionData<PayoutFormResult>();
  const { dashboard, pasted, link, secondFactor } = loaderData;
  return (
    <>
      <PageHero
        eyebrow={t('eyebrow')}
        title={t('title')}
        lead={t('lead', { percent: dashboard.commissionPercent, days: dashboard.attributionDays })}
      />
      <div className="mx-auto max-w-5xl space-y-10 px-4 py-8 md:py-10">
        <Section title={t('code.heading')} headingId="partner-code" className="space-y-4">
          <p className="flex flex-wrap items-baseline gap-3">
            <span className="rounded-lg border bg-muted px-3 py-1 font-mono text-lg font-semibold tracking-widest">
              {dashboard.code}
            </span>
            <span className="text-sm text-muted-foreground">
              {t('code.rate', { percent: dashboard.commissionPercent })}
            </span>
          </p>
        </Section>
        <Section title={t('builder.heading')} headingId="partner-builder" className="space-y-4">
          <LinkBuilder pasted={pasted} link={link} />
        </Section>
        <PartnerFigures dashboard={dashboard} />
        <PartnerOrders orders={dashboard.recentOrders} />
        <Section title={t('payout.heading')} headingId="partner-payout" className="space-y-4">
          <PayoutForm current={dashboard.payout} secondFactor={secondFactor} result={result} />
        </Section>
      </div>
    </>
  );
}
