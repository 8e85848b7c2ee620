import { serverT } from '../../../i18n/server-t.ts';
import { VerifyEmailNotice } from '../../components/account/verify-email-notice.tsx';
import { PageHero } from '../../components/info/page-hero.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import { ButtonLink } from '../../components/ui/button.tsx';
import { requestContext } from '../../context.ts';
import { requireUser } from '../../lib/auth.server.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import type { Route } from './+types/overview';

export function loader({ url, context }: Route.LoaderArgs) {
  const viewer = requireUser(context, url);
  const t = serverT(context.get(requestContext).locale, 'account');
  return {
    meta: { title: t('dashboard.meta'), noindex: true },
    name: viewer.name,
    emailVerified: viewer.emailVerified,
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

/** The signed-in home: the sales, purchases and products tabs arrive with the commerce and seller work. */
export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('account');
  return (
    <>
      <PageHero
        eyebrow={t('dashboard.eyebrow')}
        title={t('dashboard.title', { name: loaderData.name })}
        lead={t('dashboard.lead')}
      />
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-10">
        {!loaderData.emailVerified && <VerifyEmailNotice />}
        <div className="flex flex-wrap gap-3">
          <ButtonLink to="/market">{t('dashboard.explore')}</ButtonLink>
          <ButtonLink to="/profile" variant="outline">
            {t('dashboard.profile')}
          </ButtonLink>
          <ButtonLink to="/security-test" variant="outline">
            {t('dashboard.security')}
          </ButtonLink>
        </div>
      </div>
    </>
  );
}
