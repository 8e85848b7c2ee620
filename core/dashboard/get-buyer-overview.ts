import { sql } from 'drizzle-orm';
import { rows } from '../../db/rows.ts';
import { requireViewer, type Viewer } from '../accounts/viewer.ts';
import type { CoreDeps } from '../deps.ts';
import { type FavoriteCards, listFavoriteCards } from '../lists/list-favorite-cards.ts';
import { purchaseStates } from '../purchases/purchase-states.ts';

export interface RecentPurchase {
  id: string;
  number: string;
  status: string;
  createdAt: string;
  totalCents: number;
  titles: string[];
}

export interface BuyerOverview {
  purchases: RecentPurchase[];
  favorites: FavoriteCards;
}

/** What every signed-in user sees on /dashboard: their last orders and favourites, fetched together. */
export async function getBuyerOverview(deps: Pick<CoreDeps, 'db'>, viewer: Viewer | null): Promise<BuyerOverview> {
  const { userId } = requireViewer(viewer);
  const [purchases, favorites] = await Promise.all([
    // The three orders first (index orders_buyer_idx), then only their lines (order_items_order_idx).
    rows<Omit<RecentPurchase, 'createdAt'> & { createdAt: Date | string }>(
      deps.db,
      sql`with recent as (
            select o.id, o.number, o.status, o.created_at, o.total_cents from orders o
            where o.buyer_id = ${userId}
              and o.status in ${purchaseStates}
            order by o.created_at desc nulls last, o.id desc limit 3
          )
          select r.id, r.number, r.status, r.created_at as "createdAt", r.total_cents as "totalCents",
                 array_agg(oi.title order by oi.title) as titles
          from recent r join order_items oi on oi.order_id = r.id
          group by r.id, r.number, r.status, r.created_at, r.total_cents
          order by r.created_at desc, r.id desc`,
    ),
    listFavoriteCards(deps, viewer, { page: 1, per_page: 4 }),
  ]);
  return {
    purchases: purchases.map((p) => ({
      ...p,
      totalCents: Number(p.totalCents),
      createdAt: new Date(p.createdAt).toISOString(),
    })),
    favorites,
  };
}
