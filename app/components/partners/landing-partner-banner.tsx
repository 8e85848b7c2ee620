import { useLocation, useRouteLoaderData } from 'react-router';
import type { ReferralBanner } from '../../../core/partners/get-referral-banner.ts';
import { PartnerLinkBanner } from './partner-link-banner.tsx';

/** The partner banner on the page a partner link led to (the root loader knows the visitor's last click). */
export function LandingPartnerBanner() {
  const data = useRouteLoaderData<{ referral: ReferralBanner | null }>('root');
  const { pathname } = useLocation();
  if (!data?.referral || data.referral.landingPath !== pathname) return null;
  return (
    <div className="mx-auto max-w-7xl px-4 pt-4">
      <PartnerLinkBanner partnerName={data.referral.partnerName} />
    </div>
  );
}
