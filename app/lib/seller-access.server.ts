import { redirect } from 'react-router';
import { isAppError } from '../../core/shared/app-error.ts';

/**
 * What a seller page's loader does when the seller use case refuses the viewer: a customer (`not_a_seller`) is sent
 * to /sell to apply; an expert or administrator without a seller profile yet (`seller_profile_missing`) passes, and
 * the page asks them to complete it. Any other error is thrown again.
 */
export function throwUnlessSellerProfileMissing(error: unknown): void {
  if (isAppError(error) && error.code === 'not_a_seller') throw redirect('/sell');
  if (!isAppError(error) || error.code !== 'seller_profile_missing') throw error;
}
