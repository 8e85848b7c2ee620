import type { Viewer } from '../accounts/viewer.ts';
import type { CoreDeps } from '../deps.ts';
import { findGift } from './find-gift.ts';

/** What the link shows: the product, who offered it and their message. */
export interface GiftDetails {
  title: string;
  productSlug: string;
  seats: number;
  fromName: string | null;
  message: string;
}

/**
 * `claimable`: waiting for its recipient; `yours`: the viewer claimed it; `given`: the viewer offered it;
 * `claimed`: someone else holds it, and its details stay theirs.
 */
export type GiftView = { status: 'claimable' | 'yours' | 'given'; gift: GiftDetails } | { status: 'claimed' };

/** The gift behind a claim link, as the viewer (or a visitor, null) may see it; 404 unknown, 410 refunded. */
export async function getGift(deps: Pick<CoreDeps, 'db'>, viewer: Viewer | null, token: string): Promise<GiftView> {
  const row = await findGift(deps.db, token);
  const gift: GiftDetails = {
    title: row.title,
    productSlug: row.slug,
    seats: row.quantity,
    fromName: row.from_name,
    message: row.message,
  };
  if (row.claimed_by) return row.claimed_by === viewer?.userId ? { status: 'yours', gift } : { status: 'claimed' };
  return { status: viewer?.userId === row.buyer_id ? 'given' : 'claimable', gift };
}
