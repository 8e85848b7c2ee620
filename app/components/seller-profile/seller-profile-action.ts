/** What the /dashboard/seller-profile action answers, per form (`intent`). */
export type SellerProfileIntent = 'profile' | 'payout' | 'avatar' | 'remove-avatar';

export type SellerProfileActionData =
  | { intent: SellerProfileIntent; ok: true }
  | {
      intent: SellerProfileIntent;
      ok: false;
      fieldErrors?: Record<string, string>;
      error?: string;
      values?: Record<string, string>;
    };
