import { getBuyerOverview } from '../../../core/dashboard/get-buyer-overview.ts';
import { getSellerOverview } from '../../../core/dashboard/get-seller-overview.ts';
import { canSell } from '../../../core/sellers/seller-role.ts';
import { serverT } from '../../../i18n/server-t.ts';
import { VerifyEmailNotice } from '../../components/account/verify-email-notice.tsx';
import { BuyerOverview } from '../../components/dashboard/buyer-overview.tsx';
import { SellerAccessNotice } from '../../components/dashboard/seller-access-notice.tsx';
import { SellerOverview } from '../../components/dashboard/seller-overview.tsx';
import { PageHero } from '../../components/info/page-hero.tsx';
import { pageMeta } from '../../components/info/page-meta.ts';
import { ButtonLink } from '../../components/ui/button.tsx';
import { depsContext, requestContext } from '../../context.ts';
import { requireUser } from '../../lib/auth.server.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { guard } from '../../lib/route-errors.server.ts';
import type { Route } from './+types/overview';

/** The signed-in home: everyone's purchases and favourites; an expert's or administrator's sales above them. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const viewer = requireUser(context, url);
  const t = serverT(context.get(requestContext).locale, 'account');
  const sells = canSell(viewer);
  return guard(async () => {
    const deps = context.get(depsContext);
    const [buyer, seller] = await Promise.all([
      getBuyerOverview(deps, viewer),
      sells ? getSellerOverview(deps, viewer) : null,
    ]);
    return {
      meta: { title: t('dashboard.meta'), noindex: true },
      name: viewer.name,
      emailVerified: viewer.emailVerified,
      sells,
      buyer,
      seller,
    };
  });
}

export const meta = ({ loaderData }: Route.MetaArgs) => pageMeta(loaderData?.meta);

/** Where the signed-in home leads first: the market, then one's profile and the security check. */
const heroLinks = [
  { key: 'explore', to: '/market' },
  { key: 'profile', to: '/profile' },
  { key: 'security', to: '/security-test' },
] as const;

export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('account');
  const { sells, seller, buyer } = loaderData;
  return (
    <>
      <PageHero
        eyebrow={t('dashboard.eyebrow')}
        title={t('dashboard.title', { name: loaderData.name })}
        lead={t('dashboard.lead')}
      >
        <div className="mt-6 flex flex-wrap gap-3">
          {heroLinks.map((link, index) => (
            <ButtonLink key={link.key} to={link.to} variant={index === 0 ? 'primary' : 'outline'} size="sm">
              {t(`dashboard.${link.key}`)}
            </ButtonLink>
          ))}
        </div>
      </PageHero>
      <div className="mx-auto max-w-7xl space-y-10 px-4 py-10">
        {!loaderData.emailVerified && <VerifyEmailNotice />}
        {seller ? (
          <SellerOverview overview={seller} />
        ) : (
          <SellerAccessNotice kind={sells ? 'missingProfile' : 'customer'} />
        )}
        <BuyerOverview overview={buyer} />
      </div>
    </>
  );
}
