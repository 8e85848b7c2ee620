import { Link } from 'react-router';
import type { SecondFactorState } from '../../../core/accounts/second-factor.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { Notice } from '../info/notice.tsx';

/**
 * What a session without a verified second factor must do before changing payout details (a seller's or a
 * partner's), with the link to do it: turn two-factor on in the profile's security section, or sign in again with it
 * and come back to `returnTo`. Nothing when the session verified one.
 */
export function PayoutSecondFactorNotice({ state, returnTo }: { state: SecondFactorState; returnTo: string }) {
  const { t } = useTranslation('account');
  if (state === 'verified') return null;
  const step =
    state === 'off'
      ? { key: 'enable2fa', to: '/profile#two-factor' }
      : { key: 'reauth', to: `/auth?redirectTo=${encodeURIComponent(returnTo)}` };
  return (
    <Notice tone="error">
      {t(`payoutSecondFactor.${step.key}`)}{' '}
      <Link to={step.to} className="font-medium underline">
        {t(`payoutSecondFactor.${step.key}Link`)}
      </Link>
    </Notice>
  );
}
