import { useSearchParams } from 'react-router';
import { getProfile } from '../../../core/accounts/get-profile.ts';
import { serverT } from '../../../i18n/server-t.ts';
import { AccountDataSection } from '../../components/account/account-data-section.tsx';
import { EmailSection } from '../../components/account/email-section.tsx';
import { EndOtherSessionsOffer } from '../../components/account/end-other-sessions.tsx';
import { IdentitySection } from '../../components/account/identity-section.tsx';
import { PasswordSection } from '../../components/account/password-section.tsx';
import { PhoneSection } from '../../components/account/phone-section.tsx';
import { TwoFactorSection } from '../../components/account/two-factor-section.tsx';
import { Notice } from '../../components/info/notice.tsx';
import { PageHero } from '../../components/info/page-hero.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import { depsContext, requestContext } from '../../context.ts';
import { requireUser } from '../../lib/auth.server.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import type { Route } from './+types/profile';
import { isProfileIntent, runProfileAction, unknownIntent } from './profile-actions.server.ts';

export async function loader({ url, context }: Route.LoaderArgs) {
  const viewer = requireUser(context, url);
  const t = serverT(context.get(requestContext).locale, 'account');
  return {
    meta: { title: t('profile.meta'), noindex: true },
    ...(await getProfile(context.get(depsContext), viewer)),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

/** Every profile form posts here with its `intent`; each intent is one small handler. */
export async function action({ request, url, context }: Route.ActionArgs) {
  const viewer = requireUser(context, url);
  const form = await request.formData();
  const intent = form.get('intent');
  if (!isProfileIntent(intent)) return unknownIntent();
  return runProfileAction(intent, { request, context, viewer, form });
}

export default function ProfilePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const saved = params.get('saved');
  return (
    <>
      <PageHero eyebrow={t('profile.eyebrow')} title={t('profile.title')} lead={t('profile.lead')} />
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
        {saved && (
          <Notice tone="success">{t(`profile.saved.${saved}`, { defaultValue: t('profile.saved.default') })}</Notice>
        )}
        {/* Turning two-factor off ends on a redirect; turning it on and a new phone number offer it in their section. */}
        <EndOtherSessionsOffer when={saved === '2fa-disabled'} />
        {params.get('twoFactor') === 'required' && <Notice tone="error">{t('twoFactor.requiredForAdmin')}</Notice>}
        <IdentitySection
          displayName={loaderData.displayName}
          avatarUrl={loaderData.avatarUrl}
          locale={loaderData.locale}
        />
        <EmailSection email={loaderData.email} verified={loaderData.emailVerified} />
        {loaderData.hasPassword && <PasswordSection />}
        <PhoneSection phoneNumber={loaderData.phoneNumber} />
        <TwoFactorSection enabled={loaderData.twoFactorEnabled} />
        <AccountDataSection />
      </div>
    </>
  );
}
