import { data, redirect, useActionData } from 'react-router';
import { secondFactorState } from '../../../core/accounts/second-factor.ts';
import { acceptAffiliateInvitation } from '../../../core/affiliates/accept-affiliate-invitation.ts';
import { getPartnerDashboard } from '../../../core/partners/get-partner-dashboard.ts';
import { referralLink } from '../../../core/partners/referral-link.ts';
import { updatePartnerPayout } from '../../../core/partners/update-partner-payout.ts';
import { serverT } from '../../../i18n/server-t.ts';
import { Notice } from '../../components/info/notice.tsx';
import { PageHero } from '../../components/info/page-hero.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import { LinkBuilder } from '../../components/partners/link-builder.tsx';
import { PartnerAffiliations } from '../../components/partners/partner-affiliations.tsx';
import { PartnerFigures } from '../../components/partners/partner-figures.tsx';
import { PartnerOrders } from '../../components/partners/partner-orders.tsx';
import { PartnerPayouts } from '../../components/partners/partner-payouts.tsx';
import { PayoutForm, type PayoutFormResult } from '../../components/partners/payout-form.tsx';
import { Section } from '../../components/ui/section.tsx';
import { depsContext, requestContext } from '../../context.ts';
import { requireUser } from '../../lib/auth.server.ts';
import { formAction, formText, refusingAppErrors } from '../../lib/form-action.server.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { guard } from '../../lib/route-errors.server.ts';
import type { Route } from './+types/partner';

/** Business partners and sellers' affiliates (decided in core); anyone else signed in goes back to the dashboard. */
const toDashboardUnlessPartner = <T,>(body: () => Promise<T>) =>
  refusingAppErrors(
    body,
    () => {
      throw redirect('/dashboard');
    },
    (error) => error.code !== 'not_a_partner',
  );

export async function loader({ context, url }: Route.LoaderArgs) {
  const viewer = requireUser(context, url);
  const { locale, publicUrl } = context.get(requestContext);
  return guard(() =>
    toDashboardUnlessPartner(async () => {
      const dashboard = await getPartnerDashboard(context.get(depsContext), viewer);
      const pasted = (url.searchParams.get('url') ?? '').slice(0, 2000);
      return {
        dashboard,
        pasted,
        link: pasted ? referralLink(publicUrl, pasted, dashboard.code) : null,
        publicUrl,
        accepted: url.searchParams.has('accepted'),
        secondFactor: secondFactorState(viewer),
        meta: { title: serverT(locale, 'partners')('meta'), noindex: true },
      };
    }),
  );
}

/**
 * The payout details form (works without JavaScript; an invalid IBAN comes back as a field error), and accepting a
 * seller's invitation (intent `accept`).
 */
export async function action({ context, request, url }: Route.ActionArgs) {
  const viewer = requireUser(context, url);
  const form = await request.formData();
  if (formText(form, 'intent') === 'accept') {
    return guard(() =>
      refusingAppErrors(
        async () => {
          await acceptAffiliateInvitation(context.get(depsContext), viewer, {
            affiliateId: formText(form, 'affiliateId', 40),
          });
          return redirect('/dashboard/partner?accepted=1');
        },
        (error) => data({ ok: false, error: error.code }, { status: error.status }),
        (error) => error.status === 401 || error.status >= 500,
      ),
    );
  }
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
  const { dashboard, pasted, link, secondFactor, publicUrl, accepted } = loaderData;
  return (
    <>
      <PageHero
        eyebrow={t('eyebrow')}
        title={t('title')}
        lead={
          dashboard.isPartner
            ? t('lead', { percent: dashboard.commissionPercent, days: dashboard.attributionDays })
            : t('leadAffiliate', { days: dashboard.attributionDays })
        }
      />
      <div className="mx-auto max-w-5xl space-y-10 px-4 py-8 md:py-10">
        {accepted && <Notice tone="success">{t('invitations.accepted')}</Notice>}
        {result?.error && result.error !== 'second_factor_required' && (
          <Notice tone="error">
            {t(`errors.${result.error}`, { defaultValue: t('errors.affiliate_invitation_not_found') })}
          </Notice>
        )}
        <PartnerAffiliations dashboard={dashboard} publicUrl={publicUrl} />
        <Section title={t('code.heading')} headingId="partner-code" className="space-y-4">
          <p className="flex flex-wrap items-baseline gap-3">
            <span className="rounded-lg border bg-muted px-3 py-1 font-mono text-lg font-semibold tracking-widest">
              {dashboard.code}
            </span>
            {dashboard.isPartner && (
              <span className="text-sm text-muted-foreground">
                {t('code.rate', { percent: dashboard.commissionPercent })}
              </span>
            )}
          </p>
        </Section>
        {dashboard.isPartner && (
          <Section title={t('builder.heading')} headingId="partner-builder" className="space-y-4">
            <LinkBuilder pasted={pasted} link={link} />
          </Section>
        )}
        <PartnerFigures dashboard={dashboard} />
        <PartnerOrders orders={dashboard.recentOrders} />
        <PartnerPayouts payouts={dashboard.payouts} />
        <Section title={t('payout.heading')} headingId="partner-payout" className="space-y-4">
          <PayoutForm current={dashboard.payout} secondFactor={secondFactor} result={result} />
        </Section>
      </div>
    </>
  );
}
