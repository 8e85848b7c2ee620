import { AppError } from '../shared/app-error.ts';
import type { Viewer } from './viewer.ts';

/** This session's second factor: verified at its sign-in, set up but not used then, or not set up at all. */
export type SecondFactorState = 'verified' | 'reauth' | 'off';

export const secondFactorState = (viewer: Viewer): SecondFactorState =>
  viewer.aal === 'aal2' ? 'verified' : viewer.twoFactorEnabled ? 'reauth' : 'off';

/**
 * Changing where money is paid (a seller's or a partner's payout details) needs a session that verified a second
 * factor (ASVS 5.0 V6.3.3, decision 0014): a stolen password or session must not redirect someone's earnings. The
 * refusal, 403 `second_factor_required`, says whether to turn two-factor on or to sign in again with it.
 */
export function requirePayoutSecondFactor(viewer: Viewer): void {
  const state = secondFactorState(viewer);
  if (state === 'verified') return;
  throw new AppError(
    'second_factor_required',
    403,
    state === 'reauth'
      ? 'Reconnectez-vous avec votre second facteur pour modifier vos coordonnées bancaires'
      : 'Activez la double authentification pour modifier vos coordonnées bancaires',
  );
}
