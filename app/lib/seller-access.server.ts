import { redirect } from 'react-router';
import { refusingAppErrors } from './form-action.server.ts';

const sellerAccessCodes = new Set(['not_a_seller', 'seller_profile_missing']);

/**
 * A seller page's loader body, for viewers the seller use cases refuse: a customer (`not_a_seller`) is sent to /sell
 * to apply; an expert or administrator without a seller profile yet (`seller_profile_missing`) gets the page's
 * `missing` state, which asks them to complete it. Any other error is thrown again.
 */
export function orMissingSellerProfile<Page, Missing>(body: () => Promise<Page>, missing: () => Missing) {
  return refusingAppErrors(
    body,
    (error) => {
      if (error.code === 'not_a_seller') throw redirect('/sell');
      return missing();
    },
    (error) => !sellerAccessCodes.has(error.code),
  );
}
